import { z } from 'zod';
import { type SystemSettings, systemSettingsSchema } from './settings';

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

export const systemSettingsFormSchema = systemSettingsSchema.extend({
  commissionRate: wholeNumberField('Commission rate', systemSettingsSchema.shape.commissionRate),
  maxRentalDays: wholeNumberField('Max rental days', systemSettingsSchema.shape.maxRentalDays),
});
export type SystemSettingsFormInput = z.input<typeof systemSettingsFormSchema>;

/** The form's starting values: the numbers as the text the boxes show. */
export function toSettingsForm(settings: SystemSettings): SystemSettingsFormInput {
  return {
    ...settings,
    commissionRate: String(settings.commissionRate),
    maxRentalDays: String(settings.maxRentalDays),
  };
}
