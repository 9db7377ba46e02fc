import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findJsxLiterals } from './jsx-literals';

describe('findJsxLiterals', () => {
  it('finds words in text, string children and user-facing attributes, and nothing else', () => {
    const code = `
      export function Card({ t }) {
        return (
          <section className="rounded p-4" id="card" data-state="open">
            <h2>Saved items</h2>
            <p>{t('count', { count: 2 })} · 3</p>
            {'Remove'}
            <img src="/a.png" alt="Photo of a drill" />
            <input placeholder={\`Search tools\`} aria-label={t('search')} />
            <Field label="First name" />
            <a href="/help" title={t('help')}>?</a>
          </section>
        );
      }`;
    expect(findJsxLiterals(code).map(({ where, text }) => `${where}: ${text}`)).toEqual([
      'text: Saved items',
      'text: Remove',
      'alt: Photo of a drill',
      'placeholder: Search tools',
      'label: First name',
    ]);
  });
});

describe('the web app', () => {
  it('writes no English into JSX: every word a reader sees comes from a catalogue', () => {
    const files = execFileSync('git', ['ls-files', 'src/web/*.tsx', 'src/web/**/*.tsx'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !/\.test\.tsx$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const literals = files.flatMap((file) =>
      findJsxLiterals(readFileSync(file, 'utf8'), file).map(
        ({ line, where, text }) => `${file}:${line} ${where} ${JSON.stringify(text)}`,
      ),
    );
    expect(literals).toEqual([]);
  });
});
