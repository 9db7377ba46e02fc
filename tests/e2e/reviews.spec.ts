import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { dismissToasts } from './support/outbox';
import { adminPage, bookAndPayByApi, dayFrom, person, publishedItem } from './support/rentals';

test.describe.configure({ timeout: 240_000 });

test('after a return both sides review each other; each review shows once both are written, with ratings on item and profile', async ({
  browser,
}, testInfo) => {
  const admin = await adminPage(browser);
  const owner = await person(browser, 'rv-owner', 'Olive Owner');
  const renter = await person(browser, 'rv-renter', 'Rita Renter');
  const title = `Reviewed sander ${testInfo.project.name} ${Date.now()}`;
  const itemId = await publishedItem(owner.page, admin, title);
  const { rentalId } = await bookAndPayByApi(renter.page, itemId, dayFrom(0), 2);
  const returned = await owner.page.request.post(`/api/rentals/${rentalId}/return`, {
    data: { returnCondition: 'good' },
  });
  expect(returned.status(), await returned.text()).toBe(200);

  // The renter writes first: it waits, hidden, until the owner writes theirs.
  const page = renter.page;
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { name: 'Waiting for your review' })).toBeVisible();
  const form = page.getByRole('form', { name: new RegExp(`How was ${title}`) });
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText('Please choose a rating')).toBeVisible();
  await expectAccessible(page);
  await form.locator('label').filter({ hasText: '5 stars' }).click();
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await form.getByLabel('Your review').fill('Sharp, clean and easy to pick up.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Thanks! Your review was saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reviews given' })).toBeVisible();
  await expect(
    page.getByText('Hidden until the other side writes theirs, or 14 days after the return.'),
  ).toBeVisible();
  await dismissToasts(page);

  await owner.page.goto(`/items/${itemId}`);
  await expect(owner.page.getByText('No reviews yet. Reviews appear after completed rentals.')).toBeVisible();

  // The owner writes theirs: both are now visible.
  await owner.page.goto('/reviews');
  const ownerForm = owner.page.getByRole('form', { name: /How did Rita Renter do with/ });
  await ownerForm.locator('label').filter({ hasText: '4 stars' }).click();
  await ownerForm.getByLabel('Your review').fill('Brought it back on time.');
  await ownerForm.getByRole('button', { name: 'Submit Review' }).click();
  // The toast can come after the list has changed (its code loads with the first toast): it is
  // waited for, so it is not dismissed before it shows and then found by the accessibility check.
  await expect(owner.page.getByText('Thanks! Your review was saved.')).toBeVisible();
  await expect(owner.page.getByRole('heading', { name: 'Reviews received' })).toBeVisible();
  await expect(owner.page.getByText('Sharp, clean and easy to pick up.')).toBeVisible();
  await dismissToasts(owner.page);
  await expectAccessible(owner.page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reviews received' })).toBeVisible();
  await expect(page.getByText('Brought it back on time.')).toBeVisible();
  await expect(
    page.getByText('Hidden until the other side writes theirs, or 14 days after the return.'),
  ).toHaveCount(0);

  // The item shows the renter's rating; the profiles show what each received.
  await page.goto(`/items/${itemId}`);
  await expect(page.getByText('5.0 · 1 review')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();
  await expectAccessible(page);
  const ownerProfile = (await (await owner.page.request.get('/api/profile')).json()) as {
    stats: { rating: number; review_count: number };
  };
  expect(ownerProfile.stats).toMatchObject({ rating: 5, review_count: 1 });

  await renter.close();
  await owner.close();
  await admin.context().close();
});
