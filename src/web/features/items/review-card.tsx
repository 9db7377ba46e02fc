import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Package, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ITEM_LIMITS, itemRejectSchema } from '../../../shared/schemas/items';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { TextAreaField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { approveItem, type ItemDetail, itemKeys, rejectItem } from './api';
import { StatusBadges } from './status-badge';

const isReasonRefused = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 400;

/** One listing in the admin queue: what the owner submitted, with Approve and Reject (with a reason). */
export function ReviewCard({ item }: { item: ItemDetail }) {
  const { t } = useTranslation(['listings', 'common']);
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const headingId = useId();
  const errorToast = { title: t('toast.errorTitle'), fallback: t('toast.genericError') };
  const refresh = () => queryClient.invalidateQueries({ queryKey: itemKeys.all });

  const approval = useMutation({
    mutationFn: () => approveItem(item.id),
    onSuccess: () => {
      toast({
        title: t('toast.approvedTitle'),
        description: t('toast.approvedDescription', { title: item.title }),
        variant: 'success',
      });
      return refresh();
    },
    meta: { errorToast },
  });
  const rejection = useMutation({
    mutationFn: (text: string) => rejectItem(item.id, text),
    onSuccess: () => {
      toast({
        title: t('toast.rejectedTitle'),
        description: t('toast.rejectedDescription'),
        variant: 'success',
      });
      setRejecting(false);
      setReason('');
      return refresh();
    },
    onError: (error) => {
      if (isReasonRefused(error)) setReasonError(error.message);
    },
    // A refused reason is shown at its field instead.
    meta: { errorToast: (error) => (isReasonRefused(error) ? null : errorToast) },
  });
  const busy = approval.isPending || rejection.isPending;

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border p-4 md:flex-row"
    >
      <div className="flex gap-2 overflow-x-auto md:w-64 md:flex-wrap">
        {item.photos.length === 0 ? (
          <div className="flex aspect-[4/3] w-40 items-center justify-center rounded-md bg-surface-sunken text-gray-600">
            <Package aria-hidden="true" className="h-8 w-8" />
          </div>
        ) : (
          item.photos.map((photo, index) => (
            <a key={photo.id} href={photo.full.url} target="_blank" rel="noreferrer" className="shrink-0">
              <img
                src={photo.card.url}
                width={photo.card.width}
                height={photo.card.height}
                alt={t('item.photoAlt', { title: item.title, index: index + 1, count: item.photos.length })}
                loading="lazy"
                className="h-24 w-32 rounded-md object-cover"
              />
            </a>
          ))
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-fg">
            <Link to={`/items/${item.id}`} className="hover:underline">
              {item.title}
            </Link>
          </h2>
          <StatusBadges item={item} />
        </div>
        <p className="text-sm text-muted">
          {t('admin.owner', { name: item.owner.name ?? t('card.anOwner') })} ·{' '}
          {t(`common:categories.${item.category}`)}
          {item.brand ? ` · ${item.brand}` : ''} · {formatPrice(item.priceCents)}
          {t('card.perDay')} · {item.locationLabel} ·{' '}
          {t('admin.submitted', { date: formatDate(item.createdAt) })}
        </p>
        {item.description && <p className="line-clamp-4 text-sm text-fg-soft">{item.description}</p>}
        {item.tags.length > 0 && <p className="text-sm text-muted">{item.tags.join(', ')}</p>}
        {item.rejectionReason && (
          <p className="text-sm text-danger-fg">
            {t('status.rejectedReason', { reason: item.rejectionReason })}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} onClick={() => approval.mutate()}>
            <Check aria-hidden="true" className="h-4 w-4" />
            {t('admin.approve')}
          </Button>
          {item.status !== 'rejected' && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setRejecting(true)}>
              <X aria-hidden="true" className="h-4 w-4" />
              {t('admin.reject')}
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={rejecting}
        onOpenChange={(open) => {
          setRejecting(open);
          setReasonError(undefined);
        }}
        title={t('admin.rejectTitle', { title: item.title })}
        description={t('admin.rejectDescription')}
        confirmLabel={t('admin.confirmReject')}
        cancelLabel={t('form.cancel')}
        onConfirm={(event) => {
          // The dialog stays open until the server has the reason.
          event.preventDefault();
          const parsed = itemRejectSchema.safeParse({ reason });
          if (!parsed.success) {
            setReasonError(parsed.error.issues[0]?.message);
            return;
          }
          rejection.mutate(parsed.data.reason);
        }}
      >
        <TextAreaField
          className="mt-4"
          label={t('admin.reason')}
          placeholder={t('admin.reasonPlaceholder')}
          value={reason}
          maxLength={ITEM_LIMITS.rejectionReasonMax}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
          error={reasonError}
        />
      </ConfirmDialog>
    </li>
  );
}
