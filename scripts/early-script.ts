import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Puts a module of the web app in index.html's head as its own `<script type="module" async>`, so
 * that it runs as soon as it arrives, before the app's code has downloaded (src/web/intl-warm-up.ts).
 * Vite joins every module script of an HTML file into its one entry, which runs only after all of
 * the entry's code is in: a second build input, named in the head by this plugin, stays separate.
 * `file` is relative to the web root (src/web); the module must import nothing, or its imports
 * would load before it runs.
 */
export function earlyScript(webRoot: string, file: string): Plugin {
  const entry = path.resolve(webRoot, file);
  return {
    name: 'shareshed:early-script',
    config: () => ({
      build: {
        rolldownOptions: {
          input: { index: path.resolve(webRoot, 'index.html'), [path.parse(file).name]: entry },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // In development Vite serves the source itself.
        let src = `/${file}`;
        if (context.bundle) {
          const chunk = Object.values(context.bundle).find(
            (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === entry,
          );
          if (!chunk) throw new Error(`the build has no chunk for ${file}`);
          if (chunk.type === 'chunk' && chunk.imports.length > 0)
            throw new Error(`${file} imports other modules; an early script must stand alone`);
          src = `/${chunk.fileName}`;
        }
        return [{ tag: 'script', attrs: { type: 'module', async: true, src }, injectTo: 'head' }];
      },
    },
  };
}
