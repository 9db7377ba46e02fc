import { Wrench } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/texts';

interface MaintenanceViewProps {
  /** Admins keep working (the site, under a reminder); everyone else gets the maintenance page. */
  admin: boolean;
  siteName: string;
  supportEmail: string;
  children: ReactNode;
}

/** Loaded only while maintenance mode is on. */
export default function MaintenanceView({ admin, siteName, supportEmail, children }: MaintenanceViewProps) {
  if (!admin) return <MaintenancePage siteName={siteName} supportEmail={supportEmail} />;
  return (
    <>
      <MaintenanceBanner />
      {children}
    </>
  );
}

/** Admins working during maintenance are reminded that everyone else sees the maintenance page. */
function MaintenanceBanner() {
  const { t } = useTranslation('maintenance');
  return (
    <div role="status" className="bg-warning-surface px-4 py-2 text-center text-sm text-warning-fg">
      {t('adminBanner')}{' '}
      <Link to="/admin/settings" className="font-semibold underline">
        {t('adminBannerLink')}
      </Link>
    </div>
  );
}

/** What visitors and users see while an admin has the site in maintenance mode. */
function MaintenancePage({ siteName, supportEmail }: { siteName: string; supportEmail: string }) {
  const { t } = useTranslation('maintenance');
  useEffect(() => {
    document.title = t('pageTitle', { siteName });
  }, [siteName, t]);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-surface-muted px-4 py-16">
      <div className="max-w-lg text-center">
        <Wrench aria-hidden="true" className="mx-auto h-12 w-12 text-accent" />
        <p className="mt-4 text-lg font-semibold text-accent">{siteName}</p>
        <h1 className="mt-2 text-3xl font-bold text-fg">{t('title')}</h1>
        <p className="mt-4 text-muted">{t('body', { siteName })}</p>
        <p className="mt-4 text-muted">
          {t('contact')}{' '}
          <a href={`mailto:${supportEmail}`} className="font-medium text-accent underline">
            {supportEmail}
          </a>
        </p>
        <Link
          to="/welcome?view=login"
          className="mt-8 inline-block text-sm text-muted underline underline-offset-4"
        >
          {t('staffSignIn')}
        </Link>
      </div>
    </main>
  );
}
