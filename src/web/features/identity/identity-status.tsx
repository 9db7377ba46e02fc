import { BadgeCheck, Clock, ShieldAlert, ShieldQuestion } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import type { OwnIdentity } from './api';

const LOOKS = {
  none: { icon: ShieldQuestion, tone: 'border-border bg-surface-muted' },
  pending: { icon: Clock, tone: 'border-warning-border bg-warning-soft' },
  approved: { icon: BadgeCheck, tone: 'border-success-border bg-success-soft' },
  rejected: { icon: ShieldAlert, tone: 'border-danger-border bg-danger-soft' },
} as const;

/** Where the owner's identity check stands, in words (the icon only repeats it). */
export function IdentityStatus({ identity }: { identity: OwnIdentity }) {
  const { t } = useTranslation('identity');
  const look = LOOKS[identity.status];
  return (
    <section aria-live="polite" className={cn('flex gap-3 rounded-xl border p-4', look.tone)}>
      <look.icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-fg" />
      <div>
        <h2 className="font-semibold text-fg">{t(`status.${identity.status}.title`)}</h2>
        <p className="text-sm text-fg-soft">
          {t(`status.${identity.status}.body`, { reason: identity.rejectionReason ?? '' })}
        </p>
        {identity.submittedAt ? (
          <p className="mt-1 text-xs text-muted">{t('sentOn', { date: formatDate(identity.submittedAt) })}</p>
        ) : null}
      </div>
    </section>
  );
}
