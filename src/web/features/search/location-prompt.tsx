import { LocateFixed } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/texts';
import { getViewerPosition, requestViewerPosition } from '../../lib/viewer-position';

/**
 * Nearby means "near me": when the visitor asked for it and the site does not know where they
 * are yet, ask the browser once (the browser shows its own permission prompt, in answer to the
 * visitor's click on Nearby, never on page load).
 */
export function useNearbyPosition(nearby: boolean): void {
  useEffect(() => {
    if (!nearby || getViewerPosition()) return;
    void requestViewerPosition().catch(() => undefined);
  }, [nearby]);
}

/** Says why distances are missing and offers to use the visitor's position. */
export function LocationPrompt({ reason }: { reason: 'nearby' | 'distance' }) {
  const { t } = useTranslation('search');
  const [failed, setFailed] = useState<'denied' | 'unavailable' | null>(null);
  return (
    <div
      role="status"
      className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-warning-border bg-warning-soft px-4 py-3 text-sm text-warning-fg"
    >
      <p className="flex-1">
        {failed
          ? t(`location.${failed}`)
          : reason === 'nearby'
            ? t('location.nearby')
            : t('location.distance')}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          requestViewerPosition()
            .then(() => setFailed(null))
            .catch((error: Error) => setFailed(error.message === 'denied' ? 'denied' : 'unavailable'))
        }
      >
        <LocateFixed aria-hidden="true" className="h-4 w-4" />
        {t('location.use')}
      </Button>
    </div>
  );
}
