import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { useAuth } from '../app/auth/auth-context';
import { Spinner } from '../components/ui/spinner';
import { IdentityNotice } from '../features/identity/identity-notice';
import { myListingsQuery } from '../features/items/api';
import { ListItemTrigger } from '../features/items/list-item-trigger';
import { MyListingRow } from '../features/items/my-listing-row';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

/** /my-listings: the owner's listings with their review state; edit, pause, resume, delete. */
export default function MyListingsPage() {
  const { t } = useTranslation(['listings', 'common']);
  usePageTitle(t('mine.title'), t('mine.description'));
  const { user } = useAuth();
  const listings = useQuery({ ...myListingsQuery, enabled: user !== null });

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-fg">{t('mine.title')}</h1>
          <p className="mt-1 text-muted">
            {listings.data ? t('mine.count', { count: listings.data.length }) : t('mine.description')}
          </p>
        </div>
        <ListItemTrigger />
      </div>
      {user ? <IdentityNotice /> : null}
      {user && listings.isPending ? (
        <Spinner label={t('common:loading')} className="py-24" />
      ) : listings.data && listings.data.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {listings.data.map((item) => (
            <MyListingRow key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border-strong py-16 text-center">
          <ClipboardList aria-hidden="true" className="h-10 w-10 text-gray-500" />
          <h2 className="text-lg font-semibold text-fg">{t('mine.empty')}</h2>
          <p className="max-w-md text-muted">{t('mine.emptyMessage')}</p>
        </div>
      )}
    </div>
  );
}
