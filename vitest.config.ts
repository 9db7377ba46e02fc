import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactHooksFixed } from './scripts/preact-hooks-guard.ts';
import { reactOnPreact } from './vite.config.ts';

// Three projects: pure logic (node), web components (jsdom), and integration tests through the
// HTTP API against a fresh database per file (PGlite, or Postgres when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts'],
        },
      },
      {
        // Refuses a preact/hooks without the fix, as the build does (decision 038).
        plugins: [preactHooksFixed()],
        // Libraries' ES module builds (the "module" condition and field), as the bundler picks
        // them: their CommonJS builds, which node would pick, require the real react past the
        // aliases.
        resolve: { conditions: ['module', 'browser', 'development'], mainFields: ['module', 'main'] },
        test: {
          name: 'web',
          environment: 'jsdom',
          // Rendered by Preact, as in the browser (decisions 012 and 038).
          alias: [
            ...reactOnPreact,
            // Its package has no exports map, so node would pick its CommonJS build, whose
            // require('react-dom') no alias reaches.
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                new URL(
                  'node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
                  import.meta.url,
                ),
              ),
            },
          ],
          // Every library goes through the aliases too (not loaded as-is from node_modules, where
          // a React library or one of its helpers would import the real react-dom).
          server: { deps: { inline: true } },
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['src/server/**/*.int.test.ts'],
          // Several server processes on one database (kill -9, ten at once) need a Postgres server:
          // they run in the suite's Postgres run (TEST_DATABASE_URL, as .ci/run does), not on PGlite.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
