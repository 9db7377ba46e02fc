/**
 * ShareShed's public contact addresses, in one place. The support address is the default for the
 * admin 'supportEmail' system setting: when that setting reaches the web app, it overrides
 * `support` here and every page that shows the address follows.
 */
export const CONTACT_EMAILS = {
  support: 'support@shareshed.app',
  safety: 'safety@shareshed.app',
} as const;

/** The route of the live chat (spec section 2: Support's live chat button goes to /messenger). */
export const LIVE_CHAT_PATH = '/messenger';

export function mailtoHref(address: string): string {
  return `mailto:${address}`;
}
