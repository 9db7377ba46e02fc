import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FAQ_ENTRIES } from '../../src/web/features/help/faq';
import { findFaqEntry } from '../../src/web/features/help/faq-match';
import { expectAccessible } from './support/axe';
import { visitAsGuest } from './support/guest';

const QUESTION = 'How does renting a pressure washer work?';

/** The answer the helper must give: the FAQ entry the question matches, in the English catalogue. */
function expectedAnswer(): string {
  const entry = findFaqEntry(QUESTION, FAQ_ENTRIES);
  if (!entry) throw new Error(`No FAQ entry matches "${QUESTION}"`);
  const help = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../src/web/locales/en/help.json'), 'utf8'),
  ) as { faq: Record<string, { answer: string }> };
  const answer = help.faq[entry.id]?.answer;
  if (!answer) throw new Error(`help.json has no answer for ${entry.id}`);
  return answer;
}

test('the chat helper greets, ignores blank input, answers from the FAQ and falls back to Support', async ({
  page,
}) => {
  await visitAsGuest(page, '/');
  const bubble = page.getByRole('button', { name: 'Open help chat' });
  await expect(bubble).toHaveAttribute('aria-expanded', 'false');
  await bubble.click();

  const panel = page.getByRole('dialog', { name: 'ShareShed Helper' });
  await expect(panel).toBeVisible();
  const log = panel.getByRole('log', { name: 'Conversation' });
  const bot = panel.getByTestId('bot-message');
  await expect(bot).toHaveCount(1);
  await expect(bot.first()).toContainText("Hi! I'm the ShareShed helper.");
  const input = panel.getByRole('textbox', { name: 'Your question' });
  await expect(input).toBeFocused();
  await expectAccessible(page);

  await input.fill('   ');
  await input.press('Enter');
  await expect(log.getByRole('listitem')).toHaveCount(1);

  await input.fill(QUESTION);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(log).toContainText(QUESTION);
  await expect(log).toContainText('The helper is typing...');
  await expect(bot).toHaveCount(2);
  await expect(bot.nth(1)).toContainText(expectedAnswer());

  await input.fill('xyzzy plugh');
  await input.press('Enter');
  await expect(bot).toHaveCount(3);
  await expect(bot.nth(2)).toContainText("Sorry, I couldn't find an answer to that.");
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  const reopen = page.getByRole('button', { name: 'Open help chat' });
  await expect(reopen).toBeFocused();
  await reopen.click();
  await expect(bot).toHaveCount(3);

  await bot.nth(2).getByRole('link', { name: 'Write to Support' }).click();
  await expect(page).toHaveURL(/\/support#support-messages$/);
  // A guest is asked to sign in before writing to the people of the support team.
  await expect(
    page
      .getByRole('region', { name: 'Write to our support team' })
      .getByText('Sign in to write to our support team'),
  ).toBeVisible();
});

test('the reply takes a second', async ({ page }) => {
  await visitAsGuest(page, '/search');
  await page.getByRole('button', { name: 'Open help chat' }).click();
  const panel = page.getByRole('dialog', { name: 'ShareShed Helper' });
  const input = panel.getByRole('textbox', { name: 'Your question' });
  await input.fill('xyzzy');
  const sent = Date.now();
  await input.press('Enter');
  await expect(panel.getByTestId('bot-message')).toHaveCount(2);
  expect(Date.now() - sent).toBeGreaterThanOrEqual(950);
});

test("Support's Open Help Chat opens the helper even when pressed before the helper has loaded", async ({
  page,
}) => {
  // The helper's code loads once the page is idle; the button is there before it.
  await visitAsGuest(page, '/support');
  await page.getByRole('button', { name: 'Open Help Chat', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'ShareShed Helper' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close help chat' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectAccessible(page);
});
