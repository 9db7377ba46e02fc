import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWholeNumber, systemSettingsFormSchema, toSettingsForm } from './admin-settings';
import { DEFAULT_SYSTEM_SETTINGS } from './settings';

const firstMessage = (input: Record<string, unknown>) => {
  const result = systemSettingsFormSchema.safeParse({ ...toSettingsForm(DEFAULT_SYSTEM_SETTINGS), ...input });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('parseWholeNumber', () => {
  it('reads every whole number written in plain digits, with optional sign and spaces', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -999_999_999, max: 999_999_999 }),
        fc.constantFrom('', ' ', '  '),
        (value, pad) => {
          expect(parseWholeNumber(`${pad}${value}${pad}`)).toBe(value);
          if (value >= 0) expect(parseWholeNumber(`+${value}`)).toBe(value);
        },
      ),
    );
  });

  it('refuses anything that is not a whole number', () => {
    for (const text of [
      '',
      ' ',
      '3.5',
      '3.0',
      '1e2',
      '0x10',
      'abc',
      '12abc',
      '3 %',
      '--3',
      '1,000',
      'Infinity',
      'NaN',
      '٣',
    ]) {
      expect(parseWholeNumber(text), text).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseWholeNumber(text);
        if (parsed !== null) {
          expect(Number.isInteger(parsed)).toBe(true);
          expect(text.trim()).toMatch(/^[+-]?\d+$/);
        }
      }),
    );
  });
});

describe('the settings form', () => {
  it('accepts the defaults (3% commission, 30 days) and gives numbers to the server', () => {
    const result = systemSettingsFormSchema.parse(toSettingsForm(DEFAULT_SYSTEM_SETTINGS));
    const { setOn, ...rates } = DEFAULT_SYSTEM_SETTINGS.exchangeRates;
    expect(result).toEqual({ ...DEFAULT_SYSTEM_SETTINGS, exchangeRates: rates });
    expect(result.commissionRate).toBe(3);
    expect(result.maxRentalDays).toBe(30);
  });

  it('accepts every commission from 0 to 100 and every max rental days from 1 to 365', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 365 }), (rate, days) => {
        const result = systemSettingsFormSchema.parse({
          ...toSettingsForm(DEFAULT_SYSTEM_SETTINGS),
          commissionRate: ` ${rate} `,
          maxRentalDays: String(days),
        });
        expect(result.commissionRate).toBe(rate);
        expect(result.maxRentalDays).toBe(days);
      }),
    );
  });

  it('explains each bad number clearly', () => {
    expect(firstMessage({ commissionRate: '' })).toBe('Commission rate is required');
    expect(firstMessage({ commissionRate: '2.5' })).toBe('Commission rate must be a whole number');
    expect(firstMessage({ commissionRate: 'ten' })).toBe('Commission rate must be a whole number');
    expect(firstMessage({ commissionRate: '-1' })).toBe('Commission rate cannot be negative');
    expect(firstMessage({ commissionRate: '101' })).toBe('Commission rate cannot exceed 100');
    expect(firstMessage({ maxRentalDays: '' })).toBe('Max rental days is required');
    expect(firstMessage({ maxRentalDays: '7.5' })).toBe('Max rental days must be a whole number');
    expect(firstMessage({ maxRentalDays: '0' })).toBe('Rental days must be at least 1');
    expect(firstMessage({ maxRentalDays: '366' })).toBe('Rental period too long');
  });

  it('reads exchange rates as decimals and explains each bad one', () => {
    const rates = (eur: string) => ({ exchangeRates: { eur, gbp: '0.79', cad: '1.39' } });
    expect(
      systemSettingsFormSchema.parse({ ...toSettingsForm(DEFAULT_SYSTEM_SETTINGS), ...rates(' 0.923456 ') })
        .exchangeRates,
    ).toEqual({ eur: 0.923456, gbp: 0.79, cad: 1.39 });
    expect(firstMessage(rates(''))).toBe('Exchange rate is required');
    expect(firstMessage(rates('0,92'))).toBe('Exchange rate must be a number');
    expect(firstMessage(rates('-1'))).toBe('Exchange rate must be a number');
    expect(firstMessage(rates('1e3'))).toBe('Exchange rate must be a number');
    expect(firstMessage(rates('0'))).toBe('Exchange rate must be greater than 0');
    expect(firstMessage(rates('0.1234567'))).toBe('Exchange rate can have at most 6 decimals');
    expect(firstMessage(rates('10001'))).toBe('Exchange rate too large');
  });

  it('refuses any out-of-range number', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -100_000, max: -1 }), fc.integer({ min: 101, max: 100_000 })),
        (rate) => {
          expect(firstMessage({ commissionRate: String(rate) })).not.toBeNull();
        },
      ),
    );
  });
});
