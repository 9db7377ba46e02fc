import type { Db } from '../db/client';
import { withJsonBlock } from '../http/public';
import { getSettings } from '../settings/public';

/** The public face of the system settings: what every page may know. */
export interface SiteInfo {
  site_name: string;
  site_description: string;
  support_email: string;
  maintenance_mode: boolean;
  /** What copy quotes: the fee (%), the longest booking, whether sign-up is open. */
  commission_rate: number;
  max_rental_days: number;
  registration_enabled: boolean;
  /** Units per US dollar for the approximate prices, and the day an admin set them. */
  exchange_rates: { eur: number; gbp: number; cad: number; set_on: string };
}

export async function readSiteInfo(db: Db): Promise<SiteInfo> {
  const settings = await getSettings(db);
  return {
    site_name: settings.siteName,
    site_description: settings.siteDescription,
    support_email: settings.supportEmail,
    maintenance_mode: settings.maintenanceMode,
    commission_rate: settings.commissionRate,
    max_rental_days: settings.maxRentalDays,
    registration_enabled: settings.registrationEnabled,
    exchange_rates: {
      eur: settings.exchangeRates.eur,
      gbp: settings.exchangeRates.gbp,
      cad: settings.exchangeRates.cad,
      set_on: settings.exchangeRates.setOn,
    },
  };
}

/**
 * Puts the site facts into the page itself: the first paint already knows the site name and
 * whether maintenance is on, without a round trip to /api/site.
 */
export function embedSiteInfo(html: string, info: SiteInfo): string {
  return withJsonBlock(html, 'site-info', JSON.stringify(info));
}
