import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkHooksFolder, hooksFileOf, preactHooksFixed } from './preact-hooks-guard';

const installedHooks = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('preact/hooks')),
  '..',
);
/** Preact 11.2.0's statements as released, before patches/preact+11.2.0.patch. */
const unfixBuild = (code: string) => code.replace('n.u&&(n.__H=n.u,n.u=void 0)', 'n.u&&(n.__H=n.u)');
const unfixSource = (code: string) =>
  code.replace(
    /if \(hookItem\._pendingArgs\) \{\s*hookItem\._args = hookItem\._pendingArgs;\s*hookItem\._pendingArgs = undefined;\s*\}/,
    'if (hookItem._pendingArgs) hookItem._args = hookItem._pendingArgs;',
  );

let copies: string[] = [];
afterEach(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  copies = [];
});

/** A copy of the installed preact/hooks folder to break. */
function copyOfHooks(): string {
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'preact-hooks-')), 'node_modules/preact/hooks');
  cpSync(installedHooks, copy, { recursive: true });
  copies.push(path.resolve(copy, '../../..'));
  return copy;
}

function rewrite(file: string, change: (code: string) => string) {
  const code = readFileSync(file, 'utf8');
  expect(change(code)).not.toBe(code);
  writeFileSync(file, change(code));
}

describe('the preact/hooks guard', () => {
  it('passes the installed preact/hooks: npm install applied the patch', () => {
    expect(checkHooksFolder(installedHooks)).toEqual([]);
  });

  it('names every variant that lacks the fix: a build, another build beside it, the sources', () => {
    const hooks = copyOfHooks();
    rewrite(path.join(hooks, 'dist/hooks.mjs'), unfixBuild);
    expect(checkHooksFolder(hooks)).toEqual([
      expect.stringContaining('preact/hooks/dist/hooks.mjs lacks the hooks fix'),
    ]);

    // A release that adds a CommonJS build (as Preact 10 shipped) must carry the fix too.
    writeFileSync(
      path.join(hooks, 'dist/hooks.js'),
      unfixBuild(readFileSync(path.join(installedHooks, 'dist/hooks.mjs'), 'utf8')),
    );
    rewrite(path.join(hooks, 'src/index.js'), unfixSource);
    const problems = checkHooksFolder(hooks);
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'preact/hooks/dist/hooks.js',
      'preact/hooks/dist/hooks.mjs',
      'preact/hooks/src/index.js',
    ]);
    expect(problems[0]).toContain('Run `npm install`, whose postinstall applies patches/ with patch-package');
  });

  it('stops a build that loads an unfixed preact/hooks, wherever it is installed', () => {
    const plugin = preactHooksFixed();
    const transform = plugin.transform as (this: unknown, code: string, id: string) => unknown;
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    const fixed = readFileSync(path.join(installedHooks, 'dist/hooks.mjs'), 'utf8');
    const nested = '/app/node_modules/some-lib/node_modules/preact/hooks/dist/hooks.mjs';
    expect(hooksFileOf(nested)).toBe('dist/hooks.mjs');
    expect(() => transform.call(context, unfixBuild(fixed), nested)).toThrow(
      'preact/hooks/dist/hooks.mjs lacks the hooks fix',
    );
    expect(transform.call(context, fixed, nested)).toBeNull();
    expect(transform.call(context, unfixBuild(fixed), '/app/src/web/hooks/use-thing.ts')).toBeNull();
  });
});
