import {
  BadgeCheck,
  CreditCard,
  Headphones,
  type LucideIcon,
  PiggyBank,
  ShieldAlert,
  ShieldCheck,
  Star,
  Umbrella,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { ContentSection } from '../components/content/content-section';
import { CardGrid, FeatureCard } from '../components/content/feature-card';
import { StatList } from '../components/content/stat-list';
import { TestimonialCard } from '../components/content/testimonial-card';
import { asStringList } from '../components/content/text-list';
import { Badge } from '../components/ui/badge';
import { buttonClasses } from '../components/ui/button';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { CONTACT_EMAILS, mailtoHref } from '../lib/contact';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

const STATS = ['neighbors', 'success', 'insurance'] as const;
const FEATURES: { id: string; icon: LucideIcon }[] = [
  { id: 'verified', icon: BadgeCheck },
  { id: 'payments', icon: CreditCard },
  { id: 'deposits', icon: PiggyBank },
  { id: 'insurance', icon: Umbrella },
  { id: 'reviews', icon: Star },
  { id: 'support', icon: Headphones },
];
const TIP_GROUPS = ['renters', 'owners'] as const;
const TESTIMONIALS = ['jordan', 'priya', 'marcus'] as const;

export default function TrustSafetyPage() {
  const { t } = useTranslation('trust');
  usePageTitle(t('title'), t('metaDescription'));

  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('lead')} icon={ShieldCheck}>
        <Badge icon={Users}>{t('trustBadge')}</Badge>
      </PageHeader>
      <StatList
        className="my-10"
        stats={STATS.map((id) => ({ id, value: t(`stats.${id}.value`), label: t(`stats.${id}.label`) }))}
      />

      <ContentSection id="features" title={t('features.title')}>
        <CardGrid>
          {FEATURES.map(({ id, icon }) => (
            <li key={id}>
              <FeatureCard icon={icon} title={t(`features.items.${id}.title`)}>
                <p>{t(`features.items.${id}.body`)}</p>
              </FeatureCard>
            </li>
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection id="tips" title={t('tips.title')}>
        <div className="grid gap-6 md:grid-cols-2">
          {TIP_GROUPS.map((group) => (
            <div key={group} className="rounded-xl bg-surface-muted p-5">
              <h3 className="text-lg font-semibold text-fg">{t(`tips.${group}.title`)}</h3>
              <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-muted marker:text-brand-700">
                {asStringList(t(`tips.${group}.items`, { returnObjects: true })).map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </ContentSection>

      <ContentSection id="testimonials" title={t('testimonials.title')}>
        <ul className="grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.map((id) => (
            <li key={id}>
              <TestimonialCard
                quote={t(`testimonials.items.${id}.quote`)}
                name={t(`testimonials.items.${id}.name`)}
                role={t(`testimonials.items.${id}.role`)}
              />
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="report" title={t('report.title')}>
        <div className="flex flex-col gap-3 rounded-2xl border border-warning-border bg-warning-soft p-6 text-fg">
          <ShieldAlert aria-hidden="true" className="h-7 w-7 text-warning-fg" />
          <p>{t('report.body')}</p>
          <p>
            <a
              href={mailtoHref(CONTACT_EMAILS.safety)}
              className="font-semibold text-accent underline hover:text-brand-900"
            >
              {CONTACT_EMAILS.safety}
            </a>
          </p>
          <p className="font-medium">{t('report.emergency')}</p>
        </div>
      </ContentSection>

      <ContentSection id="get-started" title={t('cta.title')} lead={t('cta.body')}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/search" className={buttonClasses({ size: 'lg' })}>
            {t('cta.findEquipment')}
          </Link>
          <Link to="/list-items" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
            {t('cta.listItems')}
          </Link>
        </div>
      </ContentSection>
    </PageContainer>
  );
}
