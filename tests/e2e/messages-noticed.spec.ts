import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { adminPage, person, publishedItem } from './support/rentals';

test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 390, height: 844 };

/** Where the Messages entry is: the header on a desktop, the side menu on a phone. */
async function messagesEntry(page: Page, phone: boolean) {
  if (!phone) return page.getByRole('banner').getByRole('link', { name: /^Messages/ });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /^Messages/ });
}

test('a new message is noticed: the Messages count and the bell go up live, one notification per conversation, and reading clears both', async ({
  browser,
}, testInfo) => {
  const phone = testInfo.project.name.startsWith('mobile');
  const admin = await adminPage(browser);
  const suffix = `${testInfo.project.name} ${Date.now()}`;
  const owner = await person(browser, 'owner', `Olive ${suffix}`);
  const renter = await person(browser, 'renter', `Rita ${suffix}`);
  if (phone) await owner.page.setViewportSize(PHONE);
  const title = `Cement mixer ${suffix}`;
  const itemId = await publishedItem(owner.page, admin, title, '25.00');

  await owner.page.goto('/');
  const bell = owner.page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // The renter writes twice; the owner's page updates without a reload.
  const conversation = await renter.page.request.post('/api/conversations', { data: { itemId } });
  const { id } = ((await conversation.json()) as { conversation: { id: string } }).conversation;
  for (const body of ['Is it free on Saturday?', 'And could you deliver it?']) {
    const sent = await renter.page.request.post(`/api/conversations/${id}/messages`, { data: { body } });
    expect(sent.status()).toBe(201);
  }
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  const entry = await messagesEntry(owner.page, phone);
  await expect(entry).toHaveAttribute('href', '/messenger');
  if (phone) {
    await expect(entry).toContainText('2 unread');
  } else {
    await expect(entry).toHaveAccessibleName('Messages, 2 unread');
  }
  await expectAccessible(owner.page);

  // The user menu has Messages (with the count) and My Listings.
  if (!phone) {
    await owner.page.getByRole('button', { name: 'Account menu' }).click();
    const menu = owner.page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: /My Listings/ })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /Messages/ })).toContainText('2 unread');
    await owner.page.keyboard.press('Escape');
  }

  // One notification for the conversation, saying who wrote about what.
  await owner.page.goto('/notifications');
  const cards = owner.page.getByText(`New message from Rita ${suffix}`);
  await expect(cards).toHaveCount(1);
  await expect(owner.page.getByText(`About "${title}": Is it free on Saturday?`)).toBeVisible();
  await expectAccessible(owner.page);

  // Opening the conversation reads it: both counts go back to zero.
  await owner.page.goto(`/messenger/${id}`);
  await expect(
    owner.page.getByTestId('chat-message').filter({ hasText: 'And could you deliver it?' }),
  ).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications', { timeout: 15_000 });
  const after = await messagesEntry(owner.page, phone);
  await expect(after).toHaveAccessibleName('Messages');
  await expectAccessible(owner.page);
  await Promise.all([owner.close(), renter.close(), admin.context().close()]);
});
