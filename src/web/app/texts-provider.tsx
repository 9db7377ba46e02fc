import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';
import { i18n, subscribeTextInputs, textInputsVersion } from '../lib/i18n';

/**
 * Gives every text the i18n instance, and renders them all again when what they are worded with
 * changes: the user's format preferences, the exchange rates or the admin's site facts. The
 * context value is new on each change, so every component that calls useTranslation renders again.
 *
 * Why a context rather than an i18next event each component listens to: a component subscribes a
 * frame after it renders (Preact runs effects after paint), and a change made in that frame, say
 * UserPreferences applying the settings that just arrived, never reached it; a price stayed in
 * dollars alone. A context cannot be missed, and this provider's own subscription compares
 * versions when it starts, so a change made before it subscribed is seen.
 */
export function TextsProvider({ children }: { children: ReactNode }) {
  const version = useSyncExternalStore(subscribeTextInputs, textInputsVersion);
  const value = useMemo(() => ({ i18n, version }), [version]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
