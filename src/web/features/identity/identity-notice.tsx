import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ownIdentityQuery } from './api';

/**
 * For owners whose listings cannot go live yet because the site requires an identity check they
 * have not passed: says so and links to /verify-identity. Nothing otherwise.
 */
function Notice() {
  const { t } = useTranslation('identity');
  const identity = useQuery(ownIdentityQuery).data;
  if (!identity?.required || identity.status === 'approved') return null;
  return (
    <div
      role="status"
      className="mb-6 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 dark:border-amber-900 dark:bg-gray-900"
    >
      <ShieldAlert
        aria-hidden="true"
        className="mt-0.5 h-5 w-5 shrink-0 text-amber-800 dark:text-amber-200"
      />
      <p className="text-sm text-gray-900 dark:text-gray-100">
        {t(identity.status === 'pending' ? 'notice.pending' : 'notice.needed')}{' '}
        <Link to="/verify-identity" className="font-semibold text-brand-800 underline dark:text-brand-100">
          {t('notice.link')}
        </Link>
      </p>
    </div>
  );
}

/** Loads its texts on its own, so the page around it never waits for them. */
export function IdentityNotice() {
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
