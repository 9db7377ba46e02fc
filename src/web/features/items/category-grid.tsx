import { useId, useState } from 'react';
import { CATEGORIES } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/texts';
import { CategoryCard } from './category-card';
import { visibleCount } from './item-rules';
import { useCategoryCounts } from './use-catalogue';

/** 'Browse by Category': four of the eight categories, with 'View More Categories' / 'Show Less'. */
export function CategoryGrid() {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  const gridId = useId();
  const [expanded, setExpanded] = useState(false);
  const counts = useCategoryCounts();
  const shown = CATEGORIES.slice(0, visibleCount(expanded, CATEGORIES.length));

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-10">
      <h2 id={headingId} className="text-2xl font-bold text-fg">
        {t('browseByCategory')}
      </h2>
      <ul id={gridId} className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {shown.map((category) => (
          <li key={category.slug}>
            <CategoryCard slug={category.slug} count={counts[category.slug] ?? 0} />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-center">
        <Button
          variant="secondary"
          aria-expanded={expanded}
          aria-controls={gridId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('showLess') : t('viewMoreCategories')}
        </Button>
      </div>
    </section>
  );
}
