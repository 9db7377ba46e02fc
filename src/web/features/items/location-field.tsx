import { LocateFixed, MapPin } from 'lucide-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/texts';
import { type Point, requestViewerPosition } from '../../lib/viewer-position';

interface LocationFieldProps {
  inputProps: Omit<TextFieldProps, 'label'>;
  /** The browser position chosen with 'Use my current location', or null. */
  position: Point | null;
  onPositionChange: (position: Point | null) => void;
  /** The owner's profile location, the default when the field is left empty. */
  profileLocation: string;
  error?: string;
}

/**
 * Where the item is: a US 'City, State' or ZIP (the server finds it in its gazetteer), the
 * browser's position, or, left empty, the owner's profile location.
 */
export function LocationField({
  inputProps,
  position,
  onPositionChange,
  profileLocation,
  error,
}: LocationFieldProps) {
  const { t } = useTranslation('listings');
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function locate() {
    setLocating(true);
    setProblem(null);
    try {
      onPositionChange(await requestViewerPosition());
    } catch (reason) {
      setProblem(
        reason instanceof Error && reason.message === 'denied'
          ? t('form.positionDenied')
          : t('form.positionUnavailable'),
      );
    } finally {
      setLocating(false);
    }
  }

  if (position) {
    return (
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium text-fg">{t('form.location')}</span>
        <p className="flex items-center gap-2 rounded-md bg-accent-soft px-3 py-2 text-sm text-accent">
          <LocateFixed aria-hidden="true" className="h-4 w-4" />
          {t('form.usingPosition')}
        </p>
        <button
          type="button"
          onClick={() => onPositionChange(null)}
          className="self-start text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          {t('form.clearPosition')}
        </button>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <TextField
        {...inputProps}
        label={t('form.location')}
        placeholder={t('form.locationPlaceholder')}
        autoComplete="address-level2"
        hint={
          profileLocation
            ? `${t('form.locationProfileHint', { location: profileLocation })} ${t('form.locationHint')}`
            : t('form.locationHint')
        }
        error={error}
      />
      <button
        type="button"
        onClick={() => void locate()}
        disabled={locating}
        className="inline-flex items-center gap-2 self-start rounded-md px-2 py-1 text-sm font-medium text-accent hover:bg-accent-soft disabled:opacity-60"
      >
        <MapPin aria-hidden="true" className="h-4 w-4" />
        {locating ? t('form.locating') : t('form.useMyLocation')}
      </button>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
