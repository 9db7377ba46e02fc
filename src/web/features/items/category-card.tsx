import { Link } from 'react-router';
import type { CategorySlug } from '../../../shared/constants';
import { useTranslation } from '../../lib/texts';
import { categoryIcon } from './category-icon';

/** A category tile (spec section 3: name, icon, count text, route). */
export function CategoryCard({ slug, count }: { slug: CategorySlug; count: number }) {
  const { t } = useTranslation('catalogue');
  const Icon = categoryIcon(slug);
  return (
    <Link
      to={`/${slug}`}
      className="flex flex-col items-center gap-3 rounded-xl border border-border bg-surface p-5 text-center shadow-sm transition-shadow hover:shadow-md"
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <span className="font-semibold text-fg">{t(`common:categories.${slug}`)}</span>
      <span className="text-sm text-muted">{t('itemCount', { count })}</span>
    </Link>
  );
}
