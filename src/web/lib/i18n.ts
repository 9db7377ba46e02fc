import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES } from '../../shared/languages';
import catalogue from '../locales/en/catalogue.json';
import common from '../locales/en/common.json';
import home from '../locales/en/home.json';
import { guestLanguage } from './language';

/**
 * Catalogues live in `locales/<lang>/<namespace>.json`, one namespace per screen area, so a page
 * only downloads its own texts. English `common` and the home page's texts (home is the first
 * page almost everyone sees; under 1 KB gzip) ship in the first bundle; the rest load lazily.
 */
const bundled: Record<string, Record<string, unknown>> = { common, home, catalogue };
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/en/common.json',
  '!../locales/en/home.json',
  '!../locales/en/catalogue.json',
]);

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const english = language === 'en' ? bundled[namespace] : undefined;
    if (english) {
      callback(null, english);
      return;
    }
    const load = catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) {
      // A language without this namespace yet falls back to English through fallbackLng.
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

// The page says which language it is in (screen readers, hyphenation, translation tools).
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    // A signed-in member's saved language replaces this once their settings arrive (UserPreferences).
    lng: guestLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGE_CODES],
    ns: Object.keys(bundled),
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources: { en: bundled },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });
