import { CircleCheck, CircleDashed, ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ContentSection } from '../components/content/content-section';
import { StatusBadge } from '../components/ui/badge';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { COMPLIANCE_CHECKLIST } from '../features/legal/compliance-checklist';
import { checklistProgress } from '../features/legal/compliance-progress';
import { ComplianceProgressBar } from '../features/legal/compliance-progress-bar';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

export default function AppStoreCompliancePage() {
  const { t } = useTranslation('compliance');
  usePageTitle(t('title'), t('metaDescription'));
  const progress = checklistProgress(COMPLIANCE_CHECKLIST);
  const valueText = t('progressValue', { complete: progress.complete, total: progress.total });

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t('title')} lead={t('lead')} icon={ClipboardCheck} />

      <ContentSection id="progress" title={t('progressTitle')} className="mt-10">
        <div className="rounded-xl border border-border p-5">
          <p className="mb-3 flex flex-wrap items-baseline justify-between gap-2" aria-hidden="true">
            <span className="text-lg font-semibold text-fg">{valueText}</span>
            <span className="text-sm text-muted">{t('progressPercent', { percent: progress.percent })}</span>
          </p>
          <ComplianceProgressBar progress={progress} label={t('progressLabel')} valueText={valueText} />
        </div>
      </ContentSection>

      <ContentSection id="checklist" title={t('checklistTitle')} lead={t('checklistLead')}>
        <ul aria-labelledby="checklist-heading" className="flex flex-col gap-3">
          {COMPLIANCE_CHECKLIST.map((item) => {
            const Icon = item.complete ? CircleCheck : CircleDashed;
            return (
              <li
                key={item.id}
                className={cn(
                  'flex gap-4 rounded-xl border p-4',
                  item.complete ? 'border-accent-surface bg-accent-soft' : 'border-border bg-page',
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn('mt-0.5 h-6 w-6 shrink-0', item.complete ? 'text-accent' : 'text-subtle')}
                />
                <div className="flex-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold text-fg">{t(`items.${item.id}.title`)}</h3>
                    <StatusBadge tone={item.complete ? 'solid' : 'neutral'}>
                      {item.complete ? t('statusComplete') : t('statusPending')}
                    </StatusBadge>
                  </div>
                  <p className="mt-1 text-muted">{t(`items.${item.id}.description`)}</p>
                  {item.href && (
                    <Link
                      to={item.href}
                      className="mt-2 inline-block text-sm font-medium text-accent underline hover:text-brand-900"
                    >
                      {t('viewPage')}
                      <span className="sr-only">: {t(`items.${item.id}.title`)}</span>
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </ContentSection>
    </PageContainer>
  );
}
