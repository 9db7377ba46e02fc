import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyScript } from './scripts/early-script.ts';
import { itemPageGroupName } from './scripts/item-page-chunk.ts';
import { preactHooksFixed } from './scripts/preact-hooks-guard.ts';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * The web app is written against React's API and rendered by Preact through preact/compat
 * (decisions 012 and 038): react-dom alone was 63 KB of the first page's gzip JavaScript, Preact
 * and its compat layer are about 11 KB. The types stay React's (@types/react). The unit tests
 * render with the same aliases (vitest.config.ts), so they test what ships.
 */
export const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // react-i18next's shim for React 17: preact/compat has the hook itself.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

// The libraries every page needs (see the framework chunk below).
const frameworkModule =
  /node_modules[\\/](preact|react-router|i18next|react-i18next|@tanstack|hono|cookie|set-cookie-parser)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared|context)/;
// Parts of those libraries no first page uses: in the framework chunk they would load with every
// page. Left out, they travel with the lazy pages that import them (<Trans> with its HTML parser:
// the reviews list; infinite queries: search, categories, admin lists).
const onlyLaterPagesUse =
  /react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext|unescape)\.js$|@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](infiniteQueryObserver|useInfiniteQuery)\.js$/;

// The app's own small modules every first page runs (the shell's texts and language, storage,
// formatting, the API client, toasts) plus the bundler's runtime helpers. Each is shared with lazy
// pages, so left alone each became its own chunk of 0.2 to 5 KB: 13 requests before the first
// paint, which Lighthouse's slow-4G simulation counts one by one (bench/lighthouse.ts lists them).
// They travel with the framework chunk instead. A module listed here that the first page stops
// using still loads with it (a few hundred bytes; bench/js-budget.ts shows the weight).
const firstPageAppModule =
  /src[\\/](web[\\/]lib[\\/](toast|storage|cn|site|embedded-answer|i18n|language|format|api-client)\.ts|shared[\\/](constants|languages|money|locale|error-codes)\.ts|web[\\/]features[\\/]wishlist[\\/]wishlist-logic\.ts|web[\\/]locales[\\/]en[\\/](common|home|catalogue)\.json)$|^\0(rolldown[\\/]runtime|vite[\\/]preload-helper)\.js$/;

export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: '../../public',
  // No Fast Refresh: it patches React's renderer, which Preact does not have, so an edited
  // component would silently keep its old code; without it an edit reloads the page.
  plugins: [
    preactHooksFixed(),
    react({ refreshExclude: /./ }),
    tailwindcss(),
    // ICU's data loads while the app's code downloads, not in the first render (intl-warm-up.ts).
    earlyScript(fileURLToPath(new URL('./src/web', import.meta.url)), 'intl-warm-up.ts'),
  ],
  resolve: {
    alias: [
      ...reactOnPreact,
      // react-router's package exports only its development build (warnings and invariant
      // texts); it ships a production build beside it, which is what a production bundle wants.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                import.meta.resolve('react-router').replace('/development/', '/production/'),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // Every browser we support has native modulepreload; the polyfill would only add weight.
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page needs travel in one chunk: one request, and one gzip
          // stream compresses them better than many small files (see bench/js-budget.ts).
          groups: [
            {
              name: 'framework',
              test: (id: string) =>
                (frameworkModule.test(id) && !onlyLaterPagesUse.test(id)) || firstPageAppModule.test(id),
            },
            // The item page's own modules in one chunk instead of a dozen small ones
            // (scripts/item-page-chunk.ts). Only the modules it names: their dependencies that
            // other code loads too stay where they were, or a home card would load the chunk.
            { name: itemPageGroupName(), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/dev': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
