import i18next, { type TFunction } from 'i18next';
import { LANGUAGE_CODES, type LanguageCode } from '../../shared/languages';
import { formatCalendarDay, formatMoney } from '../../shared/locale';
import { type NotificationContent, notificationText } from '../../shared/notifications';
import deEmails from '../../web/locales/de/emails.json';
import deNotifications from '../../web/locales/de/notifications.json';
import enEmails from '../../web/locales/en/emails.json';
import enNotifications from '../../web/locales/en/notifications.json';
import esEmails from '../../web/locales/es/emails.json';
import esNotifications from '../../web/locales/es/notifications.json';
import frEmails from '../../web/locales/fr/emails.json';
import frNotifications from '../../web/locales/fr/notifications.json';

/**
 * The server's words come from the web app's catalogues, `src/web/locales/<lang>/<ns>.json`: one
 * place for every text, whoever renders it. The server reads only the namespaces it writes with
 * (emails, and notifications for their emails); a language missing a namespace or a key falls
 * back to English, exactly as in the browser.
 */
export const SERVER_NAMESPACES = ['emails', 'notifications'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

/**
 * Imported, not read from disk: the bundled server (`npm start`, dist/server) carries them inside
 * its one module, where a path relative to this file would no longer lead to src/web/locales.
 */
const CATALOGUES: Record<LanguageCode, Record<ServerNamespace, Record<string, unknown>>> = {
  en: { emails: enEmails, notifications: enNotifications },
  es: { emails: esEmails, notifications: esNotifications },
  fr: { emails: frEmails, notifications: frNotifications },
  de: { emails: deEmails, notifications: deNotifications },
};

let instance: typeof i18next | null = null;

function translator() {
  if (instance) return instance;
  const created = i18next.createInstance();
  // With resources given and no backend, init completes synchronously.
  void created.init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGE_CODES],
    ns: [...SERVER_NAMESPACES],
    defaultNS: 'emails',
    resources: CATALOGUES,
    initAsync: false,
    // Emails escape what they put into HTML themselves (platform/mail/render-email.ts).
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance = created;
  return created;
}

/** `t` for one language and namespace, e.g. `serverT('fr', 'emails')('verify.subject', { siteName })`. */
export function serverT(language: LanguageCode, namespace: ServerNamespace): TFunction {
  return translator().getFixedT(language, namespace);
}

/** A notification's title and message in a language, as the web app words them. */
export function notificationTextIn(language: LanguageCode, content: NotificationContent) {
  return notificationText(content, serverT(language, 'notifications'), {
    money: (cents) => formatMoney(cents, language),
    day: (day) => formatCalendarDay(day, language),
  });
}
