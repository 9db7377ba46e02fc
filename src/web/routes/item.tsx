import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowLeft, PackageX } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { itemQuery } from '../features/items/api';
import { ItemOverview } from '../features/items/item-overview';
import { MessageButton } from '../features/messaging/message-owner-button';
import { BookButton } from '../features/rentals/book-button';
import { ItemAvailability } from '../features/rentals/item-availability';
import { ItemReviews } from '../features/reviews/item-reviews';
import { WishlistButton } from '../features/wishlist/wishlist-button';
import { AfterPaint } from '../lib/after-load';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';
import { useViewerPosition } from '../lib/viewer-position';

/** /items/{id}: one item with its photos, price, deposit, handoff, owner and place. */
export default function ItemPage() {
  const { t } = useTranslation(['listings', 'common']);
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const position = useViewerPosition();
  const {
    data: item,
    isPending,
    isError,
  } = useQuery({ ...itemQuery(id, position), placeholderData: keepPreviousData });
  usePageTitle(item?.title ?? t('item.notFoundTitle'), item?.description);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Link
        to="/"
        onClick={(event) => {
          // Back to where the visitor came from in this app (a search keeps its terms and place);
          // opened directly, there is no such page and the link goes home.
          if (location.key === 'default') return;
          event.preventDefault();
          navigate(-1);
        }}
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mb-4 -ml-2' })}
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('item.back')}
      </Link>
      {isPending ? (
        <Spinner label={t('common:loading')} className="py-24" />
      ) : isError || !item ? (
        <div className="flex flex-col items-center gap-3 py-20 text-center">
          <PackageX aria-hidden="true" className="h-12 w-12 text-gray-500" />
          <h1 className="text-2xl font-bold text-fg">{t('item.notFoundTitle')}</h1>
          <p className="text-muted">{t('item.notFoundMessage')}</p>
          <Link to="/search" className={buttonClasses({ className: 'mt-2' })}>
            {t('item.browse')}
          </Link>
        </div>
      ) : (
        <>
          <ItemOverview
            item={item}
            bookingAction={<BookButton item={item} size="lg" />}
            saveButton={<WishlistButton item={item} className="shrink-0 border border-border" />}
            messageButton={
              <MessageButton target={{ itemId: item.id }} ownerId={item.owner.id} className="w-full" />
            }
          />
          {/* Below the overview, out of view on a phone: drawn just after the first paint. */}
          <AfterPaint>
            <div className="mt-8 max-w-md">
              <ItemAvailability itemId={item.id} />
            </div>
            <ItemReviews itemId={item.id} />
          </AfterPaint>
        </>
      )}
    </div>
  );
}
