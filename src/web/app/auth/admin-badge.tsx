import { StatusBadge } from '../../components/ui/badge';
import { useTranslation } from '../../lib/texts';
import { useIsAdmin } from './use-role';

/** The user menu's 'Admin' badge (spec section 6); nothing for everyone else. */
export function AdminBadge() {
  const { t } = useTranslation();
  if (!useIsAdmin()) return null;
  return <StatusBadge tone="solid">{t('adminBadge')}</StatusBadge>;
}
