import { CircleCheck, PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { quoteRental } from '../../shared/money';
import { DEFAULT_SYSTEM_SETTINGS } from '../../shared/schemas/settings';
import { ContentSection } from '../components/content/content-section';
import { NumberedSteps } from '../components/content/numbered-steps';
import { asStringList } from '../components/content/text-list';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { ListItemTrigger } from '../features/items/list-item-trigger';
import { MyListingsLink } from '../features/items/my-listings-link';
import { formatPrice } from '../lib/format';
import { useSiteInfo } from '../lib/site';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

const STEPS = ['add', 'price', 'earn'] as const;
const EARNING_ROWS = ['subtotal', 'fee', 'earnings', 'deposit'] as const;

/** The example's pressure washer: $40 a day for 3 days (the renter pays the default deposit). */
const EXAMPLE = { dailyRateCents: 4000, rentalDays: 3 };

export default function ListItemsPage() {
  const { t } = useTranslation('listing-guide');
  usePageTitle(t('title'), t('metaDescription'));
  // The fee is the admin's setting: the example is priced by the same quote as a booking.
  const commissionRate = useSiteInfo()?.commission_rate ?? DEFAULT_SYSTEM_SETTINGS.commissionRate;
  const quote = quoteRental({ ...EXAMPLE, commissionRate });
  const amounts: Record<(typeof EARNING_ROWS)[number], number> = {
    subtotal: quote.subtotalCents,
    fee: quote.feeCents,
    earnings: quote.ownerAmountCents,
    deposit: quote.depositCents,
  };
  const dailyRate = formatPrice(EXAMPLE.dailyRateCents);

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead', { keep: 100 - commissionRate })}
        icon={PackagePlus}
      >
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

      <ContentSection id="earnings" title={t('earnings.title')} lead={t('earnings.lead', { dailyRate })}>
        <dl className="max-w-xl divide-y divide-border rounded-xl border border-border">
          {EARNING_ROWS.map((row) => (
            <div
              key={row}
              className={
                row === 'earnings'
                  ? 'flex justify-between gap-4 bg-accent-surface px-4 py-3 font-semibold text-accent'
                  : 'flex justify-between gap-4 px-4 py-3 text-fg-soft'
              }
            >
              <dt>{t(`earnings.rows.${row}.label`, { dailyRate, rate: commissionRate })}</dt>
              <dd className="tabular-nums">
                {t(`earnings.rows.${row}.value`, { amount: formatPrice(amounts[row]) })}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 max-w-xl text-sm text-muted">
          {t('earnings.note', {
            subtotal: formatPrice(quote.subtotalCents),
            deposit: formatPrice(quote.depositCents),
          })}
        </p>
      </ContentSection>

      <ContentSection id="tips" title={t('tips.title')}>
        <ul className="grid gap-3 md:grid-cols-2">
          {asStringList(t('tips.items', { returnObjects: true })).map((tip) => (
            <li key={tip} className="flex gap-3 text-muted">
              <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
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
              className="rounded-full border border-border-strong px-3 py-1 text-sm text-fg-soft"
            >
              {category}
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="get-started" title={t('cta.title')}>
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-accent-surface p-6">
          <p className="max-w-2xl text-fg-soft">{t('cta.body')}</p>
          <ListItemTrigger size="lg" />
          <Link to="/trust-safety" className="font-medium text-accent underline hover:text-brand-900">
            {t('cta.protection')}
          </Link>
        </div>
      </ContentSection>
    </PageContainer>
  );
}
