import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Package, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { deleteItem, type ItemDetail, itemKeys, updateItem } from './api';
import { StatusBadges } from './status-badge';

const ListingDrawer = lazy(() => import('./listing-drawer'));

/** One listing in My Listings with its state and the owner's actions. */
export function MyListingRow({ item }: { item: ItemDetail }) {
  const { t } = useTranslation('listings');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [editRequested, setEditRequested] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: itemKeys.all });

  const availability = useMutation({
    mutationFn: (isAvailable: boolean) => updateItem(item.id, { isAvailable }),
    onSuccess: (saved) => {
      toast({
        title: t(saved.isAvailable ? 'toast.resumedTitle' : 'toast.pausedTitle'),
        description: t(saved.isAvailable ? 'toast.resumedDescription' : 'toast.pausedDescription'),
        variant: 'success',
      });
      return refresh();
    },
    meta: { errorToast: { title: t('toast.errorTitle'), fallback: t('toast.genericError') } },
  });
  const removal = useMutation({
    mutationFn: () => deleteItem(item.id),
    onSuccess: () => {
      toast({
        title: t('toast.deletedTitle'),
        description: t('toast.deletedDescription', { title: item.title }),
        variant: 'success',
      });
      return refresh();
    },
    meta: { errorToast: { title: t('toast.errorTitle'), fallback: t('toast.genericError') } },
  });
  const cover = item.photos[0];

  return (
    <li className="flex flex-col gap-4 rounded-xl border border-border p-4 sm:flex-row">
      {cover ? (
        <img
          src={cover.card.url}
          width={cover.card.width}
          height={cover.card.height}
          alt=""
          loading="lazy"
          className="aspect-[4/3] w-full rounded-md object-cover sm:w-40"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center rounded-md bg-surface-sunken text-gray-600 sm:w-40">
          <Package aria-hidden="true" className="h-8 w-8" />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-fg">
            <Link to={`/items/${item.id}`} className="hover:underline">
              {item.title}
            </Link>
          </h2>
          <StatusBadges item={item} />
        </div>
        <p className="text-sm text-muted">
          {formatPrice(item.priceCents)}
          {t('card.perDay')} · {item.locationLabel} · {t('mine.photoCount', { count: item.photos.length })}
        </p>
        {item.status === 'rejected' && item.rejectionReason && (
          <p className="rounded-md bg-danger-surface p-2 text-sm text-danger-fg">
            {t('status.rejectedReason', { reason: item.rejectionReason })}
          </p>
        )}
        {item.status === 'pending' && <p className="text-sm text-muted">{t('status.pendingNote')}</p>}
        <div className="mt-auto flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setEditRequested(true);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('mine.edit')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={availability.isPending}
            onClick={() => availability.mutate(!item.isAvailable)}
          >
            {item.isAvailable ? (
              <Pause aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Play aria-hidden="true" className="h-4 w-4" />
            )}
            {t(item.isAvailable ? 'mine.pause' : 'mine.resume')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={removal.isPending}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('mine.delete')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('mine.deleteTitle')}
        description={t('mine.deleteMessage', { title: item.title })}
        confirmLabel={t('mine.deleteConfirm')}
        cancelLabel={t('form.cancel')}
        onConfirm={() => removal.mutate()}
      />
      {editRequested && (
        <Suspense fallback={null}>
          <ListingDrawer open={editing} onOpenChange={setEditing} item={item} />
        </Suspense>
      )}
    </li>
  );
}
