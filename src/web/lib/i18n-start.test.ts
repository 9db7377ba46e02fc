import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

it('starts without a number format: ICU loads in a script of its own (intl-warm-up.ts), not in the modules’ own', async () => {
  vi.resetModules();
  const RealNumberFormat = Intl.NumberFormat;
  const numberFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function numberFormat(
    ...args: ConstructorParameters<typeof Intl.NumberFormat>
  ) {
    return new RealNumberFormat(...args);
  } as typeof Intl.NumberFormat);
  const { i18n } = await import('./i18n');
  await i18n.loadNamespaces('common');
  expect(numberFormat).not.toHaveBeenCalled();

  // The fee example is written once a text quotes it.
  await i18n.loadNamespaces('help');
  expect(i18n.t('help:faq.fees.answer')).toContain('on a $250.00 rental the fee is $7.50');
  expect(numberFormat).toHaveBeenCalled();
});
