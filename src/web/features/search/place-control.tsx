import { MapPin } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/texts';
import { useViewerPlaceLabel, useViewerPosition } from '../../lib/viewer-position';

// The form (a text box and the browser's position) loads when the visitor opens it: home's first
// page carries only this line.
const PlaceForm = lazy(() => import('./place-form'));

/**
 * 'Near Austin, TX · Change' or 'Set your location': where lists measure distances from, and a way
 * for a guest or member to set it (their browser's position, or a typed ZIP code or city).
 */
export function PlaceControl({ className }: { className?: string }) {
  const { t } = useTranslation();
  const point = useViewerPosition();
  const label = useViewerPlaceLabel();
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <div className={cn('text-sm', className)}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
        <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span data-testid="place-label">
          {point ? (label ? t('place.near', { place: label }) : t('place.nearPosition')) : t('place.unknown')}
        </span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => setOpen((value) => !value)}
          className="min-h-6 rounded font-medium text-accent underline-offset-4 hover:underline"
        >
          {point ? t('place.change') : t('place.set')}
        </button>
      </p>
      {open && (
        <Suspense fallback={null}>
          <PlaceForm id={formId} onDone={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
