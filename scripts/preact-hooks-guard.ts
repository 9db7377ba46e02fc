import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Preact 11.2's hooks lose effects (a query's subscription) after a Suspense park: `options.diffed`
 * commits `_pendingArgs` into `_args` and leaves it set, so a component that bails out later writes
 * an old render's dependencies back (decision 035). patches/preact+11.2.0.patch clears it, applied
 * by patch-package at `npm install` (decision 038). An install that skipped the patch would ship
 * the bug with no test failing for sure (the loss depends on timing), so the build, the dev server
 * and the web unit tests refuse a preact/hooks without the fix.
 */

/** The fixed statement in Preact's minified builds (`_args` is `__H`, `_pendingArgs` is `u`). */
const FIXED_BUILD = /(\w+)\.u&&\(\1\.__H=\1\.u,\1\.u=void 0\)/;
/** The same statement in the sources the builds are made from (hooks/src/index.js). */
const FIXED_SOURCE = /hookItem\._args = hookItem\._pendingArgs;\s*hookItem\._pendingArgs = undefined;/;

/** A file inside the preact/hooks folder: its path there ('dist/hooks.mjs'), or null. */
export function hooksFileOf(id: string): string | null {
  const match = /node_modules[\\/]preact[\\/]hooks[\\/](.+?)(\?.*)?$/.exec(id);
  return match?.[1] ? match[1].replaceAll('\\', '/') : null;
}

/** Why this preact/hooks file must not load, or null when it carries the fix. */
export function missingFix(file: string, code: string): string | null {
  const fixed = file.startsWith('src/') ? FIXED_SOURCE : FIXED_BUILD;
  if (fixed.test(code)) return null;
  return (
    `preact/hooks/${file} lacks the hooks fix (decisions 035 and 038: effects such as a query's ` +
    'subscription would be lost after a Suspense park). Run `npm install`, whose postinstall applies ' +
    'patches/ with patch-package. After a Preact upgrade: check whether the release fixes it upstream, ' +
    'then update or remove the patch and this guard (scripts/preact-hooks-guard.ts).'
  );
}

/** Every variant of preact/hooks a resolver could load (each build in dist/, and the sources). */
export function checkHooksFolder(hooksDir: string): string[] {
  const builds = readdirSync(path.join(hooksDir, 'dist'))
    .filter((name) => /\.(m|c)?js$/.test(name))
    .map((name) => `dist/${name}`);
  const files = existsSync(path.join(hooksDir, 'src/index.js')) ? [...builds, 'src/index.js'] : builds;
  return files.flatMap((file) => missingFix(file, readFileSync(path.join(hooksDir, file), 'utf8')) ?? []);
}

/** The preact/hooks folder the app resolves (from this repository's node_modules). */
function installedHooksDir(): string {
  const hooksEntry = createRequire(import.meta.url).resolve('preact/hooks');
  return path.resolve(path.dirname(hooksEntry), '..');
}

/**
 * Fails the build, the dev server's start and the web unit tests when preact/hooks lacks the fix:
 * the installed package is checked at the start, and any preact/hooks file actually loaded (another
 * copy nested under a library too) as it is transformed.
 */
export function preactHooksFixed(): Plugin {
  return {
    name: 'shareshed:preact-hooks-fixed',
    buildStart() {
      const problems = checkHooksFolder(installedHooksDir());
      if (problems.length > 0) this.error(problems.join('\n'));
    },
    transform(code, id) {
      const file = hooksFileOf(id);
      const problem = file ? missingFix(file, code) : null;
      if (problem) this.error(problem);
      return null;
    },
  };
}
