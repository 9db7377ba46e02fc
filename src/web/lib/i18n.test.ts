import { afterEach, describe, expect, it } from 'vitest';
import { copyVariables, i18n, setSiteFacts } from './i18n';
import type { SiteInfo } from './site';

const SITE: SiteInfo = {
  site_name: 'ShareShed',
  site_description: '',
  support_email: 'support@shareshed.app',
  maintenance_mode: false,
  commission_rate: 3,
  max_rental_days: 30,
  registration_enabled: true,
  exchange_rates: { eur: 0.92, gbp: 0.79, cad: 1.39, set_on: '2026-11-24' },
};

afterEach(async () => {
  setSiteFacts(undefined);
  await i18n.changeLanguage('en');
});

describe('copy that quotes the system settings', () => {
  it("gives the spec's figures with the default settings", () => {
    const { exampleSubtotal, exampleFee, exampleOwnerAmount, ...settings } = copyVariables(undefined, 'en');
    expect(settings).toEqual({
      siteName: 'ShareShed',
      supportEmail: 'support@shareshed.app',
      feePercent: 3,
      keepPercent: 97,
      maxRentalDays: 30,
    });
    expect([exampleSubtotal, exampleFee, exampleOwnerAmount].map(String)).toEqual([
      '$250.00',
      '$7.50',
      '$242.50',
    ]);
  });

  it('follows a renamed site and another commission in the FAQ, chat helper, About and legal texts', async () => {
    await i18n.loadNamespaces(['help', 'about', 'legal', 'chat']);
    expect(i18n.t('help:faq.fees.answer')).toBe(
      "Browsing, signing up and listing are free. When an item is rented, ShareShed keeps a platform fee of 3% of the rental subtotal, taken from the owner's share. For example, on a $250.00 rental the fee is $7.50 and the owner receives $242.50. Renters pay the rental price plus a refundable deposit, with no extra service fee.",
    );

    setSiteFacts({ ...SITE, site_name: 'ToolLoop', commission_rate: 5 });
    expect(i18n.t('help:faq.fees.answer')).toContain(
      'ToolLoop keeps a platform fee of 5% of the rental subtotal',
    );
    expect(i18n.t('help:faq.fees.answer')).toContain(
      'on a $250.00 rental the fee is $12.50 and the owner receives $237.50',
    );
    expect(i18n.t('about:mission.points.earn.body')).toBe(
      'Owners keep 95% of every rental: the only fee is 5%, taken from the rental subtotal.',
    );
    expect(JSON.stringify(i18n.t('legal:terms', { returnObjects: true }))).toContain(
      'ToolLoop charges a platform fee of 5% of the rental subtotal',
    );
    expect(i18n.t('chat:greeting')).toBe(
      "Hi! I'm the ToolLoop helper. Ask me about renting, listing your items, payments, deposits or safety.",
    );
  });

  it("writes the fee example's amounts in the reader's language", async () => {
    setSiteFacts({ ...SITE, commission_rate: 5 });
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces('help');
    expect(i18n.t('help:faq.fees.answer').replace(/\u00a0/g, ' ')).toContain(
      'Bei einer Miete von 250,00 $ beträgt die Gebühr zum Beispiel 12,50 $ und der Vermieter erhält 237,50 $',
    );
  });
});
