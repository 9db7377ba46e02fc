import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * What a page in another language must not show: an English text of the catalogues (one that the
 * translation words differently, so "ShareShed", "CVC" or "Total" never count) or a raw key.
 * Variables in an English text match anything, so "Favorites, {{count}} saved item" is found
 * whatever the count.
 */
const localesDir = path.resolve(import.meta.dirname, '../../../src/web/locales');
type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = '', into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(name, value);
    else flatten(value, name, into);
  }
  return into;
}

function read(language: string, namespace: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(path.join(localesDir, language, namespace), 'utf8')));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Leak {
  english: RegExp;
  key: string;
}

function englishLeaks(language: string): { leaks: Leak[]; keys: Set<string> } {
  const leaks: Leak[] = [];
  const keys = new Set<string>();
  for (const namespace of readdirSync(path.join(localesDir, 'en'))) {
    const english = read('en', namespace);
    const translated = read(language, namespace);
    const translations = new Set(translated.values());
    const ns = namespace.replace(/\.json$/, '');
    for (const [key, text] of english) {
      if (key.includes('.')) keys.add(key.replace(/_(zero|one|other)$/, '')).add(`${ns}:${key}`);
      if (translated.get(key) === text || translations.has(text)) continue;
      const parts = text.split(/\{\{[^}]+\}\}/);
      if (!parts.some((part) => /\p{L}{3,}/u.test(part))) continue;
      const body = parts.map(escapeRegExp).join('.+?');
      // A one-word text ('Owner', 'Rating') counts only as a whole line or label: inside a line it
      // is as likely a person's name or an item's title ('de Olive Owner') as a missed label.
      const english = /\s/.test(text.trim())
        ? new RegExp(`(?<!\\p{L})${body}(?!\\p{L})`, 'u')
        : new RegExp(`^${body}$`, 'u');
      leaks.push({ key: `${ns}:${key}`, english });
    }
  }
  return { leaks, keys };
}

/** The words a reader sees or hears: rendered text, and labels, placeholders, titles and alt texts. */
async function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: only rendered text counts, one line per block.
    const texts = document.body.innerText.split('\n');
    for (const element of document.body.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

const cache = new Map<string, ReturnType<typeof englishLeaks>>();

/** Fails (after retrying while namespaces load) if the page shows English or a raw key. */
export async function expectNoEnglish(page: Page, language: string) {
  const { leaks, keys } = cache.get(language) ?? englishLeaks(language);
  cache.set(language, { leaks, keys });
  await expect(async () => {
    const texts = await readableTexts(page);
    const found: string[] = [];
    for (const text of texts) {
      for (const leak of leaks) if (leak.english.test(text)) found.push(`"${text}" (${leak.key})`);
      for (const token of text.match(/[\w-]+(?::[\w-]+)?(?:\.[\w-]+)+/g) ?? []) {
        if (keys.has(token)) found.push(`raw key ${token}`);
      }
    }
    expect(found, `English on ${page.url()}`).toEqual([]);
  }).toPass({ timeout: 15_000 });
}
