import { afterEach, expect, it } from 'vitest';

const { NumberFormat, DateTimeFormat } = Intl;
afterEach(() => {
  Intl.NumberFormat = NumberFormat;
  Intl.DateTimeFormat = DateTimeFormat;
});

it("loads ICU's number and date data in the page's language before the app runs", async () => {
  document.documentElement.lang = 'de';
  const made: string[] = [];
  Intl.NumberFormat = class extends NumberFormat {
    constructor(locale?: string | string[], options?: Intl.NumberFormatOptions) {
      super(locale, options);
      made.push(`number ${String(locale)}`);
    }
  } as typeof NumberFormat;
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
      super(locale, options);
      made.push(`date ${String(locale)}`);
    }
  } as typeof DateTimeFormat;
  await import('./intl-warm-up');
  expect(made).toEqual(['number de', 'date de']);
});
