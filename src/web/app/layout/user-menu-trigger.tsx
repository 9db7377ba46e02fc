import { lazy, type ReactNode, Suspense, useState } from 'react';
import { i18n } from '../../lib/i18n';
import { useTranslation } from '../../lib/texts';
import { AccountButton } from './account-button';

const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(loadUserMenu);

/** Warms the menu's code and texts before the click lands (hover, focus). */
function preload() {
  void loadUserMenu();
  void i18n.loadNamespaces('menu');
}

/**
 * The account menu without Radix on first render: a plain button until first use, then the Radix
 * menu (its own chunk) takes its place, opened. `badge` is shown beside a signed-in user's email
 * (the 'Admin' badge goes there).
 */
export function UserMenuTrigger({ badge }: { badge?: ReactNode }) {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);
  const plain = (
    <AccountButton
      label={t('header.accountMenu')}
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setRequested(true)}
    />
  );
  if (!requested) return plain;
  return (
    <Suspense fallback={plain}>
      <UserMenu defaultOpen badge={badge} />
    </Suspense>
  );
}
