import { existsSync, readFileSync } from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import { LANGUAGE_CODES, type LanguageCode } from '../../shared/languages';
import { formatCalendarDay, formatMoney } from '../../shared/locale';
import { type NotificationContent, notificationText } from '../../shared/notifications';

/**
 * The server's words come from the web app's catalogues, `src/web/locales/<lang>/<ns>.json`: one
 * place for every text, whoever renders it. The server reads only the namespaces it writes with
 * (emails, and notifications for their emails); a language missing a namespace or a key falls
 * back to English, exactly as in the browser.
 */
export const SERVER_NAMESPACES = ['emails', 'notifications'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

const LOCALES_DIR = new URL('../../web/locales/', import.meta.url);

function loadResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const language of LANGUAGE_CODES) {
    for (const namespace of SERVER_NAMESPACES) {
      const file = new URL(`${language}/${namespace}.json`, LOCALES_DIR);
      if (!existsSync(file)) continue;
      resources[language] ??= {};
      resources[language][namespace] = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    }
  }
  return resources;
}

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
    resources: loadResources(),
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
