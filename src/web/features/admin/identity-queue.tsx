import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { ActionDialog } from './action-dialog';
import { adminActionDone, adminActionFailed } from './admin-toast';
import { adminKeys, approveIdentity, type IdentityEntry, identityDocumentUrl, rejectIdentity } from './api';

type Decision = { entry: IdentityEntry; kind: 'reject' | 'revoke' };

/** One card per identity check: who, when, the ID photo (admins only) and the decision buttons. */
export function IdentityQueue({ entries }: { entries: IdentityEntry[] }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [failure, setFailure] = useState<{ userId: string; message: string } | null>(null);
  const nameOf = (entry: IdentityEntry) => entry.displayName || t('common.noName');

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: adminKeys.identity });
    await queryClient.invalidateQueries({ queryKey: adminKeys.users });
  };
  const approval = useMutation({
    mutationFn: (entry: IdentityEntry) => approveIdentity(entry.userId),
    onMutate: () => setFailure(null),
    onSuccess: async () => {
      adminActionDone(t);
      await refresh();
    },
    onError: (err, entry) =>
      setFailure({
        userId: entry.userId,
        message: err instanceof ApiError ? err.message : t('toast.errorDescription'),
      }),
    meta: { errorToast: adminActionFailed(t) },
  });
  const approving = approval.isPending ? approval.variables.userId : null;
  // The dialog awaits it and shows the server's reason; the toast comes from the meta.
  const rejection = useMutation({
    mutationFn: ({ entry, reason }: { entry: IdentityEntry; reason: string }) =>
      rejectIdentity(entry.userId, reason),
    onSuccess: async () => {
      adminActionDone(t);
      await refresh();
    },
    meta: { errorToast: adminActionFailed(t) },
  });
  const reject = async (entry: IdentityEntry, reason: string) => {
    await rejection.mutateAsync({ entry, reason });
  };

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {entries.map((entry) => (
          <li
            key={entry.userId}
            className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
          >
            <div className="flex items-start justify-between gap-2">
              <div>
                <h2 className="font-semibold text-fg">{nameOf(entry)}</h2>
                <p className="font-mono text-xs text-muted" title={entry.userId}>
                  {entry.shortId}
                </p>
              </div>
              <StatusBadge
                tone={
                  entry.status === 'approved' ? 'success' : entry.status === 'rejected' ? 'danger' : 'warning'
                }
              >
                {t(`identity.statuses.${entry.status}`)}
              </StatusBadge>
            </div>
            <img
              src={identityDocumentUrl(entry.userId)}
              alt={t('identity.photoAlt', { name: nameOf(entry) })}
              loading="lazy"
              className="max-h-72 w-full rounded-md bg-surface-sunken object-contain"
            />
            <p className="text-sm text-muted">
              {t('identity.submitted', { date: formatDate(entry.submittedAt) })}
              {entry.reviewedAt ? ` · ${t('identity.reviewed', { date: formatDate(entry.reviewedAt) })}` : ''}
            </p>
            {entry.rejectionReason ? (
              <p className="text-sm text-fg-soft">
                {t('identity.rejectedBecause', { reason: entry.rejectionReason })}
              </p>
            ) : null}
            {failure?.userId === entry.userId ? (
              <p role="alert" className="text-sm text-danger-fg">
                {failure.message}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {entry.status === 'pending' ? (
                <>
                  <Button
                    size="sm"
                    disabled={approving === entry.userId}
                    onClick={() => approval.mutate(entry)}
                  >
                    {t('identity.approve')}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setDecision({ entry, kind: 'reject' })}>
                    {t('identity.reject')}
                  </Button>
                </>
              ) : null}
              {entry.status === 'approved' ? (
                <Button size="sm" variant="danger" onClick={() => setDecision({ entry, kind: 'revoke' })}>
                  {t('identity.revoke')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {decision ? (
        <ActionDialog
          open
          onOpenChange={(open) => {
            if (!open) setDecision(null);
          }}
          title={t(
            decision.kind === 'reject' ? 'identity.confirmReject.title' : 'identity.confirmRevoke.title',
            {
              name: nameOf(decision.entry),
            },
          )}
          body={t(decision.kind === 'reject' ? 'identity.confirmReject.body' : 'identity.confirmRevoke.body')}
          confirmLabel={t(decision.kind === 'reject' ? 'identity.reject' : 'identity.revoke')}
          danger
          withReason
          onConfirm={(reason) => reject(decision.entry, reason)}
        />
      ) : null}
    </>
  );
}
