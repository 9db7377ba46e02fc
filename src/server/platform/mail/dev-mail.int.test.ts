import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { updateSettings } from '../../settings/public';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('development outbox', () => {
  it('stores every email and lists it at /dev/mail, newest first, with clickable links', async () => {
    const mailer = t.mailer;
    expect(mailer.kind).toBe('outbox');
    await mailer.send({
      to: 'first@example.com',
      subject: 'First <hello>',
      text: 'Open https://shareshed.example/a?x=1&y=2 now',
      html: '<p>first</p>',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({
      to: 'second@example.com',
      subject: 'Second',
      text: 'No links here',
      html: '<p>2</p>',
    });

    const page = await t.app.request('/dev/mail');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Development outbox</h1>');
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('First &lt;hello&gt;'));
    expect(html).toContain('<dd>first@example.com</dd>');
    expect(html).toContain(
      '<a href="https://shareshed.example/a?x=1&amp;y=2">https://shareshed.example/a?x=1&amp;y=2</a>',
    );
    expect(html).not.toContain('<hello>');
  });

  it('carries the site name from the settings', async () => {
    await updateSettings(t.database.db, { siteName: 'Tool Library' }, null);
    const page = await (await t.app.request('/dev/mail')).text();
    expect(page).toContain('<title>Development outbox | Tool Library</title>');
  });

  it('does not exist in production', async () => {
    const config = loadConfig({ ...t.env, NODE_ENV: 'production' });
    expect(config.isProduction).toBe(true);
    const production = createApp({ config, database: t.database, logger: createLogger('silent') });
    const response = await production.request('/dev/mail');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Development outbox');
  });
});
