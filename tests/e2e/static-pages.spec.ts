import { expect, type Page, test } from '@playwright/test';
import { FAQ_ENTRIES } from '../../src/web/features/help/faq';
import { expectAccessible } from './support/axe';
import { visitAsGuest } from './support/guest';

/** Every content page has exactly one h1, and the document title names the page. */
async function expectPageHeading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(`${name} | ShareShed`);
}

test('About tells the mission, story, values, team, timeline, safety and contact', async ({ page }) => {
  await visitAsGuest(page, '/about');
  await expectPageHeading(page, 'About ShareShed');
  for (const name of [
    'Our mission',
    'Our story',
    'What we value',
    'The team',
    'How we got here',
    'Safety comes first',
    'Get in touch',
  ]) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await expect(page.getByText('Trusted by 10K+ neighbors')).toBeVisible();
  await expect(page.getByRole('region', { name: 'How we got here' }).getByRole('listitem')).toHaveCount(5);
  const contact = page.getByRole('region', { name: 'Get in touch' });
  await expect(contact.getByRole('link', { name: 'support@shareshed.app' })).toHaveAttribute(
    'href',
    'mailto:support@shareshed.app',
  );
  await expect(contact.getByRole('link', { name: 'safety@shareshed.app' })).toHaveAttribute(
    'href',
    'mailto:safety@shareshed.app',
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Learn about Trust & Safety' }).click();
  await expect(page).toHaveURL(/\/trust-safety$/);
});

test('List Your Items explains three steps, and its trigger sends a guest to sign in', async ({ page }) => {
  await visitAsGuest(page, '/list-items');
  await expectPageHeading(page, 'List Your Items');
  const steps = page.getByRole('region', { name: 'Start earning in three steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0).getByRole('heading', { level: 3 })).toHaveText('Add your item');
  await expect(steps.nth(1).getByRole('heading', { level: 3 })).toHaveText('Set your price and handoff');
  await expect(steps.nth(2).getByRole('heading', { level: 3 })).toHaveText('Hand it over and get paid');
  // The worked example follows the money rules: 3% fee from the owner's share, deposit 2x daily rate.
  const earnings = page.getByRole('region', { name: 'What you earn' });
  await expect(earnings).toContainText('$120.00');
  await expect(earnings).toContainText('−$3.60');
  await expect(earnings).toContainText('$116.40');
  await expect(earnings).toContainText('$80.00');
  await expectAccessible(page);

  await page.getByRole('main').getByRole('button', { name: 'Sign In to List' }).first().click();
  await expect(page).toHaveURL(/\/welcome$/);
  expect(await page.evaluate(() => window.localStorage.getItem('guest_mode'))).toBeNull();
});

test('Trust & Safety shows six features, testimonials, and buttons to search and to list', async ({
  page,
}) => {
  await visitAsGuest(page, '/trust-safety');
  await expectPageHeading(page, 'Trust & Safety');
  const features = page.getByRole('region', { name: 'How we protect every rental' }).getByRole('listitem');
  await expect(features).toHaveCount(6);
  await expect(features.getByRole('heading', { level: 3 })).toHaveText([
    'Verified members',
    'Secure payments',
    'Refundable security deposits',
    '$1M insurance coverage',
    'Two-way reviews',
    'Real support, fast',
  ]);
  await expect(page.getByText('Trusted by 10K+ neighbors')).toBeVisible();
  await expect(page.getByText('99.8%')).toBeVisible();
  await expect(page.getByRole('region', { name: 'What neighbors say' }).getByRole('figure')).toHaveCount(3);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Find Equipment' })).toHaveAttribute('href', '/search');
  await expect(main.getByRole('link', { name: 'List Your Items' })).toHaveAttribute('href', '/list-items');
  await expectAccessible(page);

  await main.getByRole('link', { name: 'Find Equipment' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.goBack();
  await main.getByRole('link', { name: 'List Your Items' }).click();
  await expect(page).toHaveURL(/\/list-items$/);
  await expect(page.getByRole('heading', { level: 1, name: 'List Your Items' })).toBeVisible();
});

for (const mode of ['without guest mode', 'as a guest'] as const) {
  test(`the Privacy Policy is readable ${mode} and says the service is not for children under 13`, async ({
    page,
  }) => {
    if (mode === 'as a guest') await visitAsGuest(page, '/privacy-policy');
    else await page.goto('/privacy-policy');
    await expectPageHeading(page, 'Privacy Policy');
    await expect(page.getByRole('button', { name: 'Continue as Guest' })).toHaveCount(0);
    const policy = page.getByRole('article', { name: 'Privacy Policy' });
    await expect(policy.getByRole('heading', { level: 2 })).toHaveCount(12);
    await expect(policy).toContainText('ShareShed is not intended for children under 13');
    await expect(policy.getByRole('link', { name: 'support@shareshed.app' })).toHaveAttribute(
      'href',
      'mailto:support@shareshed.app',
    );
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: "Children's privacy" })
      .click();
    await expect(page).toHaveURL(/#privacy-children$/);
    await expect(policy.getByRole('heading', { name: "Children's privacy" })).toBeInViewport();
  });

  test(`the Terms of Service are readable ${mode}, in 13 numbered sections`, async ({ page }) => {
    if (mode === 'as a guest') await visitAsGuest(page, '/terms-of-service');
    else await page.goto('/terms-of-service');
    await expectPageHeading(page, 'Terms of Service');
    await expect(page.getByRole('button', { name: 'Continue as Guest' })).toHaveCount(0);
    const terms = page.getByRole('article', { name: 'Terms of Service' });
    const sections = terms.getByRole('heading', { level: 2 });
    await expect(sections).toHaveCount(13);
    await expect(sections.first()).toHaveText('1. Acceptance of these Terms');
    await expect(sections.last()).toHaveText('13. Liability, termination and general terms');
    for (const name of [
      '2. Eligibility and accounts',
      '4. Owner responsibilities',
      '5. Renter responsibilities',
      '7. Fees',
      '8. Security deposits',
      '9. Damage, loss and insurance',
      '10. Cancellations',
      '11. Disputes',
    ]) {
      await expect(terms.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(terms).toContainText('You must be 18 or older');
    await expect(terms).toContainText('3% of the rental subtotal');
    await expect(terms).toContainText('2x the daily rate');
    await expectAccessible(page);
  });
}

test('Support & Contact lists the emails, hours, the help chat and an FAQ whose answers open', async ({
  page,
}) => {
  await visitAsGuest(page, '/support');
  await expectPageHeading(page, 'Support & Contact');
  const contact = page.getByRole('region', { name: 'Contact us' });
  await expect(contact.getByRole('link', { name: 'support@shareshed.app' })).toHaveAttribute(
    'href',
    'mailto:support@shareshed.app',
  );
  await expect(contact.getByRole('link', { name: 'safety@shareshed.app' })).toHaveAttribute(
    'href',
    'mailto:safety@shareshed.app',
  );
  await expect(contact).toContainText('Mon-Fri 9-6 EST');
  await expect(contact).toContainText('Replies within 24 h');
  await expect(page.getByRole('region', { name: 'Support hours' })).toContainText('Mon-Fri 9-6 EST');

  const faq = page.getByRole('list', { name: 'Frequently asked questions' });
  const questions = faq.getByRole('listitem');
  expect(FAQ_ENTRIES.length).toBeGreaterThanOrEqual(10);
  await expect(questions).toHaveCount(FAQ_ENTRIES.length);
  const answer = faq.getByText('It is 2x the daily rate unless the owner sets a different amount', {
    exact: false,
  });
  await expect(answer).toBeHidden();
  await faq.getByText('What is the security deposit?').click();
  await expect(answer).toBeVisible();
  await faq.getByText('Can I cancel a booking?').click();
  await expect(
    faq.getByText('Cancel at least 24 hours before the rental starts', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);

  // Said truthfully: an automated helper, and people by email; it opens the helper in place.
  await expect(contact).toContainText('It is automated');
  await expect(contact.getByText('Start Live Chat')).toHaveCount(0);
  await contact.getByRole('button', { name: 'Open Help Chat' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/support$/);
});

test('App Store Compliance shows 8 checklist items, 5 complete, and a progress bar at 5 of 8', async ({
  page,
}) => {
  await visitAsGuest(page, '/app-store-compliance');
  await expectPageHeading(page, 'App Store Compliance');
  const items = page.getByRole('list', { name: 'Checklist' }).getByRole('listitem');
  await expect(items).toHaveCount(8);
  await expect(items.filter({ has: page.getByText('Complete', { exact: true }) })).toHaveCount(5);
  await expect(items.filter({ has: page.getByText('Pending', { exact: true }) })).toHaveCount(3);
  const bar = page.getByRole('progressbar', { name: 'App store compliance progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '5');
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '8');
  await expect(bar).toHaveAttribute('aria-valuetext', '5 of 8 complete');
  await expect(page.getByText('5 of 8 complete')).toBeVisible();
  await expect(page.getByText('63% ready for submission')).toBeVisible();
  await expectAccessible(page);
});

test('Reviews shows the No Reviews Yet empty state with a way to find equipment', async ({ page }) => {
  await visitAsGuest(page, '/reviews');
  await expectPageHeading(page, 'Reviews');
  await expect(page.getByRole('heading', { name: 'No Reviews Yet' })).toBeVisible();
  await expect(
    page.getByText('After a rental is returned, you and the other neighbor can review each other.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Find Equipment' }).click();
  await expect(page).toHaveURL(/\/search$/);
});

for (const path of [
  '/about',
  '/list-items',
  '/trust-safety',
  '/privacy-policy',
  '/terms-of-service',
  '/support',
  '/app-store-compliance',
  '/reviews',
]) {
  test(`${path} keeps AA contrast in dark mode`, async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await visitAsGuest(page, path);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
}
