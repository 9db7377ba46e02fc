import { z } from 'zod';
import { THEMES } from '../constants';
import { LANGUAGE_CODES } from '../languages';

export const FONT_SIZES = ['small', 'medium', 'large'] as const;
export type FontSize = (typeof FONT_SIZES)[number];
export const TIMEZONES = ['est', 'cst', 'mst', 'pst'] as const;
export type TimezoneCode = (typeof TIMEZONES)[number];
export const CURRENCIES = ['usd', 'eur', 'gbp', 'cad'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** Every per-user setting of the Settings page. */
export const userSettingsSchema = z.object({
  email_notifications: z.boolean(),
  push_notifications: z.boolean(),
  rental_updates: z.boolean(),
  marketing_emails: z.boolean(),
  public_profile: z.boolean(),
  location_sharing: z.boolean(),
  theme: z.enum(THEMES),
  font_size: z.enum(FONT_SIZES),
  animations: z.boolean(),
  language: z.enum(LANGUAGE_CODES),
  timezone: z.enum(TIMEZONES),
  currency: z.enum(CURRENCIES),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** PATCH /api/settings: any subset; unknown keys are refused so a misspelt setting is not lost silently. */
export const userSettingsUpdateSchema = userSettingsSchema.partial().strict();
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;

/** Spec section 2: rental updates and public profile start on; theme follows the system. */
export const DEFAULT_USER_SETTINGS: UserSettings = {
  email_notifications: false,
  push_notifications: false,
  rental_updates: true,
  marketing_emails: false,
  public_profile: true,
  location_sharing: false,
  theme: 'system',
  font_size: 'medium',
  animations: true,
  language: 'en',
  timezone: 'est',
  currency: 'usd',
};
