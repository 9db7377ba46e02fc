import { act, render, screen } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPrice, setExchangeRates, setFormatPreferences, useFormatPreferences } from './format';
import { i18n, setSiteFacts } from './i18n';
import type { SiteInfo } from './site';
import { useTranslation } from './texts';

const RATES = { eur: 0.92, gbp: 0.79, cad: 1.39, setOn: '2026-11-24' };
const SITE: SiteInfo = {
  site_name: 'ShareShed',
  site_description: '',
  support_email: 'support@shareshed.app',
  maintenance_mode: false,
  commission_rate: 5,
  max_rental_days: 30,
  registration_enabled: true,
  exchange_rates: { eur: 0.92, gbp: 0.79, cad: 1.39, set_on: '2026-11-24' },
};

afterEach(() => {
  act(() => {
    setFormatPreferences({ currency: 'usd' });
    setExchangeRates(null);
    setSiteFacts(undefined);
  });
});

/** A price as the item page's rent box shows it: worded with its texts, formatted at render. */
function Price() {
  const { t } = useTranslation('common');
  return (
    <p data-testid="price">
      {formatPrice(2000)} {t('loading')}
    </p>
  );
}

/** A price that subscribes to the preferences itself, without texts. */
function BarePrice() {
  const prefs = useFormatPreferences();
  return <p data-testid="bare-price">{formatPrice(2000, prefs)}</p>;
}

/** A text quoting the admin's commission, as the help and legal pages do. */
function FeeText() {
  const { t } = useTranslation('common');
  return <p data-testid="fee">{t('feeQuote', { defaultValue: '{{feePercent}}%' })}</p>;
}

/**
 * A change made in an effect that runs before the next component has subscribed: Preact runs
 * effects a frame after rendering, in render order, so UserPreferences applying the settings that
 * just arrived can run between a newly shown price's render and its subscription.
 */
function ChangeOnMount({ change }: { change: () => void }) {
  useEffect(change, [change]);
  return null;
}

/** Shows `shown` with `change` made by a component rendered just before it. */
function renderWithChangeBefore(change: () => void, shown: ReactNode) {
  render(
    <I18nextProvider i18n={i18n}>
      <ChangeOnMount change={change} />
      {shown}
    </I18nextProvider>,
  );
}

describe('texts and prices follow the preferences and site facts', () => {
  it('a price shown just before the member’s currency is applied shows the approximation', async () => {
    act(() => setExchangeRates(RATES));
    renderWithChangeBefore(() => setFormatPreferences({ currency: 'eur' }), <Price />);
    await expect.poll(() => screen.getByTestId('price').textContent).toContain('$20.00 (≈ €18.40)');
  });

  it('a price shown just before the exchange rates arrive shows the approximation', async () => {
    act(() => setFormatPreferences({ currency: 'eur' }));
    renderWithChangeBefore(() => setExchangeRates(RATES), <Price />);
    await expect.poll(() => screen.getByTestId('price').textContent).toContain('$20.00 (≈ €18.40)');
  });

  it('a price with no texts, shown just before the exchange rates arrive, shows the approximation', async () => {
    act(() => setFormatPreferences({ currency: 'eur' }));
    renderWithChangeBefore(() => setExchangeRates(RATES), <BarePrice />);
    await expect.poll(() => screen.getByTestId('bare-price').textContent).toBe('$20.00 (≈ €18.40)');
  });

  it('a text shown just before the site facts arrive quotes the admin’s commission', async () => {
    renderWithChangeBefore(() => setSiteFacts(SITE), <FeeText />);
    await expect.poll(() => screen.getByTestId('fee').textContent).toBe('5%');
  });

  it('a change after everything is shown reaches the texts too', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Price />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('price').textContent).toBe('$20.00 Loading...');
    act(() => {
      setExchangeRates(RATES);
      setFormatPreferences({ currency: 'eur' });
    });
    await expect.poll(() => screen.getByTestId('price').textContent).toContain('$20.00 (≈ €18.40)');
    expect(i18n.language).toBe('en');
  });
});
