import { Clock, LifeBuoy, Mail, MessageCircle, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ContentSection } from '../components/content/content-section';
import { CardGrid, FeatureCard } from '../components/content/feature-card';
import { Button } from '../components/ui/button';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { FaqList } from '../features/help/faq-list';
import { openChatHelper } from '../features/help/open-chat';
import { SupportMessages } from '../features/help/support-messages';
import { CONTACT_EMAILS, mailtoHref } from '../lib/contact';
import { useSupportEmail } from '../lib/site';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

const MORE_LINKS = [
  { id: 'trust', to: '/trust-safety' },
  { id: 'listing', to: '/list-items' },
  { id: 'terms', to: '/terms-of-service' },
  { id: 'privacy', to: '/privacy-policy' },
] as const;

const emailClass = 'break-all font-medium text-accent underline hover:text-brand-900';

export default function SupportPage() {
  const { t } = useTranslation('support');
  usePageTitle(t('title'), t('metaDescription'));
  // The support address an admin set (System Settings), once it has arrived.
  const supportEmail = useSupportEmail();
  // The chat helper links to '#support-messages': the section exists on first render, so go there.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('lead')} icon={LifeBuoy} />

      <ContentSection id="contact" title={t('contact.title')} lead={t('contact.lead')} className="mt-10">
        <CardGrid>
          <li>
            <FeatureCard icon={Mail} title={t('email.title')}>
              <p>{t('email.description')}</p>
              <p className="mt-3">
                <a href={mailtoHref(supportEmail)} className={emailClass}>
                  {supportEmail}
                </a>
              </p>
              <p className="mt-2 text-sm font-medium text-fg-soft">
                {t('email.hours')}, {t('email.response')}
              </p>
            </FeatureCard>
          </li>
          <li>
            <FeatureCard icon={MessageCircle} title={t('chat.title')}>
              <p>{t('chat.description')}</p>
              <p className="mt-2 text-sm font-medium text-fg-soft">{t('chat.hours')}</p>
              {/* The automated helper, said plainly: people answer by email. */}
              <Button className="mt-4" aria-haspopup="dialog" onClick={openChatHelper}>
                <MessageCircle aria-hidden="true" className="h-4 w-4" />
                {t('chat.action')}
              </Button>
            </FeatureCard>
          </li>
          <li>
            <FeatureCard icon={ShieldAlert} title={t('safety.title')}>
              <p>{t('safety.description')}</p>
              <p className="mt-3">
                <a href={mailtoHref(CONTACT_EMAILS.safety)} className={emailClass}>
                  {CONTACT_EMAILS.safety}
                </a>
              </p>
              <p className="mt-2 text-sm font-medium text-fg-soft">{t('safety.emergency')}</p>
            </FeatureCard>
          </li>
        </CardGrid>
      </ContentSection>

      <ContentSection id="support-messages" title={t('write.title')} lead={t('write.lead')}>
        <SupportMessages />
      </ContentSection>

      <ContentSection id="hours" title={t('hours.title')}>
        <div className="flex max-w-2xl gap-4 rounded-xl bg-surface-muted p-5">
          <Clock aria-hidden="true" className="h-6 w-6 shrink-0 text-accent" />
          <div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              <dt className="font-semibold text-fg">{t('hours.chatLabel')}</dt>
              <dd className="text-fg-soft">{t('hours.chatValue')}</dd>
              <dt className="font-semibold text-fg">{t('hours.emailLabel')}</dt>
              <dd className="text-fg-soft">{t('hours.emailValue')}</dd>
            </dl>
            <p className="mt-3 text-sm text-muted">{t('hours.note')}</p>
          </div>
        </div>
      </ContentSection>

      <ContentSection id="faq" title={t('faq.title')} lead={t('faq.lead')}>
        <FaqList className="max-w-3xl" />
      </ContentSection>

      <ContentSection id="more-help" title={t('more.title')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {MORE_LINKS.map(({ id, to }) => (
            <li key={id}>
              <Link
                to={to}
                className="block h-full rounded-xl border border-border p-4 hover:border-brand-700 hover:bg-accent-soft"
              >
                <span className="font-semibold text-accent">{t(`more.${id}`)}</span>
                <span className="mt-1 block text-sm text-muted">{t(`more.${id}Description`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </ContentSection>
    </PageContainer>
  );
}
