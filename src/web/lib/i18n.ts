import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_COMMISSION_RATE,
  DEFAULT_MAX_RENTAL_DAYS,
  DEFAULT_SITE_NAME,
  DEFAULT_SUPPORT_EMAIL,
} from '../../shared/constants';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '../../shared/languages';
import { formatMoney } from '../../shared/locale';
import { percentOfCents } from '../../shared/money';
import catalogue from '../locales/en/catalogue.json';
import common from '../locales/en/common.json';
import home from '../locales/en/home.json';
import { setFormatPreferences, subscribeFormatPreferences } from './format';
import { guestLanguage } from './language';
import { embeddedSiteInfo, type SiteInfo } from './site';

/** The fee example the help and legal texts give: a $250.00 rental. */
const EXAMPLE_SUBTOTAL_CENTS = 25_000;

/**
 * An amount written only when a text quotes it. i18next copies every default variable into each
 * translation, and the first Intl number format loads ICU's data (10 to 25 ms, a third of the
 * app's start): formatting the fee example up front did that in the modules' own task on every
 * page. main.tsx loads ICU in a task of its own instead.
 */
class AmountInText {
  #text: string | undefined;
  constructor(
    private readonly cents: number,
    private readonly language: LanguageCode,
  ) {}
  toString(): string {
    this.#text ??= formatMoney(this.cents, this.language);
    return this.#text;
  }
}

/**
 * What any text may quote from the admin's system settings, so copy follows them: {{siteName}},
 * {{supportEmail}}, {{feePercent}} and {{keepPercent}} (what owners keep), {{maxRentalDays}},
 * and the fee example's amounts in the reader's language. Until the site facts are known, the
 * settings' defaults (which give the spec's English word for word).
 */
export function copyVariables(info: SiteInfo | undefined, language: LanguageCode) {
  const feePercent = info?.commission_rate ?? DEFAULT_COMMISSION_RATE;
  const feeCents = percentOfCents(EXAMPLE_SUBTOTAL_CENTS, feePercent);
  return {
    siteName: info?.site_name ?? DEFAULT_SITE_NAME,
    supportEmail: info?.support_email ?? DEFAULT_SUPPORT_EMAIL,
    feePercent,
    keepPercent: 100 - feePercent,
    maxRentalDays: info?.max_rental_days ?? DEFAULT_MAX_RENTAL_DAYS,
    exampleSubtotal: new AmountInText(EXAMPLE_SUBTOTAL_CENTS, language),
    exampleFee: new AmountInText(feeCents, language),
    exampleOwnerAmount: new AmountInText(EXAMPLE_SUBTOTAL_CENTS - feeCents, language),
  };
}

let siteFacts = embeddedSiteInfo();
const languageOf = (language: string | undefined): LanguageCode =>
  isLanguageCode(language) ? language : 'en';

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

/** Puts the current site facts into every text (lib/texts.ts renders the texts again). */
function refreshCopyVariables() {
  if (!i18n.options.interpolation) return;
  i18n.options.interpolation.defaultVariables = copyVariables(siteFacts, languageOf(i18n.language));
}

/** The admin's settings changed (GET /api/site answered differently): copy follows at once. */
export function setSiteFacts(info: SiteInfo | undefined): void {
  if (JSON.stringify(info) === JSON.stringify(siteFacts)) return;
  siteFacts = info;
  refreshCopyVariables();
  textInputsChanged();
}

// The page says which language it is in (screen readers, hyphenation, translation tools); numbers
// and dates follow the language too, and the copy's amounts are written in it.
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  refreshCopyVariables();
  setFormatPreferences({ language: languageOf(language) });
});

/**
 * What texts are worded with besides their language: the site facts, and the preferences and
 * rates prices and times are formatted with (outside the catalogues). Counted, so a subscriber
 * that starts late still sees that something changed (lib/texts.ts).
 */
let textInputs = 0;
const textInputListeners = new Set<() => void>();
function textInputsChanged() {
  textInputs += 1;
  for (const listener of textInputListeners) listener();
}
export const textInputsVersion = () => textInputs;
export function subscribeTextInputs(listener: () => void): () => void {
  textInputListeners.add(listener);
  return () => textInputListeners.delete(listener);
}
subscribeFormatPreferences(textInputsChanged);

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
    interpolation: {
      escapeValue: false,
      defaultVariables: copyVariables(siteFacts, languageOf(guestLanguage())),
    },
    // A language change is in useTranslation's own snapshot; the other inputs reach the texts
    // through lib/texts.ts.
    react: { useSuspense: true, bindI18n: 'languageChanged' },
    returnNull: false,
  });
