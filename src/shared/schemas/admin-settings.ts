import { z } from 'zod';
import { exchangeRatesInputSchema, type SystemSettings, systemSettingsSchema } from './settings';

/**
 * The /admin/settings form. Text boxes give strings; the numeric settings are parsed as whole
 * numbers (spec section 5) with a clear message for anything else, then checked against the
 * same limits the server applies.
 */

const WHOLE_NUMBER = /^[+-]?\d{1,9}$/;

/** A whole number written in plain decimal digits (surrounding spaces allowed), else null. */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const value = Number(trimmed);
  // "-0" is zero.
  return value === 0 ? 0 : value;
}

function wholeNumberField(label: string, limits: z.ZodNumber) {
  return z
    .string()
    .trim()
    .min(1, { error: `${label} is required` })
    .refine((text) => parseWholeNumber(text) !== null, { error: `${label} must be a whole number` })
    .transform((text) => parseWholeNumber(text) as number)
    .pipe(limits);
}

/** A decimal written with a point ('0.92', '1.3905'); no sign, exponent or thousands separator. */
const DECIMAL = /^\d{1,6}(?:\.\d+)?$/;

/** An exchange rate typed as text: a plain decimal, then the server's limits (over 0, six decimals). */
function rateField() {
  return z
    .string()
    .trim()
    .min(1, { error: 'Exchange rate is required' })
    .refine((text) => DECIMAL.test(text), { error: 'Exchange rate must be a number' })
    .transform(Number)
    .pipe(exchangeRatesInputSchema.shape.eur);
}

/** The form sends the rates only: the server stamps the day they were set. */
export const systemSettingsFormSchema = systemSettingsSchema.extend({
  commissionRate: wholeNumberField('Commission rate', systemSettingsSchema.shape.commissionRate),
  maxRentalDays: wholeNumberField('Max rental days', systemSettingsSchema.shape.maxRentalDays),
  exchangeRates: z.object({ eur: rateField(), gbp: rateField(), cad: rateField() }),
});
export type SystemSettingsFormInput = z.input<typeof systemSettingsFormSchema>;
export type SystemSettingsFormOutput = z.output<typeof systemSettingsFormSchema>;

/** The form's starting values: the numbers as the text the boxes show. */
export function toSettingsForm(settings: SystemSettings): SystemSettingsFormInput {
  const { eur, gbp, cad } = settings.exchangeRates;
  return {
    ...settings,
    commissionRate: String(settings.commissionRate),
    maxRentalDays: String(settings.maxRentalDays),
    exchangeRates: { eur: String(eur), gbp: String(gbp), cad: String(cad) },
  };
}
