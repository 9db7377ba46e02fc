import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsQuery } from '../features/user-settings/api';
import { applyAppearance, clearAppearance } from '../features/user-settings/appearance';
import { setExchangeRates, setFormatPreferences } from '../lib/format';
import { i18n, setSiteFacts } from '../lib/i18n';
import { guestLanguage } from '../lib/language';
import { useSiteInfo } from '../lib/site';
import { useAuth } from './auth/auth-context';
import { useTheme } from './theme/theme-context';

/**
 * Applies a signed-in user's saved settings to the whole app, at start and whenever they change:
 * theme, font size, animations, language, the timezone used for dates and the currency prices are
 * approximated in; and the admin's system settings that copy and prices quote. Renders nothing.
 */
export function UserPreferences() {
  const { user } = useAuth();
  const { setTheme } = useTheme();
  const { data: settings } = useQuery({ ...settingsQuery, enabled: Boolean(user) });
  const site = useSiteInfo();

  useEffect(() => {
    setSiteFacts(site);
    const rates = site?.exchange_rates;
    setExchangeRates(rates ? { eur: rates.eur, gbp: rates.gbp, cad: rates.cad, setOn: rates.set_on } : null);
  }, [site]);

  useEffect(() => {
    const root = document.documentElement;
    if (!user) {
      // Signed out: the next person at this browser starts from the standard look and the guest's language.
      clearAppearance(root);
      // A guest sees times in the browser's own zone and prices in US dollars.
      setFormatPreferences({ timezone: 'browser', currency: 'usd' });
      const language = guestLanguage();
      if (i18n.language !== language) void i18n.changeLanguage(language);
      return;
    }
    if (!settings) return;
    applyAppearance(root, settings);
    setFormatPreferences({
      language: settings.language,
      timezone: settings.timezone,
      currency: settings.currency,
    });
    if (i18n.language !== settings.language) void i18n.changeLanguage(settings.language);
  }, [user, settings]);

  // The saved theme wins over this browser's stored one for a signed-in user. Only a change of the
  // saved value is pushed, so choosing a theme elsewhere on the page is not undone.
  const savedTheme = user ? settings?.theme : undefined;
  useEffect(() => {
    if (savedTheme) setTheme(savedTheme);
  }, [savedTheme, setTheme]);

  return null;
}
