import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { adminPage, person } from './support/rentals';

test('a member writes to the support team, an admin answers in the support inbox, the member reads it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const member = await person(browser, 'support-member', `Sue Asker ${suffix}`);
  const text = `My deposit has not come back yet (${suffix}).`;

  await member.page.goto('/support#support-messages');
  const section = member.page.getByRole('region', { name: 'Write to our support team' });
  await expect(section.getByText('You have not written to us yet.')).toBeVisible();
  await section.getByRole('textbox', { name: 'Your message' }).fill(text);
  await section.getByRole('button', { name: 'Send to Support' }).click();
  const thread = section.getByRole('list', { name: 'Your messages with support' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread.getByRole('listitem').first()).toContainText(text);
  await expect(thread.getByRole('listitem').first()).toContainText('You');
  await expectAccessible(member.page);

  const admin = await adminPage(browser);
  await admin.goto('/admin/support');
  await expect(admin.getByRole('heading', { level: 1, name: 'Support Inbox' })).toBeVisible();
  const conversation = admin
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button')
    .filter({ hasText: `Sue Asker ${suffix}` });
  await expect(conversation).toContainText(text);
  await expect(conversation).toContainText('Awaiting answer');
  await conversation.click();
  const open = admin.getByRole('region', { name: /^Conversation with / });
  await expect(open.getByRole('list', { name: 'Messages' })).toContainText(text);
  await expectAccessible(admin);
  await open
    .getByRole('textbox', { name: 'Your answer' })
    .fill('It was released this morning; banks take 5-10 days.');
  await open.getByRole('button', { name: 'Send Answer' }).click();
  await expect(open.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(2);
  await expect(conversation).not.toContainText('Awaiting answer');

  // The member is told, and reads the answer on the Support page.
  await member.page.goto('/notifications');
  await expect(member.page.getByText('Support answered your message').first()).toBeVisible();
  await member.page.goto('/support#support-messages');
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await expect(thread.getByRole('listitem').nth(1)).toContainText('Support team');
  await expect(thread.getByRole('listitem').nth(1)).toContainText('banks take 5-10 days');
  await admin.context().close();
  await member.close();
});
