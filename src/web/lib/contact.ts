import { DEFAULT_SUPPORT_EMAIL } from '../../shared/constants';

/**
 * ShareShed's public contact addresses, in one place. The support address is the default for the
 * admin 'supportEmail' system setting: when that setting reaches the web app, it overrides
 * `support` here and every page that shows the address follows.
 */
export const CONTACT_EMAILS = {
  support: DEFAULT_SUPPORT_EMAIL,
  safety: 'safety@shareshed.app',
} as const;

export function mailtoHref(address: string): string {
  return `mailto:${address}`;
}
