import { BadgeCheck, Clock, ShieldAlert, ShieldQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import type { OwnIdentity } from './api';

const LOOKS = {
  none: { icon: ShieldQuestion, tone: 'border-gray-200 bg-gray-50 dark:border-gray-700 dark:bg-gray-900' },
  pending: { icon: Clock, tone: 'border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-gray-900' },
  approved: { icon: BadgeCheck, tone: 'border-green-200 bg-green-50 dark:border-green-900 dark:bg-gray-900' },
  rejected: { icon: ShieldAlert, tone: 'border-red-200 bg-red-50 dark:border-red-900 dark:bg-gray-900' },
} as const;

/** Where the owner's identity check stands, in words (the icon only repeats it). */
export function IdentityStatus({ identity }: { identity: OwnIdentity }) {
  const { t } = useTranslation('identity');
  const look = LOOKS[identity.status];
  return (
    <section aria-live="polite" className={cn('flex gap-3 rounded-xl border p-4', look.tone)}>
      <look.icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-gray-900 dark:text-gray-100" />
      <div>
        <h2 className="font-semibold text-gray-900 dark:text-gray-100">
          {t(`status.${identity.status}.title`)}
        </h2>
        <p className="text-sm text-gray-800 dark:text-gray-200">
          {t(`status.${identity.status}.body`, { reason: identity.rejectionReason ?? '' })}
        </p>
        {identity.submittedAt ? (
          <p className="mt-1 text-xs text-gray-700 dark:text-gray-300">
            {t('sentOn', { date: formatDate(identity.submittedAt) })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
