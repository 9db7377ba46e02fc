import { defineConfig } from 'vitest/config';

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
        test: {
          name: 'web',
          environment: 'jsdom',
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
