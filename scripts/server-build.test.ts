import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from './server-build.mjs';

/**
 * Packages a server may not need, loaded where they are used rather than before the server
 * answers (decision 048): a static import anywhere on the server's import graph would load them
 * at every start again.
 */
const LOADED_WHEN_NEEDED = [
  'stripe',
  'nodemailer',
  'better-auth',
  '@electric-sql/pglite',
  'drizzle-orm/pglite',
];

const isOneOf = (imported: string) =>
  LOADED_WHEN_NEEDED.some((name) => imported === name || imported.startsWith(`${name}/`));

describe('the server bundle', () => {
  it('imports the packages a server may not need only when it uses them', async () => {
    const { metafile } = await build({
      ...serverBuildOptions('main.mjs'),
      write: false,
      metafile: true,
      sourcemap: false,
    });
    const imports = Object.values(metafile?.outputs ?? {}).flatMap((output) => output.imports);
    const packagesImported = (kind: string) =>
      [...new Set(imports.filter((entry) => entry.kind === kind).map((entry) => entry.path))].filter(isOneOf);
    expect(packagesImported('import-statement')).toEqual([]);
    expect(packagesImported('dynamic-import').sort()).toEqual([
      '@electric-sql/pglite',
      '@electric-sql/pglite/contrib/btree_gist',
      '@electric-sql/pglite/contrib/cube',
      '@electric-sql/pglite/contrib/earthdistance',
      '@electric-sql/pglite/contrib/pg_trgm',
      'better-auth',
      'better-auth/adapters/drizzle',
      'better-auth/api',
      'better-auth/plugins/two-factor',
      'drizzle-orm/pglite',
      'drizzle-orm/pglite/migrator',
      'nodemailer',
      'stripe',
    ]);
  });
});
