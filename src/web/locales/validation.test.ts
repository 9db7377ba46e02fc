import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every message the shared schemas can show has its entry in the `validation` catalogue (keyed by
 * the English sentence itself), so it reads in the reader's language; the catalogue parity test
 * then holds es, fr and de to the same keys.
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../shared/schemas');

function schemaMessages(): string[] {
  const messages = new Set<string>();
  for (const file of readdirSync(root)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const match of source.matchAll(/(?:error|message): '([^']+)'/g)) messages.add(match[1] as string);
  }
  return [...messages].sort();
}

describe('the validation catalogue', () => {
  it('has every literal message of the shared schemas, in English as it is', () => {
    const english = JSON.parse(
      readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), 'en/validation.json'), 'utf8'),
    ) as Record<string, string>;
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThan(50);
    expect(messages.filter((message) => english[message] !== message)).toEqual([]);
  });
});
