import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { linkFromOutbox } from './outbox';
import { E2E_PASSWORD } from './signed-in-user';

const root = path.resolve(import.meta.dirname, '../../..');
export const PRIVATE_ADMIN_EMAIL = 'admin@e2e.test';

export interface PrivateServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A server of its own, on an empty database, for tests that change site-wide settings
 * (maintenance mode, the site name...): on the shared e2e server they would change what every
 * other test running at the same moment sees. It serves the build the e2e run made.
 */
export async function startPrivateServer(port: number): Promise<PrivateServer> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['scripts/run-ts.mjs', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shareshed-e2e-private-')),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_EMAILS: PRIVATE_ADMIN_EMAIL,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'dist/web',
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the private server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the private server did not start within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A page on `baseURL` signed in as a new, verified account (verified through the dev outbox). */
export async function signedInOn(
  browser: Browser,
  baseURL: string,
  email: string,
  name: string,
): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: E2E_PASSWORD, name },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const link = await linkFromOutbox(page, email, 'verify-email');
  expect((await page.request.get(link, { maxRedirects: 0 })).status()).toBeLessThan(400);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: E2E_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return page;
}
