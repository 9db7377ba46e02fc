import { type Browser, type BrowserContextOptions, expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_PASSWORD, signUpVerifiedAndSignIn, uniqueEmail } from './signed-in-user';

const ADMIN_EMAIL = 'admin@e2e.test';

/** A signed-in person in their own browser context (own cookies; a phone's screen if told). */
export async function person(
  browser: Browser,
  prefix: string,
  name: string,
  device: BrowserContextOptions = {},
) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const email = uniqueEmail(prefix);
  await signUpVerifiedAndSignIn(page, email, name);
  return { page, email, name, close: () => context.close() };
}

/**
 * The e2e server's admin (ADMIN_EMAILS). Specs running side by side may create it at the same
 * moment, so sign-up may find it existing and sign-in is retried until it is verified.
 */
export async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.request.post('/api/auth/sign-up/email', {
    data: { email: ADMIN_EMAIL, password: E2E_PASSWORD, name: 'E2E Admin' },
  });
  await expect(async () => {
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: ADMIN_EMAIL, password: E2E_PASSWORD },
    });
    if (signIn.status() === 200) return;
    // The verification email is sent by a background job: read the outbox again on every try.
    const outbox = await (await page.request.get('/dev/mail')).text();
    const link = outbox
      .split('<article')
      .filter((part) => part.includes(`<dd>${ADMIN_EMAIL}</dd>`))
      .map((part) => part.match(/href="([^"]*verify-email[^"]*)"/)?.[1])
      .find(Boolean)
      ?.replace(/&amp;/g, '&');
    // No sign-in is retried before the email is there: failed sign-ins count against the account.
    expect(link, 'the admin verification email').toBeTruthy();
    await page.request.get(link ?? '', { maxRedirects: 0 });
    const retry = await page.request.post('/api/auth/sign-in/email', {
      data: { email: ADMIN_EMAIL, password: E2E_PASSWORD },
    });
    expect(retry.status()).toBe(200);
  }).toPass({ intervals: [1_000, 2_000], timeout: 90_000 });
  return page;
}

/**
 * The owner's identity check, approved by the admin: with requireIdVerification on (the default)
 * an owner's listings are live only after it. A second call finds it done (409).
 */
export async function verifyOwnerIdentity(owner: Page, admin: Page) {
  const session = (await (await owner.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  const photo = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 200, b: 210 } },
  })
    .png()
    .toBuffer();
  const sent = await owner.request.post('/api/identity', {
    multipart: { file: { name: 'id-card.png', mimeType: 'image/png', buffer: photo } },
  });
  if (sent.status() === 409) return;
  expect(sent.status(), await sent.text()).toBe(201);
  const approved = await admin.request.post(`/api/admin/identity/${session.user.id}/approval`);
  expect(approved.status(), await approved.text()).toBe(200);
}

/** A published listing by the owner (created through the API, approved by the admin). */
export async function publishedItem(owner: Page, admin: Page, title: string, price = '20.00') {
  await verifyOwnerIdentity(owner, admin);
  const created = await owner.request.post('/api/items', {
    data: {
      title,
      description: 'Well kept, with a spare blade and a carry case.',
      price,
      deposit: '',
      handoff: 'pickup',
      category: 'power-tools',
      brand: 'DeWalt',
      tags: 'saw, cordless',
      location: 'Austin, TX',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { item } = (await created.json()) as { item: { id: string } };
  const approved = await admin.request.post(`/api/items/${item.id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  return item.id;
}

/** The calendar day `offset` days from the browser's today, as the picker names it. */
export function dayFrom(offset: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + offset));
  return date.toISOString().slice(0, 10);
}

/**
 * The booking calendar's cell for `day` (YYYY-MM-DD), turning the calendar's months until that
 * day is shown: a day a week ahead is next month near a month's end.
 */
export async function calendarDay(dialog: Locator, day: string): Promise<Locator> {
  const cell = dialog.locator(`[data-day="${day}"]`);
  const shownDays = dialog.locator('[data-day]');
  await shownDays.first().waitFor();
  for (let turns = 0; turns < 12 && (await cell.count()) === 0; turns++) {
    const firstShown = (await shownDays.first().getAttribute('data-day')) ?? '';
    const name = firstShown < day ? 'Next month' : 'Previous month';
    await dialog.getByRole('button', { name }).click();
    await expect(shownDays.first()).not.toHaveAttribute('data-day', firstShown);
  }
  return cell;
}

/** Books and pays through the API (sandbox), for tests that start from an active rental. */
export async function bookAndPayByApi(renter: Page, itemId: string, startDate: string, rentalDays: number) {
  const started = await renter.request.post('/api/rentals/checkout', {
    data: { itemId, rentalDays, startDate },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { sessionId, rentalId } = (await started.json()) as { sessionId: string; rentalId: string };
  const paid = await renter.request.post(`/api/payments/sandbox/sessions/${sessionId}/pay`, {
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Rita Renter' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return { sessionId, rentalId };
}

export async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Rita Renter');
}

/** A plain PNG photo (one colour per `shade`), as a phone's camera or gallery hands one over. */
export async function photoFile(name: string, shade: number) {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: shade, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** `who` records a check-in with one photo through the API; answers the code their phone shows. */
export async function checkInByApi(who: Page, rentalId: string, step: 'pickup' | 'return') {
  const uploaded = await who.request.post(`/api/rentals/${rentalId}/check-in-photos`, {
    multipart: { file: await photoFile(`${step}.png`, 150) },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { photo } = (await uploaded.json()) as { photo: { id: string } };
  const recorded = await who.request.post(`/api/rentals/${rentalId}/check-ins/${step}`, {
    data: { photoIds: [photo.id], notes: '' },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  return ((await recorded.json()) as { checkIn: { code: string } }).checkIn.code;
}
