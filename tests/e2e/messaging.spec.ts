import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { adminPage, person, publishedItem } from './support/rentals';

test.describe.configure({ timeout: 240_000 });

test('a renter messages the owner before booking; the owner sees it arrive live, answers, and the renter sees the reply and the read receipt', async ({
  browser,
}, testInfo) => {
  const admin = await adminPage(browser);
  const suffix = `${testInfo.project.name} ${Date.now()}`;
  const owner = await person(browser, 'owner', `Olive ${suffix}`);
  const renter = await person(browser, 'renter', `Rita ${suffix}`);
  const title = `Pressure washer ${suffix}`;
  const itemId = await publishedItem(owner.page, admin, title, '30.00');

  // The owner waits on /messenger (nothing from this renter yet), in their own browser context.
  await owner.page.goto('/messenger');
  await expect(owner.page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(owner.page.getByPlaceholder('Search conversations...')).toBeVisible();
  await expect(owner.page.getByText('No messages yet')).toBeVisible();
  await expect(
    owner.page.getByText('Start renting items to begin conversations with other users.'),
  ).toBeVisible();
  await expectAccessible(owner.page);

  // The renter opens the item and messages the owner; text stays text.
  const page = renter.page;
  await page.goto(`/items/${itemId}`);
  await page.getByRole('button', { name: 'Message owner' }).click();
  await expect(page).toHaveURL(/\/messenger\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `Olive ${suffix}`, level: 1 })).toBeVisible();
  const question = 'Is it free this weekend? <b>not bold</b>';
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
  await expect(page.locator('b', { hasText: 'not bold' })).toHaveCount(0);
  await expect(page.getByTestId('receipt')).toHaveText('· Sent');
  await expectAccessible(page);

  // Without reloading, the owner's list shows the conversation with one unread message.
  const row = owner.page.getByTestId('conversation').filter({ hasText: `Rita ${suffix}` });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText(title);
  await expect(row).toContainText(question);
  await expect(row.getByText('1 unread message')).toBeAttached();

  // Search filters the list.
  await owner.page.getByPlaceholder('Search conversations...').fill('no such thing at all');
  await expect(row).toBeHidden();
  await owner.page.getByPlaceholder('Search conversations...').fill(`Rita ${suffix}`);
  await expect(row).toBeVisible();

  // The owner opens it (which marks it read: the renter's receipt turns to Read live) and answers.
  await row.click();
  await expect(owner.page.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
  await expect(page.getByTestId('receipt')).toHaveText('· Read', { timeout: 15_000 });
  await owner.page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Yes, pick it up Saturday morning.');
  await owner.page.keyboard.press('Enter');
  await expect(
    page.getByTestId('chat-message').filter({ hasText: 'Yes, pick it up Saturday morning.' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expectAccessible(owner.page);

  // The profile shows the real latest messages, and 'View All Messages' goes to /messenger.
  await page.goto('/profile');
  const recent = page.getByRole('region', { name: 'Recent Messages' });
  await expect(recent.getByTestId('conversation').filter({ hasText: title })).toBeVisible();
  await recent.getByRole('link', { name: 'View All Messages' }).click();
  await expect(page).toHaveURL(/\/messenger$/);

  // Nobody else can open the conversation.
  const stranger = await person(browser, 'stranger', 'Sam Stranger');
  const threadUrl = owner.page.url();
  await stranger.page.goto(new URL(threadUrl).pathname);
  await expect(stranger.page.getByText('Conversation not found')).toBeVisible();
  await Promise.all([owner.close(), renter.close(), stranger.close()]);
});
