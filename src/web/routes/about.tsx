import {
  Handshake,
  HeartHandshake,
  Info,
  Leaf,
  type LucideIcon,
  Mail,
  MessageCircle,
  PiggyBank,
  Recycle,
  Scale,
  ShieldCheck,
  ShieldUser,
  Users,
  Wallet,
  Wrench,
} from 'lucide-react';
import { Link } from 'react-router';
import { ContentSection } from '../components/content/content-section';
import { CardGrid, FeatureCard } from '../components/content/feature-card';
import { StatList } from '../components/content/stat-list';
import { asStringList } from '../components/content/text-list';
import { Timeline } from '../components/content/timeline';
import { Badge } from '../components/ui/badge';
import { buttonClasses } from '../components/ui/button';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { CONTACT_EMAILS, mailtoHref } from '../lib/contact';
import { useSupportEmail } from '../lib/site';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

interface IconItem {
  id: string;
  icon: LucideIcon;
}

const STATS = ['neighbors', 'success', 'insurance'] as const;
const MISSION_POINTS: IconItem[] = [
  { id: 'save', icon: PiggyBank },
  { id: 'earn', icon: Wallet },
  { id: 'waste', icon: Recycle },
];
const VALUES: IconItem[] = [
  { id: 'neighbors-first', icon: HeartHandshake },
  { id: 'trust-by-design', icon: ShieldCheck },
  { id: 'fair-and-clear', icon: Scale },
  { id: 'less-waste', icon: Leaf },
];
const TEAMS: IconItem[] = [
  { id: 'support', icon: MessageCircle },
  { id: 'safety', icon: ShieldUser },
  { id: 'product', icon: Wrench },
  { id: 'partnerships', icon: Handshake },
];
const TIMELINE = ['idea', 'first-rentals', 'trust-tools', 'coverage', 'today'] as const;

const linkClass = 'font-medium text-accent underline hover:text-brand-900';

export default function AboutPage() {
  const { t } = useTranslation('about');
  const supportEmail = useSupportEmail();
  usePageTitle(t('title'), t('metaDescription'));

  const cards = (group: string, items: IconItem[]) =>
    items.map(({ id, icon }) => (
      <li key={id}>
        <FeatureCard icon={icon} title={t(`${group}.${id}.title`)}>
          <p>{t(`${group}.${id}.body`)}</p>
        </FeatureCard>
      </li>
    ));

  return (
    <PageContainer>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} icon={Info}>
        <Badge icon={Users}>{t('trustBadge')}</Badge>
      </PageHeader>
      <StatList
        className="my-10"
        stats={STATS.map((id) => ({ id, value: t(`stats.${id}.value`), label: t(`stats.${id}.label`) }))}
      />

      <ContentSection id="mission" title={t('mission.title')}>
        <p className="max-w-3xl text-xl font-medium text-fg">{t('mission.statement')}</p>
        <div className="mt-6">
          <CardGrid>{cards('mission.points', MISSION_POINTS)}</CardGrid>
        </div>
      </ContentSection>

      <ContentSection id="story" title={t('story.title')}>
        <div className="flex max-w-3xl flex-col gap-4 text-muted">
          {asStringList(t('story.paragraphs', { returnObjects: true })).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </ContentSection>

      <ContentSection id="values" title={t('values.title')}>
        <CardGrid columns={2}>{cards('values.items', VALUES)}</CardGrid>
      </ContentSection>

      <ContentSection id="team" title={t('team.title')} lead={t('team.lead')}>
        <CardGrid columns={2}>{cards('team.items', TEAMS)}</CardGrid>
      </ContentSection>

      <ContentSection id="timeline" title={t('timeline.title')}>
        <Timeline
          entries={TIMELINE.map((id) => ({
            id,
            title: t(`timeline.items.${id}.title`),
            body: t(`timeline.items.${id}.body`),
          }))}
        />
      </ContentSection>

      <ContentSection id="safety" title={t('safety.title')}>
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-accent-surface p-6">
          <ShieldCheck aria-hidden="true" className="h-8 w-8 text-accent" />
          <p className="max-w-3xl text-fg-soft">{t('safety.body')}</p>
          <Link to="/trust-safety" className={buttonClasses({ variant: 'primary' })}>
            {t('safety.link')}
          </Link>
        </div>
      </ContentSection>

      <ContentSection id="contact" title={t('contact.title')} lead={t('contact.lead')}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <ContactEntry label={t('contact.supportLabel')} address={supportEmail} />
          <ContactEntry label={t('contact.safetyLabel')} address={CONTACT_EMAILS.safety} />
        </dl>
        <p className="mt-4 text-muted">{t('contact.hours')}</p>
        <Link to="/support" className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
          {t('contact.link')}
        </Link>
      </ContentSection>
    </PageContainer>
  );
}

function ContactEntry({ label, address }: { label: string; address: string }) {
  return (
    <div className="rounded-xl border border-border p-5">
      <dt className="flex items-center gap-2 font-semibold text-fg">
        <Mail aria-hidden="true" className="h-5 w-5 text-accent" />
        {label}
      </dt>
      <dd className="mt-1">
        <a href={mailtoHref(address)} className={linkClass}>
          {address}
        </a>
      </dd>
    </div>
  );
}
