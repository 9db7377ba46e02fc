import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsQuery } from '../features/user-settings/api';
import { applyAppearance, clearAppearance } from '../features/user-settings/appearance';
import { setFormatPreferences } from '../lib/format';
import { i18n } from '../lib/i18n';
import { guestLanguage } from '../lib/language';
import { useAuth } from './auth/auth-context';
import { useTheme } from './theme/theme-context';

/**
 * Applies a signed-in user's saved settings to the whole app, at start and whenever they change:
 * theme, font size, animations, language, and the timezone used for dates. Renders nothing.
 */
export function UserPreferences() {
  const { user } = useAuth();
  const { setTheme } = useTheme();
  const { data: settings } = useQuery({ ...settingsQuery, enabled: Boolean(user) });

  useEffect(() => {
    const root = document.documentElement;
    if (!user) {
      // Signed out: the next person at this browser starts from the standard look and the guest's language.
      clearAppearance(root);
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
