import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web has one way to tell a failure (issue 15): a failed server call through its mutation's
 * or query's `meta.errorToast` (mutation-errors.ts), input refused before any call through
 * invalid-input.ts. An error toast written anywhere else is a second way, so this scan fails.
 */
const lib = path.dirname(new URL(import.meta.url).pathname);
const web = path.dirname(lib);
const ALLOWED = new Set(['lib/mutation-errors.ts', 'lib/invalid-input.ts']);
const ERROR_TOAST = /variant\s*:\s*['"`]error['"`]/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('one error path on the web', () => {
  it('writes error toasts only in mutation-errors.ts and invalid-input.ts', () => {
    const offenders = sources(web)
      .map((file) => path.relative(web, file).split(path.sep).join('/'))
      .filter((file) => !ALLOWED.has(file))
      .filter((file) => ERROR_TOAST.test(readFileSync(path.join(web, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('scans the real tree (the allowed files are where it looks)', () => {
    const scanned = sources(web).map((file) => path.relative(web, file).split(path.sep).join('/'));
    for (const file of ALLOWED) expect(scanned).toContain(file);
  });
});
