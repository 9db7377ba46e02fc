import { expect, type Page } from '@playwright/test';
import { linkFromOutbox } from './outbox';

export const E2E_PASSWORD = 'Sup3rSecret!';

/** A fresh address per test and project, so parallel runs never share an account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

/**
 * Signs up through the API, verifies with the link from the development outbox (/dev/mail), and
 * signs in: the page's browser context then holds the session cookie.
 */
export async function signUpVerifiedAndSignIn(page: Page, email: string, name = 'Ada Lovelace') {
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: E2E_PASSWORD, name },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  // Emails are sent by the job queue, so the link may arrive a moment after the sign-up answer.
  const link = await linkFromOutbox(page, email, 'verify-email');
  const verified = await page.request.get(link, { maxRedirects: 0 });
  expect(verified.status()).toBeLessThan(400);
  await signInWith(page, email, E2E_PASSWORD);
}

export async function signInWith(page: Page, email: string, password: string) {
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
}
