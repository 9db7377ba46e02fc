import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/texts';
import { SettingsSection } from './section';

/**
 * The Billing & Payments tab. The page passes the user's payment history (from the rentals
 * feature) as children; without it the tab says there is nothing yet.
 */
export function BillingTab({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('billing.heading')}>
      {children ?? (
        <div className="flex flex-col items-center gap-2 rounded-lg bg-surface-sunken p-8 text-center">
          <CreditCard aria-hidden="true" className="h-8 w-8 text-muted" />
          <p className="font-medium text-fg">{t('billing.emptyTitle')}</p>
          <p className="text-sm text-muted">{t('billing.emptyText')}</p>
        </div>
      )}
    </SettingsSection>
  );
}
