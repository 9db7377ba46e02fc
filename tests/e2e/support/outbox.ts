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
  const closeButtons = page.getByRole('button', { name: 'Close toast' });
  // Always the first one, counted again after each: a closed toast leaves the page 200 ms after
  // the tap (sonner), so buttons listed up front (nth(0), nth(1)) could point past the end once
  // a tap took longer than that, and a click on a button that never comes waited out the whole
  // test. A toast may also close by itself between the count and the click, hence the timeout.
  while ((await closeButtons.count()) > 0) {
    await closeButtons
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
}
