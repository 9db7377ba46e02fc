import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { StatusBadge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/texts';

const LINKS = [
  { to: '/admin/users', key: 'users' },
  { to: '/admin/analytics', key: 'analytics' },
  { to: '/admin/settings', key: 'settings' },
  { to: '/admin/identity', key: 'identity' },
  { to: '/admin/disputes', key: 'disputes' },
  { to: '/admin/support', key: 'support' },
  { to: '/admin/listings', key: 'listings' },
  { to: '/admin/audit', key: 'audit' },
  { to: '/admin/jobs', key: 'jobs' },
] as const;

interface AdminShellProps {
  title: string;
  description: string;
  /** Buttons beside the heading, e.g. Refresh. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame every admin page shares: the 'Admin Only' badge, the page's h1 and the admin navigation. */
export function AdminShell({ title, description, actions, children }: AdminShellProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <nav aria-label={t('nav.label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-border">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium',
                    isActive ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-fg',
                  )
                }
              >
                {t(`nav.${link.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <header className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <StatusBadge tone="warning">{t('badge')}</StatusBadge>
          <h1 className="mt-2 text-2xl font-bold text-fg sm:text-3xl">{title}</h1>
          <p className="mt-1 text-muted">{description}</p>
        </div>
        {actions ? <div className="flex gap-2">{actions}</div> : null}
      </header>
      <div className="mt-6">{children}</div>
    </div>
  );
}
