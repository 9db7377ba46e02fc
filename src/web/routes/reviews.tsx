import { useQuery } from '@tanstack/react-query';
import { MessageSquareText, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../app/auth/auth-context';
import { ContentSection } from '../components/content/content-section';
import { asStringList } from '../components/content/text-list';
import { Button, buttonClasses } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { Spinner } from '../components/ui/spinner';
import { type MyReviews, myReviewsQuery } from '../features/reviews/api';
import { ReviewForm } from '../features/reviews/review-form';
import { ReviewList } from '../features/reviews/review-list';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

function NoReviews() {
  const { t } = useTranslation('reviews');
  return (
    <EmptyState
      className="mt-10"
      icon={MessageSquareText}
      title={t('empty.title')}
      description={t('empty.description')}
      action={
        <Link to="/search" className={buttonClasses()}>
          {t('empty.action')}
        </Link>
      }
    />
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 flex flex-col gap-4">
      <h2 id={id} className="text-xl font-bold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

function MemberReviews({ data }: { data: MyReviews }) {
  const { t } = useTranslation('reviews');
  if (data.pending.length + data.received.length + data.given.length === 0) return <NoReviews />;
  return (
    <>
      {data.pending.length > 0 && (
        <Section id="reviews-pending" title={t('sections.pending')}>
          {data.pending.map((pending) => (
            <ReviewForm key={pending.rentalId} pending={pending} />
          ))}
        </Section>
      )}
      {data.received.length > 0 && (
        <Section id="reviews-received" title={t('sections.received')}>
          <ReviewList reviews={data.received} side="received" />
        </Section>
      )}
      {data.given.length > 0 && (
        <Section id="reviews-given" title={t('sections.given')}>
          <ReviewList reviews={data.given} side="given" />
        </Section>
      )}
    </>
  );
}

function SignedInReviews({ userId }: { userId: string }) {
  const { t } = useTranslation('reviews');
  const query = useQuery(myReviewsQuery(userId));
  if (query.isPending) return <Spinner label={t('loading')} className="py-16" />;
  if (query.isError) {
    return (
      <div role="alert" className="py-12 text-center">
        <p className="text-fg-soft">{t('loadError')}</p>
        <Button className="mt-4" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <MemberReviews data={query.data} />;
}

/**
 * /reviews: a member's reviews received and given, and the rentals waiting for their review.
 * Visitors and members without any see 'No Reviews Yet'.
 */
export default function ReviewsPage() {
  const { t } = useTranslation('reviews');
  usePageTitle(t('title'), t('metaDescription'));
  const { user } = useAuth();
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t('title')} lead={t('lead')} icon={Star} />
      {user ? <SignedInReviews userId={user.id} /> : <NoReviews />}
      <ContentSection id="how-reviews-work" title={t('howItWorks.title')} className="mt-10">
        <ul className="flex list-disc flex-col gap-2 pl-5 text-muted marker:text-brand-700">
          {asStringList(t('howItWorks.items', { returnObjects: true })).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </ContentSection>
    </PageContainer>
  );
}
