import { z } from 'zod';
import { DEFAULT_SITE_NAME, LIMITS } from '../constants';
import { safeText } from './text';

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
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

/** A change to some settings; the rest keep their values. */
export const systemSettingsUpdateSchema = systemSettingsSchema.partial().strict();
export type SystemSettingsUpdate = z.infer<typeof systemSettingsUpdateSchema>;

export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = {
  siteName: DEFAULT_SITE_NAME,
  siteDescription: 'Rent tools and equipment from your neighbours, or earn from what sits in your shed.',
  supportEmail: 'support@shareshed.app',
  commissionRate: 3,
  maxRentalDays: 30,
  registrationEnabled: true,
  maintenanceMode: false,
  emailVerificationRequired: true,
  autoApproveListings: false,
  requireIdVerification: true,
};
