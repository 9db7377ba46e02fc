import { expect, type Page } from '@playwright/test';

/** The newest link containing `fragment` in the newest email to `email`, read from /dev/mail. */
export async function linkFromOutbox(page: Page, email: string, fragment: string): Promise<string> {
  let link: string | null = null;
  await expect(async () => {
    const html = await (await page.request.get('/dev/mail')).text();
    const articles = html.split('<article').slice(1);
    const mail = articles.find((article) => article.includes(`<dd>${email}</dd>`));
    const href = mail?.match(new RegExp(`href="([^"]*${fragment}[^"]*)"`))?.[1];
    expect(href, `an email to ${email} with a ${fragment} link`).toBeTruthy();
    link = (href ?? '').replace(/&amp;/g, '&');
  }).toPass({ timeout: 15_000 });
  return link ?? '';
}

/**
 * Closes open toasts before an accessibility check (the toast library's colours are checked on
 * their own), waiting until they are gone.
 */
export async function dismissToasts(page: Page) {
  for (const close of await page.getByRole('button', { name: 'Close toast' }).all()) {
    await close.click().catch(() => undefined);
  }
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
}
