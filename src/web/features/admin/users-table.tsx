import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '../../app/auth/auth-context';
import { type BadgeTone, StatusBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { ActionDialog } from './action-dialog';
import { adminActionDone, adminActionFailed } from './admin-toast';
import { type AdminUser, adminKeys, changeRole, restoreUser, suspendUser } from './api';

type Action = 'makeAdmin' | 'removeAdmin' | 'suspend' | 'restore';

const IDENTITY_TONE: Record<AdminUser['identity'], BadgeTone> = {
  none: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

const DIALOG_KEYS: Record<Action, string> = {
  makeAdmin: 'confirmMakeAdmin',
  removeAdmin: 'confirmRemoveAdmin',
  suspend: 'confirmSuspend',
  restore: 'confirmRestore',
};

/**
 * /admin/users' list: short id, display name, email shown as 'Protected', role badge and created
 * date (spec section 2), with the ID check, the suspension and the row's actions.
 */
export function UsersTable({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const { user: me } = useAuth();
  const [pending, setPending] = useState<{ user: AdminUser; action: Action } | null>(null);

  const nameOf = (user: AdminUser) => user.displayName || t('common.noName');
  // The dialog awaits it and shows the server's reason; the toast comes from the meta.
  const act = useMutation({
    mutationFn: async ({ user, action, reason }: { user: AdminUser; action: Action; reason: string }) => {
      if (action === 'makeAdmin') await changeRole(user.id, 'admin');
      if (action === 'removeAdmin') await changeRole(user.id, 'user');
      if (action === 'suspend') await suspendUser(user.id, reason);
      if (action === 'restore') await restoreUser(user.id);
    },
    onSuccess: async () => {
      adminActionDone(t);
      await queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
    meta: { errorToast: adminActionFailed(t) },
  });
  const perform = async (user: AdminUser, action: Action, reason: string) => {
    await act.mutateAsync({ user, action, reason });
  };

  return (
    <>
      <section
        aria-label={t('users.tableLabel')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-border"
      >
        <table className="w-full min-w-[56rem] text-left text-sm">
          <thead className="bg-surface-muted text-xs uppercase tracking-wide text-muted">
            <tr>
              {(['id', 'name', 'email', 'role', 'identity', 'status', 'created', 'actions'] as const).map(
                (column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {t(`users.columns.${column}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {users.map((user) => (
              <tr key={user.id} className="align-top">
                <td className="px-3 py-3 font-mono text-xs text-fg-soft">
                  <span title={user.id}>{user.shortId}</span>
                </td>
                <th scope="row" className="px-3 py-3 font-medium text-fg">
                  {user.displayName || <span className="italic text-subtle">{t('common.noName')}</span>}
                </th>
                <td className="px-3 py-3 text-muted">
                  <span className="inline-flex items-center gap-1">
                    <Lock aria-hidden="true" className="h-3.5 w-3.5" />
                    {t('users.protected')}
                  </span>
                </td>
                <td className="px-3 py-3">
                  <StatusBadge tone={user.role === 'admin' ? 'info' : 'neutral'}>
                    {t(`users.roles.${user.role}`)}
                  </StatusBadge>
                </td>
                <td className="px-3 py-3">
                  <StatusBadge tone={IDENTITY_TONE[user.identity]}>
                    {t(`users.identity.${user.identity}`)}
                  </StatusBadge>
                </td>
                <td className="px-3 py-3">
                  {user.suspension ? (
                    <>
                      <StatusBadge tone="danger">{t('users.statuses.suspended')}</StatusBadge>
                      <p className="mt-1 max-w-48 text-xs text-muted">
                        {t('users.suspendedSince', {
                          date: formatDate(user.suspension.since),
                          reason: user.suspension.reason,
                        })}
                      </p>
                    </>
                  ) : (
                    <StatusBadge tone="success">{t('users.statuses.active')}</StatusBadge>
                  )}
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-fg-soft">
                  <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                </td>
                <td className="px-3 py-3">
                  {user.id === me?.id ? (
                    // An admin does not suspend or demote themselves from here (the server also refuses the last admin).
                    <span className="text-sm text-muted">{t('users.you')}</span>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() =>
                          setPending({ user, action: user.role === 'admin' ? 'removeAdmin' : 'makeAdmin' })
                        }
                      >
                        {t(user.role === 'admin' ? 'users.removeAdmin' : 'users.makeAdmin')}
                      </Button>
                      <Button
                        size="sm"
                        variant={user.suspension ? 'secondary' : 'danger'}
                        onClick={() => setPending({ user, action: user.suspension ? 'restore' : 'suspend' })}
                      >
                        {t(user.suspension ? 'users.restore' : 'users.suspend')}
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {pending ? (
        <ActionDialog
          open
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          title={t(`users.${DIALOG_KEYS[pending.action]}.title`, { name: nameOf(pending.user) })}
          body={t(`users.${DIALOG_KEYS[pending.action]}.body`)}
          confirmLabel={t(`users.${pending.action}`)}
          danger={pending.action === 'suspend' || pending.action === 'removeAdmin'}
          withReason={pending.action === 'suspend'}
          onConfirm={(reason) => perform(pending.user, pending.action, reason)}
        />
      ) : null}
    </>
  );
}
