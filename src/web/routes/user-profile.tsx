import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ContentSection } from '../components/content/content-section';
import { buttonClasses } from '../components/ui/button';
import { PageContainer } from '../components/ui/page-container';
import { Spinner } from '../components/ui/spinner';
import { ItemGrid } from '../features/items/item-grid';
import { personProfileQuery } from '../features/people/api';
import { PersonHeader } from '../features/people/person-header';
import { ReviewList } from '../features/reviews/review-list';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';
import { useViewerPosition } from '../lib/viewer-position';

/** /users/{id}: who someone is; a private profile shows only the name and rating. */
export default function UserProfilePage() {
  const { t } = useTranslation(['people', 'common']);
  const { id = '' } = useParams();
  const position = useViewerPosition();
  const {
    data: profile,
    isPending,
    isError,
  } = useQuery({ ...personProfileQuery(id, position), placeholderData: keepPreviousData });
  usePageTitle(
    profile?.name || t('notFoundTitle'),
    profile ? t('metaDescription', { name: profile.name }) : undefined,
  );

  if (isPending) return <Spinner label={t('common:loading')} className="py-24" />;
  if (isError || !profile) {
    return (
      <PageContainer className="flex flex-col items-center gap-3 text-center">
        <UserX aria-hidden="true" className="h-12 w-12 text-gray-500" />
        <h1 className="text-2xl font-bold text-fg">{t('notFoundTitle')}</h1>
        <p className="text-muted">{t('notFoundMessage')}</p>
        <Link to="/search" className={buttonClasses({ className: 'mt-2' })}>
          {t('browse')}
        </Link>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PersonHeader profile={profile} />
      {!profile.isPrivate && (
        <>
          <ContentSection id="listings" title={t('listings.title')} className="mt-10">
            {profile.listings.length > 0 ? (
              <ItemGrid items={profile.listings} label={t('listings.label', { name: profile.name })} />
            ) : (
              <p className="text-muted">{t('listings.empty')}</p>
            )}
          </ContentSection>
          <ContentSection id="reviews" title={t('reviews.title')}>
            {profile.reviews.length > 0 ? (
              <ReviewList reviews={profile.reviews} side="received" />
            ) : (
              <p className="text-muted">{t('reviews.empty')}</p>
            )}
          </ContentSection>
        </>
      )}
    </PageContainer>
  );
}
