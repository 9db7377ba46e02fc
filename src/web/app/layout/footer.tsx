import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { AfterLoad } from '../../lib/after-load';
import { useSiteInfo } from '../../lib/site';
import { useTranslation } from '../../lib/texts';

// The switcher saves a member's choice through the settings API (zod schemas and all): below the
// fold on every page, so its code loads once the page has, keeping the first page's budget.
const LanguageSwitcher = lazy(() =>
  import('./language-switcher').then((module) => ({ default: module.LanguageSwitcher })),
);

const LINKS = [
  { to: '/about', key: 'about' },
  { to: '/trust-safety', key: 'trust' },
  { to: '/support', key: 'support' },
  { to: '/terms-of-service', key: 'terms' },
  { to: '/privacy-policy', key: 'privacy' },
  { to: '/app-store-compliance', key: 'compliance' },
] as const;

/** The footer on every page: the company, help and legal pages, and the language switcher. */
export function Footer() {
  const { t } = useTranslation();
  const siteName = useSiteInfo()?.site_name ?? t('appName');
  return (
    <footer className="mt-12 border-t border-border bg-surface-sunken pb-24 pt-8 md:pb-8">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 md:flex-row md:items-start md:justify-between">
        <nav aria-label={t('footer.label')}>
          <ul className="grid grid-cols-2 gap-x-8 gap-y-2 sm:grid-cols-3">
            {LINKS.map(({ to, key }) => (
              <li key={to}>
                <Link to={to} className="text-sm text-fg-soft underline-offset-4 hover:underline">
                  {t(`footer.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <AfterLoad>
          <Suspense fallback={null}>
            <LanguageSwitcher
              className="max-w-xs"
              legendClassName="pb-2 text-xs font-semibold uppercase tracking-wide text-muted"
            />
          </Suspense>
        </AfterLoad>
      </div>
      <p className="mx-auto mt-6 max-w-7xl px-4 text-xs text-muted">
        {t('footer.copyright', { year: new Date().getFullYear(), site: siteName })}
      </p>
    </footer>
  );
}
