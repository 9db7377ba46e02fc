import { MessageSquareText, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { ContentSection } from '../features/content/content-section';
import { EmptyState } from '../features/content/empty-state';
import { PageContainer } from '../features/content/page-container';
import { PageHeader } from '../features/content/page-header';
import { asStringList } from '../features/content/text-list';
import { usePageTitle } from '../lib/use-page-title';

/**
 * The member's reviews. Until two-way reviews exist there is nothing to list, so the page shows
 * the empty state; the reviews list takes its place when it arrives.
 */
export default function ReviewsPage() {
  const { t } = useTranslation('reviews');
  usePageTitle(t('title'), t('metaDescription'));
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t('title')} lead={t('lead')} icon={Star} />
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
      <ContentSection id="how-reviews-work" title={t('howItWorks.title')} className="mt-10">
        <ul className="flex list-disc flex-col gap-2 pl-5 text-gray-700 marker:text-brand-700 dark:text-gray-300">
          {asStringList(t('howItWorks.items', { returnObjects: true })).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </ContentSection>
    </PageContainer>
  );
}
