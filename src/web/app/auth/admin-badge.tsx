import { useTranslation } from 'react-i18next';
import { useIsAdmin } from './use-role';

/** The user menu's 'Admin' badge (spec section 6); nothing for everyone else. */
export function AdminBadge() {
  const { t } = useTranslation();
  if (!useIsAdmin()) return null;
  return (
    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
      {t('adminBadge')}
    </span>
  );
}
