import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/texts';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / Next with 'Page 2 of 5'; nothing when everything fits on one page. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  const { t } = useTranslation('admin');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('common.pagination')} className="mt-4 flex items-center justify-between gap-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        {t('common.pageOf', { page, pages: pageCount })}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </nav>
  );
}
