import { LANGUAGE_CODES, LANGUAGE_NAMES, type LanguageCode } from '../../../shared/languages';
import { useUpdateSettings } from '../../features/user-settings/api';
import { rememberGuestLanguage } from '../../lib/language';
import { useTranslation } from '../../lib/texts';
import { useAuth } from '../auth/auth-context';
import { choiceButtonClass } from './choice-button';

interface LanguageSwitcherProps {
  /** Classes for the legend, so the switcher can sit under a menu's or a footer's headings. */
  legendClassName?: string;
  className?: string;
}

/**
 * The four languages, each named in itself. A member's choice is saved in their settings (so it
 * follows them to another device; UserPreferences applies it, and puts it back if the save is
 * refused); a guest's is kept in this browser.
 */
export function LanguageSwitcher({ legendClassName, className }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const saveSettings = useUpdateSettings(t('languageNotSaved'));
  const current = i18n.language;

  const choose = (language: LanguageCode) => {
    if (user) {
      saveSettings.mutate({ language });
      return;
    }
    rememberGuestLanguage(language);
    void i18n.changeLanguage(language);
  };

  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{t('language')}</legend>
      <div className="grid grid-cols-2 gap-2 px-3">
        {LANGUAGE_CODES.map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={current === code}
            onClick={() => choose(code)}
            className={choiceButtonClass(current === code)}
          >
            {LANGUAGE_NAMES[code]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
