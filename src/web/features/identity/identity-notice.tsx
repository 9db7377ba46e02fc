import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/texts';
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
      className="mb-6 flex gap-3 rounded-xl border border-warning-border bg-warning-soft p-4"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-warning-fg" />
      <p className="text-sm text-fg">
        {t(identity.status === 'pending' ? 'notice.pending' : 'notice.needed')}{' '}
        <Link to="/verify-identity" className="font-semibold text-accent underline">
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
