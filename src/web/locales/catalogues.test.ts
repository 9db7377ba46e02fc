import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/languages';

/**
 * Every language has every English text, with the same interpolation variables and the plural
 * forms its own grammar needs (i18next picks `_one`, `_many`, `_other`… by Intl.PluralRules, so a
 * missing form would show English to a reader of that language).
 */
const root = path.dirname(new URL(import.meta.url).pathname);
const namespaces = readdirSync(path.join(root, 'en')).filter((file) => file.endsWith('.json'));
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Catalogue = { [key: string]: string | Catalogue };

function read(language: string, namespace: string): Catalogue {
  return JSON.parse(readFileSync(path.join(root, language, namespace), 'utf8'));
}

/** Every text as 'a.b.c' → value. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(name, value);
    else for (const [inner, text] of flatten(value, name)) flat.set(inner, text);
  }
  return flat;
}

/** Keys with plural forms reduced to their base and the forms each has: 'count' → {one, other}. */
function pluralBases(keys: Iterable<string>): Map<string, Set<string>> {
  const bases = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    bases.set(base, (bases.get(base) ?? new Set()).add(match[1] as string));
  }
  return bases;
}

/** Keys a translation must have: plain keys as in English, plural keys in the language's forms. */
function expectedKeys(english: Map<string, string>, language: string): string[] {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys: string[] = [];
  for (const key of english.keys()) if (!PLURAL_SUFFIX.test(key)) keys.push(key);
  for (const [base, englishForms] of pluralBases(english.keys())) {
    // `_zero` is i18next's own form for a count of 0, in any language, so it stays where English has it.
    const wanted = englishForms.has('zero') ? ['zero', ...forms] : forms;
    for (const form of wanted) keys.push(`${base}_${form}`);
  }
  return keys.sort();
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1] as string).sort();
}

/** The English text a translated key answers to (a plural form answers to English `_other`). */
function englishFor(english: Map<string, string>, key: string): string | undefined {
  return english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
}

describe.each(LANGUAGE_CODES.filter((language) => language !== 'en'))('%s catalogues', (language) => {
  it('has every namespace English has, and no other', () => {
    const files = readdirSync(path.join(root, language)).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)(
    '%s has exactly the keys of English, in the plural forms of the language',
    (namespace) => {
      const english = flatten(read('en', namespace));
      const translated = flatten(read(language, namespace));
      expect([...translated.keys()].sort()).toEqual(expectedKeys(english, language));
    },
  );

  it.each(namespaces)('%s keeps every interpolation variable, and no text is left empty', (namespace) => {
    const english = flatten(read('en', namespace));
    const translated = flatten(read(language, namespace));
    for (const [key, text] of translated) {
      const original = englishFor(english, key) ?? '';
      expect(text.trim(), `${language}/${namespace} ${key}`).not.toBe('');
      // Every form keeps {{count}}: French uses `_one` for 0 too, so it cannot say "one" in words.
      expect(variables(text), `${language}/${namespace} ${key}`).toEqual(variables(original));
    }
  });
});
