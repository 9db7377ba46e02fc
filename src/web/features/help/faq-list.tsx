import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { signUpContext, useSignUpOpen } from '../../lib/site';
import { useTranslation } from '../../lib/texts';
import { FAQ_ENTRIES } from './faq';

/**
 * The FAQ as native disclosure widgets: keyboard and screen-reader support come from the browser,
 * and answers stay findable with the browser's find-in-page.
 */
export function FaqList({ className }: { className?: string }) {
  const { t } = useTranslation('help');
  const context = signUpContext(useSignUpOpen());
  return (
    <ul aria-label={t('faqLabel')} className={cn('flex flex-col gap-3', className)}>
      {FAQ_ENTRIES.map((entry) => (
        <li key={entry.id}>
          <details
            id={`faq-${entry.id}`}
            className="group rounded-lg border border-border bg-surface open:shadow-sm"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-4 py-3 font-medium text-fg hover:bg-surface-sunken [&::-webkit-details-marker]:hidden">
              {t(`faq.${entry.id}.question`)}
              <ChevronDown
                aria-hidden="true"
                className="h-5 w-5 shrink-0 text-muted transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-4 pb-4 text-muted">{t(`faq.${entry.id}.answer`, { context })}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
