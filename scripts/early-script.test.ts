import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { earlyScript } from './early-script';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A web root with an app entry and an early module; returns the built index.html and folder. */
async function buildFixture(early: string): Promise<{ html: string; outDir: string }> {
  const root = mkdtempSync(path.join(tmpdir(), 'shareshed-early-'));
  roots.push(root);
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><script type="module" src="./main.ts"></script></body></html>',
  );
  writeFileSync(path.join(root, 'shared.ts'), 'export const shared = () => "the shared module";\n');
  writeFileSync(
    path.join(root, 'main.ts'),
    'import { shared } from "./shared";\nconsole.log("the app", shared());\n',
  );
  writeFileSync(path.join(root, 'warm.ts'), early);
  const outDir = path.join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [earlyScript(root, 'warm.ts')],
    build: { outDir, emptyOutDir: true },
  });
  return { html: readFileSync(path.join(outDir, 'index.html'), 'utf8'), outDir };
}

describe('an early script', () => {
  it("is its own async module in the page's head, apart from the app's entry", async () => {
    const { html, outDir } = await buildFixture('globalThis.warmed = "the early module";\n');
    const head = html.slice(0, html.indexOf('</head>'));
    const early = /<script type="module" async src="\/(assets\/warm-[\w-]+\.js)"><\/script>/.exec(head);
    expect(early).not.toBeNull();
    expect(readFileSync(path.join(outDir, early?.[1] ?? ''), 'utf8')).toContain('the early module');
    // The app's entry is still there, and does not carry the early module's code.
    const app = /<script type="module" crossorigin src="\/(assets\/index-[\w-]+\.js)"><\/script>/.exec(head);
    const appCode = readFileSync(path.join(outDir, app?.[1] ?? ''), 'utf8');
    expect(appCode).toContain('the app');
    expect(appCode).not.toContain('the early module');
  });

  it('refuses an early module that imports another (it would wait for it)', async () => {
    await expect(
      buildFixture('import { shared } from "./shared";\nconsole.log(shared());\n'),
    ).rejects.toThrow(/must stand alone/);
  });
});
