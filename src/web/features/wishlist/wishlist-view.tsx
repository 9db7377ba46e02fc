import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Heart, Lightbulb } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AlertKind } from '../../../shared/schemas/wishlist';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { subscribeAlert, type WishlistCard, wishlistCardsQuery, wishlistKeys } from './api';
import { WishlistCardView } from './wishlist-card';
import { useWishlist } from './wishlist-context';

interface Point {
  latitude: number;
  longitude: number;
}

function Tips() {
  const { t } = useTranslation('wishlist');
  const tips = t('tips.items', { returnObjects: true });
  return (
    <section
      aria-labelledby="wishlist-tips"
      className="rounded-2xl border border-border bg-surface-muted p-6"
    >
      <h2 id="wishlist-tips" className="flex items-center gap-2 text-lg font-semibold text-fg">
        <Lightbulb aria-hidden="true" className="h-5 w-5" />
        {t('tips.title')}
      </h2>
      <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-muted">
        {(Array.isArray(tips) ? (tips as string[]) : []).map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /wishlist (spec section 2): the saved items as cards. A member's come from the server; a guest's
 * are looked up from what the browser saved. Removing follows the wishlist context at once.
 */
export function WishlistView({
  userId,
  point,
  bookAction,
}: {
  userId: string | null;
  point: Point | null;
  bookAction: (card: WishlistCard) => ReactNode;
}) {
  const { t } = useTranslation(['wishlist', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { items, isInWishlist, remove } = useWishlist();
  const [alerted, setAlerted] = useState<ReadonlySet<string>>(new Set());
  const query = useQuery(wishlistCardsQuery(userId, items, point));
  const alert = useMutation({
    mutationFn: ({ card, kind }: { card: WishlistCard; kind: AlertKind }) =>
      subscribeAlert(card.itemId, kind),
    onSuccess: (_data, { card, kind }) => {
      setAlerted((set) => new Set(set).add(card.itemId));
      toast({
        title: t(kind === 'availability' ? 'toast.availability' : 'toast.priceDrop'),
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
    meta: { errorToast: { title: t('toast.errorTitle'), fallback: t('toast.error') } },
  });

  const cards = (query.data ?? []).filter((card) => isInWishlist(card.itemId));
  const count = query.data ? cards.length : items.length;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <Button variant="ghost" size="sm" className="-ml-2 self-start" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('back')}
        </Button>
        <h1 className="flex items-center gap-2 text-3xl font-bold text-fg">
          <Heart aria-hidden="true" className="h-7 w-7 text-red-600" />
          {t('title')}
        </h1>
        <p className="text-muted">{t('savedCount', { count })}</p>
      </header>
      {query.isPending && items.length > 0 ? (
        <Spinner label={t('loading')} className="py-16" />
      ) : query.isError ? (
        <div role="alert" className="py-12 text-center">
          <p className="text-fg-soft">{t('loadError')}</p>
          <Button className="mt-4" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : cards.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-border-strong px-6 py-12 text-center">
          <Heart aria-hidden="true" className="h-10 w-10 text-gray-500" />
          <h2 className="mt-4 text-xl font-semibold text-fg">{t('empty.title')}</h2>
          <p className="mt-2 text-muted">{t('empty.description')}</p>
          <Link to="/" className={buttonClasses({ className: 'mt-6' })}>
            {t('empty.action')}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => {
            const kind: AlertKind = card.reason === 'unavailable' ? 'availability' : 'price_drop';
            const alertOn =
              alerted.has(card.itemId) ||
              (kind === 'availability' ? card.alerts.availability : card.alerts.priceDrop);
            return (
              <WishlistCardView
                key={card.itemId}
                card={card}
                bookAction={bookAction(card)}
                alertOn={alertOn}
                alertPending={alert.isPending && alert.variables?.card.itemId === card.itemId}
                onAlert={() => {
                  if (!userId) {
                    toast({ title: t('toast.signIn') });
                    return;
                  }
                  alert.mutate({ card, kind });
                }}
                onRemove={() => remove(card.itemId)}
              />
            );
          })}
        </ul>
      )}
      <Tips />
    </div>
  );
}
