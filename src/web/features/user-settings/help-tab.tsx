import { Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/texts';
import { SettingsSection } from './section';

/** FAQ answers, live chat and a mailto link to the support address from the system settings. */
interface HelpTabProps {
  /** The FAQ list from the help content (composed by the page). */
  faq: ReactNode;
  supportEmail: string;
  /** Opens the chat helper. */
  onLiveChat: () => void;
}

export function HelpTab({ faq, supportEmail, onLiveChat }: HelpTabProps) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('help.heading')}>
      <h3 className="mb-3 font-semibold text-fg">{t('help.faqHeading')}</h3>
      {faq}
      <h3 className="mt-6 mb-3 font-semibold text-fg">{t('help.contactHeading')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="secondary" size="lg" className="h-auto flex-col py-3" onClick={onLiveChat}>
          <span className="inline-flex items-center gap-2">
            <MessageCircle aria-hidden="true" className="h-5 w-5" />
            {t('help.liveChat')}
          </span>
          <span className="text-sm font-normal text-muted">{t('help.liveChatHint')}</span>
        </Button>
        <a
          href={`mailto:${supportEmail}`}
          className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'h-auto flex-col py-3' })}
        >
          <span className="inline-flex items-center gap-2">
            <Mail aria-hidden="true" className="h-5 w-5" />
            {t('help.email')}
          </span>
          <span className="text-sm font-normal text-muted">
            {t('help.emailHint')} · {supportEmail}
          </span>
        </a>
      </div>
    </SettingsSection>
  );
}
