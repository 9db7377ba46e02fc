import { z } from 'zod';
import {
  DEFAULT_COMMISSION_RATE,
  DEFAULT_MAX_RENTAL_DAYS,
  DEFAULT_SITE_NAME,
  DEFAULT_SUPPORT_EMAIL,
  LIMITS,
} from '../constants';
import { DEFAULT_EXCHANGE_RATES, hasRateDecimals, MAX_RATE } from '../exchange';
import { safeText } from './text';

const exchangeRate = z
  .number({ error: 'Exchange rate must be a number' })
  .positive({ error: 'Exchange rate must be greater than 0' })
  .max(MAX_RATE, { error: 'Exchange rate too large' })
  .refine(hasRateDecimals, { error: 'Exchange rate can have at most 6 decimals' });

/** What an admin sets: units of each currency per US dollar (display approximations only). */
export const exchangeRatesInputSchema = z
  .object({ eur: exchangeRate, gbp: exchangeRate, cad: exchangeRate })
  .strict();

/** As stored: the rates and the day the server stored them (set by the server, never typed). */
export const exchangeRatesSchema = exchangeRatesInputSchema.extend({ setOn: z.iso.date() }).strict();

/**
 * Site-wide system settings (spec section 3, made real by PRODUCT.md): stored on the server,
 * each with a default. Numeric fields are whole numbers (spec section 5: parsed as integers).
 */
export const systemSettingsSchema = z.object({
  siteName: safeText()
    .trim()
    .min(1, { error: 'Site name is required' })
    .max(80, { error: 'Site name too long' }),
  siteDescription: safeText().trim().max(500, { error: 'Site description too long' }),
  supportEmail: z.email({ error: 'Invalid email format' }),
  /** Platform fee in percent of the rental subtotal. */
  commissionRate: z
    .number()
    .int({ error: 'Commission rate must be a whole number' })
    .min(0, { error: 'Commission rate cannot be negative' })
    .max(100, { error: 'Commission rate cannot exceed 100' }),
  maxRentalDays: z
    .number()
    .int({ error: 'Max rental days must be a whole number' })
    .min(LIMITS.minRentalDays, { error: 'Rental days must be at least 1' })
    .max(LIMITS.maxRentalDays, { error: 'Rental period too long' }),
  registrationEnabled: z.boolean(),
  maintenanceMode: z.boolean(),
  emailVerificationRequired: z.boolean(),
  autoApproveListings: z.boolean(),
  requireIdVerification: z.boolean(),
  exchangeRates: exchangeRatesSchema,
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

/** A change to some settings; the rest keep their values. */
export const systemSettingsUpdateSchema = systemSettingsSchema
  .extend({ exchangeRates: exchangeRatesInputSchema })
  .partial()
  .strict();
export type SystemSettingsUpdate = z.infer<typeof systemSettingsUpdateSchema>;

export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = {
  siteName: DEFAULT_SITE_NAME,
  siteDescription: 'Rent tools and equipment from your neighbours, or earn from what sits in your shed.',
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  commissionRate: DEFAULT_COMMISSION_RATE,
  maxRentalDays: DEFAULT_MAX_RENTAL_DAYS,
  registrationEnabled: true,
  maintenanceMode: false,
  emailVerificationRequired: true,
  autoApproveListings: false,
  requireIdVerification: true,
  exchangeRates: DEFAULT_EXCHANGE_RATES,
};
