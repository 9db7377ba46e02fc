import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../app/auth/auth-context';
import { buttonClasses } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { ownIdentityQuery } from '../features/identity/api';
import { IdentityStatus } from '../features/identity/identity-status';
import { IdentityUpload } from '../features/identity/identity-upload';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

/** /verify-identity: an owner sends a photo of their ID for an admin to check (requireIdVerification). */
export default function VerifyIdentityPage() {
  const { t } = useTranslation(['identity', 'common']);
  usePageTitle(t('title'), t('description'));
  const { user } = useAuth();
  const identity = useQuery({ ...ownIdentityQuery, enabled: user !== null });

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-3">
        <ShieldCheck aria-hidden="true" className="h-10 w-10 text-accent" />
        <h1 className="text-3xl font-bold text-fg">{t('title')}</h1>
        <p className="text-muted">{t('description')}</p>
      </header>
      {!user ? (
        <section className="rounded-xl border border-border p-4">
          <h2 className="font-semibold text-fg">{t('signIn.title')}</h2>
          <Link to="/welcome" className={buttonClasses({ className: 'mt-3' })}>
            {t('signIn.action')}
          </Link>
        </section>
      ) : identity.isPending ? (
        <Spinner label={t('common:loading')} className="py-12" />
      ) : identity.isError ? (
        <p role="alert" className="text-danger-fg">
          {identity.error.message}
        </p>
      ) : (
        <>
          <p className="text-sm text-fg-soft">{t(identity.data.required ? 'required' : 'optional')}</p>
          <IdentityStatus identity={identity.data} />
          {identity.data.status === 'approved' ? (
            <Link
              to="/my-listings"
              className={buttonClasses({ variant: 'secondary', className: 'self-start' })}
            >
              {t('myListings')}
            </Link>
          ) : (
            <IdentityUpload />
          )}
        </>
      )}
    </div>
  );
}
