import { PackageOpen, Search, ShieldCheck, Star } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { PAGE_TEXTS } from '../../../shared/page-texts';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { i18n } from '../../lib/i18n';
import { useTranslation } from '../../lib/texts';
import { usePageTitle } from '../../lib/use-page-title';
import type { CatalogueItem } from './catalogue-types';
import { CategoryGrid } from './category-grid';
import { ListItemTrigger } from './list-item-trigger';
import { useFeaturedItems } from './use-catalogue';

// Cards load only when there are featured items, so an empty catalogue costs the first page nothing.
// Their texts load with them, so they render once, not again for each catalogue. When the page
// arrives with the items embedded, the server has named both for preloading (server/items/home-page.ts).
const ItemGrid = lazy(async () => {
  const [module] = await Promise.all([
    import('./item-grid'),
    i18n.loadNamespaces(PAGE_TEXTS.homeCards).catch(() => {}),
  ]);
  return { default: module.ItemGrid };
});

/** Home (spec section 2): hero, category browse and featured items near the visitor. */
interface HomeViewProps {
  /** Each featured card's booking action and wishlist heart, passed on to the grid. */
  renderAction?: (item: CatalogueItem) => ReactNode;
  renderSave?: (item: CatalogueItem) => ReactNode;
  /** Where 'near you' is measured from, and a way to set it (the search feature's control). */
  place?: ReactNode;
}

export default function HomeView({ renderAction, renderSave, place }: HomeViewProps) {
  const { t } = useTranslation(['home', 'catalogue']);
  usePageTitle(t('meta.title'), t('meta.description'));
  const featuredHeadingId = useId();
  const featured = useFeaturedItems();

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-page px-4 dark:from-gray-900 py-14 text-center md:py-20">
        <p className="mx-auto inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-accent shadow-sm dark:bg-gray-800">
          <Star aria-hidden="true" className="h-4 w-4" />
          {t('hero.trustBadge')}
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-fg md:text-6xl">{t('hero.title')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{t('hero.subtitle')}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/search" className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}>
            <Search aria-hidden="true" className="h-5 w-5" />
            {t('hero.findEquipment')}
          </Link>
          <ListItemTrigger variant="secondary" size="lg" className="w-full sm:w-auto" />
        </div>
        <Link
          to="/trust-safety"
          className="mt-6 inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          <ShieldCheck aria-hidden="true" className="h-4 w-4" />
          {t('hero.securePlatform')}
        </Link>
      </section>

      <CategoryGrid />

      <section aria-labelledby={featuredHeadingId} className="mx-auto max-w-7xl px-4 pb-16">
        <div className="mb-6">
          <h2 id={featuredHeadingId} className="text-2xl font-bold text-fg">
            {t('featured.title')}
          </h2>
          {place}
        </div>
        {featured.length > 0 ? (
          <Suspense fallback={null}>
            <ItemGrid
              items={featured}
              label={t('featured.label')}
              renderAction={renderAction}
              renderSave={renderSave}
            />
          </Suspense>
        ) : (
          <EmptyState
            icon={PackageOpen}
            title={t('featured.emptyTitle')}
            description={t('featured.emptyMessage')}
            headingLevel={3}
          />
        )}
      </section>
    </>
  );
}
