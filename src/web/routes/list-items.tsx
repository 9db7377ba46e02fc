import { CircleCheck, PackagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentSection } from '../components/content/content-section';
import { NumberedSteps } from '../components/content/numbered-steps';
import { asStringList } from '../components/content/text-list';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { ListItemTrigger } from '../features/items/list-item-trigger';
import { MyListingsLink } from '../features/items/my-listings-link';
import { usePageTitle } from '../lib/use-page-title';

const STEPS = ['add', 'price', 'earn'] as const;
const EARNING_ROWS = ['subtotal', 'fee', 'earnings', 'deposit'] as const;

export default function ListItemsPage() {
  const { t } = useTranslation('listing-guide');
  usePageTitle(t('title'), t('metaDescription'));

  return (
    <PageContainer>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} icon={PackagePlus}>
        <ListItemTrigger size="lg" />
        <MyListingsLink size="lg" />
      </PageHeader>

      <ContentSection id="steps" title={t('steps.title')} className="mt-10">
        <NumberedSteps
          stepLabel={(number) => t('steps.stepLabel', { number })}
          steps={STEPS.map((id) => ({
            id,
            title: t(`steps.items.${id}.title`),
            body: t(`steps.items.${id}.body`),
          }))}
        />
      </ContentSection>

      <ContentSection id="earnings" title={t('earnings.title')} lead={t('earnings.lead')}>
        <dl className="max-w-xl divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-700 dark:border-gray-700">
          {EARNING_ROWS.map((row) => (
            <div
              key={row}
              className={
                row === 'earnings'
                  ? 'flex justify-between gap-4 bg-brand-50 px-4 py-3 font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100'
                  : 'flex justify-between gap-4 px-4 py-3 text-gray-800 dark:text-gray-200'
              }
            >
              <dt>{t(`earnings.rows.${row}.label`)}</dt>
              <dd className="tabular-nums">{t(`earnings.rows.${row}.value`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 max-w-xl text-sm text-gray-700 dark:text-gray-300">{t('earnings.note')}</p>
      </ContentSection>

      <ContentSection id="tips" title={t('tips.title')}>
        <ul className="grid gap-3 md:grid-cols-2">
          {asStringList(t('tips.items', { returnObjects: true })).map((tip) => (
            <li key={tip} className="flex gap-3 text-gray-700 dark:text-gray-300">
              <CircleCheck
                aria-hidden="true"
                className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-100"
              />
              {tip}
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="popular" title={t('popular.title')}>
        <ul className="flex flex-wrap gap-2">
          {asStringList(t('popular.items', { returnObjects: true })).map((category) => (
            <li
              key={category}
              className="rounded-full border border-gray-300 px-3 py-1 text-sm text-gray-800 dark:border-gray-600 dark:text-gray-200"
            >
              {category}
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="get-started" title={t('cta.title')}>
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 dark:bg-brand-900">
          <p className="max-w-2xl text-gray-800 dark:text-gray-100">{t('cta.body')}</p>
          <ListItemTrigger size="lg" />
          <Link
            to="/trust-safety"
            className="font-medium text-brand-800 underline hover:text-brand-900 dark:text-brand-100"
          >
            {t('cta.protection')}
          </Link>
        </div>
      </ContentSection>
    </PageContainer>
  );
}
