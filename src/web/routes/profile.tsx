import { useQuery } from '@tanstack/react-query';
import { RequireUser } from '../app/require-user';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { MyListingsLink } from '../features/items/my-listings-link';
import { conversationsQuery } from '../features/messaging/api';
import { ConversationList } from '../features/messaging/conversation-list';
import { profileQuery } from '../features/profiles/api';
import { FavoritesCard, RecentMessagesCard } from '../features/profiles/profile-cards';
import { ProfileStats, ProfileSummary } from '../features/profiles/profile-summary';
import { useWishlist } from '../features/wishlist/wishlist-context';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

function ProfileContent() {
  const { t } = useTranslation('profile');
  usePageTitle(t('title'));
  const profile = useQuery(profileQuery);
  const { items } = useWishlist();
  // RequireUser has a signed-in user by now; the latest three conversations fill the card.
  const conversations = useQuery(conversationsQuery);
  const latest = (conversations.data ?? []).slice(0, 3);
  if (profile.isPending) return <Spinner label={t('common:loading')} className="py-24" />;
  if (profile.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="text-fg-soft">{t('loadError')}</p>
        <Button className="mt-4" onClick={() => void profile.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <ProfileSummary profile={profile.data} listingsLink={<MyListingsLink />} />
      <ProfileStats profile={profile.data} />
      <div className="grid gap-6 md:grid-cols-2">
        <FavoritesCard items={items} />
        <RecentMessagesCard
          list={latest.length > 0 ? <ConversationList conversations={latest} compact /> : null}
        />
      </div>
    </div>
  );
}

/** /profile: the signed-in user's own profile (spec section 2). */
export default function ProfilePage() {
  return (
    <RequireUser>
      <ProfileContent />
    </RequireUser>
  );
}
