import { devices, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { adminPage, bookAndPayByApi, dayFrom, person, photoFile, publishedItem } from './support/rentals';

test.describe.configure({ timeout: 300_000 });

// Both people stand by the item with their phones, whatever the project's screen.
const { defaultBrowserType: _browserType, ...phone } = devices['Pixel 7'];

/** The code the recorder's phone shows, as typed (digits only). */
async function shownCode(page: Page, card: Locator) {
  const code = card.getByTestId('handover-code');
  await expect(code).toHaveText(/^\d{3} \d{3}$/);
  await expectAccessible(page);
  return ((await code.textContent()) ?? '').replace(/\s/g, '');
}

test('two phones hand over with photos and a code, check in the return, and the claim shows both sets side by side', async ({
  browser,
}, testInfo) => {
  const admin = await adminPage(browser);
  const owner = await person(browser, 'owner', 'Olive Owner', phone);
  const renter = await person(browser, 'renter', 'Rita Renter', phone);
  const title = `Hedge trimmer ${testInfo.project.name} ${Date.now()}`;
  const itemId = await publishedItem(owner.page, admin, title, '18.00');
  await bookAndPayByApi(renter.page, itemId, dayFrom(0), 2);

  // The owner's phone: check in the pick-up with two photos and a note.
  await owner.page.goto('/rentals?tab=lending');
  const lent = owner.page.getByTestId('rental-card').filter({ hasText: title });
  await lent.getByRole('button', { name: 'Check In the Pick-up' }).click();
  const pickup = owner.page.getByRole('dialog', { name: 'Check in the pick-up' });
  await pickup.getByRole('button', { name: 'Save and Show Code' }).click();
  await expect(pickup.getByText('Please add at least one photo')).toBeVisible();
  await expectAccessible(owner.page);
  await pickup
    .getByLabel('Photos of the item (1 to 6)')
    .setInputFiles([await photoFile('front.png', 60), await photoFile('side.png', 200)]);
  await expect(pickup.getByRole('img', { name: 'Photo 2', exact: true })).toBeVisible();
  await pickup.getByLabel('Notes (optional)').fill('Small scratch on the blade guard.');
  await pickup.getByRole('button', { name: 'Save and Show Code' }).click();
  await expect(owner.page.getByText('Check-in Recorded', { exact: true })).toBeVisible();
  await expect(pickup).toBeHidden();
  const pickupCode = await shownCode(owner.page, lent);
  await expect(lent.getByText('Waiting for Rita Renter to confirm with the code.')).toBeVisible();

  // The renter's phone: the photos and the note; a wrong code first, then the right one.
  await renter.page.goto('/rentals');
  const mine = renter.page.getByTestId('rental-card').filter({ hasText: title });
  await expect(mine.getByText(/^Recorded by the owner on /)).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Pick-up check-in, photo 2' })).toBeVisible();
  await expect(mine.getByText('Notes: Small scratch on the blade guard.')).toBeVisible();
  await expect(mine.getByTestId('handover-code')).toHaveCount(0);
  await expectAccessible(renter.page);
  const wrong = pickupCode === '000000' ? '111111' : '000000';
  await mine.getByLabel('Code from the other phone').fill(wrong);
  await mine.getByRole('button', { name: 'Confirm Pick-up' }).click();
  await expect(renter.page.getByText('That code is not right. 4 tries left.')).toBeVisible();
  await mine.getByLabel('Code from the other phone').fill(pickupCode);
  await mine.getByRole('button', { name: 'Confirm Pick-up' }).click();
  await expect(renter.page.getByText('Check-in Confirmed', { exact: true })).toBeVisible();
  await expect(mine.getByText(/^Handed over on /)).toBeVisible();
  await expectAccessible(renter.page);

  // The owner sees it handed over.
  await owner.page.reload();
  await expect(lent.getByText(/^Handed over on /)).toBeVisible();
  await expect(lent.getByText(/^Confirmed by both sides on /)).toBeVisible();
  await expect(lent.getByTestId('handover-code')).toHaveCount(0);

  // The return: the owner checks it in with one photo; the renter confirms.
  await lent.getByRole('button', { name: 'Check In the Return' }).click();
  const back = owner.page.getByRole('dialog', { name: 'Check in the return' });
  await back.getByLabel('Photos of the item (1 to 6)').setInputFiles(await photoFile('crack.png', 110));
  await expect(back.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible();
  await back.getByRole('button', { name: 'Save and Show Code' }).click();
  await expect(back).toBeHidden();
  const returnCode = await shownCode(owner.page, lent);
  await renter.page.reload();
  await mine.getByLabel('Code from the other phone').fill(returnCode);
  await mine.getByRole('button', { name: 'Confirm Return Check-in' }).click();
  await expect(mine.getByText(/^Confirmed by both sides on /)).toHaveCount(2);

  // The claim form: pick-up photos beside return photos.
  await owner.page.reload();
  await lent.getByRole('button', { name: 'Process Return' }).click();
  const claim = owner.page.getByRole('dialog', { name: 'Process Return' });
  await claim.getByRole('radio', { name: /Damaged/ }).click();
  const sideBySide = claim.getByRole('region', { name: 'The item at the pick-up and at the return' });
  await expect(sideBySide.getByRole('img', { name: /^At the pick-up, photo/ })).toHaveCount(2);
  await expect(sideBySide.getByRole('img', { name: /^At the return, photo/ })).toHaveCount(1);
  await expectAccessible(owner.page);
  await claim.getByLabel('Describe the damage').fill('The blade guard is cracked.');
  await claim
    .getByLabel('Photos of the damage (at least one)')
    .setInputFiles(await photoFile('close-up.png', 90));
  await expect(claim.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible();
  await claim.getByRole('button', { name: 'Confirm Return' }).click();
  await expect(claim).toBeHidden();

  // The renter disputes; the admin sees both check-ins beside the claim.
  await renter.page.reload();
  await mine.getByRole('button', { name: 'Dispute Claim' }).click();
  await mine
    .getByLabel('Your side of the story')
    .fill('The scratch was there at the pick-up, see the photos.');
  await mine.getByRole('button', { name: 'Send Dispute' }).click();
  await expect(mine.getByText('Disputed: our team will review both sides and decide.')).toBeVisible();
  await admin.goto('/admin/disputes');
  const card = admin.getByRole('article').filter({ hasText: title });
  const both = card.getByRole('region', { name: 'The item at the pick-up and at the return' });
  await expect(both.getByRole('img', { name: /^At the pick-up/ })).toHaveCount(2);
  await expect(both.getByRole('img', { name: /^At the return/ })).toHaveCount(1);
  await expect(both.getByText(/confirmed by both sides$/)).toHaveCount(2);
  await expectAccessible(admin);
  await Promise.all([owner.close(), renter.close()]);
});
