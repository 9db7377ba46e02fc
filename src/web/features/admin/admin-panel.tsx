import { useMutation } from '@tanstack/react-query';
import { BarChart3, type LucideIcon, Settings, Shield, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { StatusBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api-client';
import { useTranslation } from '../../lib/texts';
import { adminActionFailed } from './admin-toast';

interface PanelCard {
  key: 'users' | 'analytics' | 'settings';
  action: 'view_users' | 'view_analytics' | 'view_settings';
  to: string;
  icon: LucideIcon;
}

const CARDS: PanelCard[] = [
  { key: 'users', action: 'view_users', to: '/admin/users', icon: Users },
  { key: 'analytics', action: 'view_analytics', to: '/admin/analytics', icon: BarChart3 },
  { key: 'settings', action: 'view_settings', to: '/admin/settings', icon: Settings },
];

/**
 * Spec section 7, log_audit_event: failures are only logged, so an admin is never stuck because
 * the audit write failed; the server keeps its own record of every admin change anyway.
 */
async function logAuditEvent(action: string, resourceType: string, resourceId: string | null) {
  try {
    const response = await api.audit.$post({ json: { action, resourceType, resourceId, metadata: null } });
    if (!response.ok) console.warn(`audit event ${action} not recorded (${response.status})`);
  } catch (err) {
    console.warn(`audit event ${action} not recorded`, err);
  }
}

/**
 * The home page's admin panel (spec section 6): the 'Admin Only' badge and three cards. Each click
 * first writes an audit event, then opens the page; a failure shows 'Error' / 'Failed to complete
 * admin action'. Loaded only for admins (see AdminPanelSlot).
 */
export default function AdminPanel() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const opening = useMutation({
    mutationFn: async (card: PanelCard) => {
      await logAuditEvent(card.action, 'admin_panel', card.key);
      await navigate(card.to);
    },
    meta: { errorToast: adminActionFailed(t) },
  });
  const busy = opening.isPending ? opening.variables.key : null;

  return (
    <section aria-labelledby="admin-panel-title" className="mx-auto max-w-7xl px-4 pb-16">
      <div className="rounded-2xl border border-warning-border bg-warning-soft p-6">
        <div className="flex flex-wrap items-center gap-3">
          <Shield aria-hidden="true" className="h-6 w-6 text-warning-fg" />
          <h2 id="admin-panel-title" className="text-2xl font-bold text-fg">
            {t('panel.title')}
          </h2>
          <StatusBadge tone="warning">{t('panel.badge')}</StatusBadge>
        </div>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {CARDS.map((card) => (
            <li key={card.key} className="flex flex-col rounded-xl bg-white p-5 shadow-sm dark:bg-gray-800">
              <card.icon aria-hidden="true" className="h-8 w-8 text-accent" />
              <h3 className="mt-3 text-lg font-semibold text-fg">{t(`panel.cards.${card.key}.title`)}</h3>
              <p className="mt-1 flex-1 text-sm text-muted">{t(`panel.cards.${card.key}.description`)}</p>
              <Button
                className="mt-4 self-start"
                disabled={busy !== null}
                onClick={() => opening.mutate(card)}
              >
                {t(`panel.cards.${card.key}.action`)}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
