import { List, Map as MapIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/texts';
import { useViewerPosition } from '../../lib/viewer-position';
import type { SearchResultPage } from './api';

// Leaflet and its styles load only when a visitor opens the map (the first page's budget).
const ResultsMap = lazy(() => import('./results-map'));

/**
 * A list of results with a List / Map switch (the URL's view=map, so Back returns to it). On a
 * phone the map takes the list's place; on a wider screen the list stays under the map.
 */
export function ResultsWithMap({
  items,
  children,
}: {
  items: readonly SearchResultPage['items'][number][];
  children: ReactNode;
}) {
  const { t } = useTranslation('search');
  const viewer = useViewerPosition();
  const [params, setParams] = useSearchParams();
  const onMap = params.get('view') === 'map';
  const show = (map: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (map) next.set('view', 'map');
        else next.delete('view');
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <fieldset className="mt-4 inline-flex gap-1">
        <legend className="sr-only">{t('map.view')}</legend>
        <Button
          variant={onMap ? 'secondary' : 'primary'}
          size="sm"
          aria-pressed={!onMap}
          onClick={() => show(false)}
        >
          <List aria-hidden="true" className="h-4 w-4" />
          {t('map.list')}
        </Button>
        <Button
          variant={onMap ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={onMap}
          onClick={() => show(true)}
        >
          <MapIcon aria-hidden="true" className="h-4 w-4" />
          {t('map.map')}
        </Button>
      </fieldset>
      {onMap && (
        <Suspense
          fallback={
            <p role="status" className="mt-4 text-sm text-muted">
              {t('map.loading')}
            </p>
          }
        >
          <ResultsMap items={items} viewer={viewer} />
        </Suspense>
      )}
      <div className={onMap ? 'mt-4 hidden md:block' : 'mt-4'}>{children}</div>
    </>
  );
}
