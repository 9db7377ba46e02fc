import { LocateFixed } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/texts';
import {
  clearViewerPlace,
  requestViewerPosition,
  setViewerPlace,
  useViewerPosition,
} from '../../lib/viewer-position';
import { placeLookup } from './api';

/**
 * Sets where the visitor is: a US ZIP code or 'City, State' (named by the server's gazetteer), or
 * the browser's position after a click. Kept in this browser (local storage), never sent anywhere
 * but with the lists it measures.
 */
export default function PlaceForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation('search');
  const point = useViewerPosition();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(find: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await find();
      onDone();
    } catch (error) {
      setProblem(
        error instanceof Error && error.message === 'denied'
          ? t('location.denied')
          : error instanceof Error && error.name === 'ApiError'
            ? error.message
            : t('location.unavailable'),
      );
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    void run(async () => setViewerPlace(await placeLookup({ q: text.trim() })));
  };
  const locate = () =>
    void run(async () => {
      const position = await requestViewerPosition();
      // Named after its town; the position alone is enough if the name cannot be found.
      const named = await placeLookup({
        lat: String(position.latitude),
        lng: String(position.longitude),
      }).catch(() => ({ ...position, label: null }));
      setViewerPlace(named);
    });

  return (
    <form
      id={id}
      onSubmit={submit}
      aria-label={t('place.formLabel')}
      className="mt-2 flex max-w-xl flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label={t('place.field')}
          placeholder={t('place.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="postal-code"
          maxLength={100}
          className="flex-1"
          {...(problem ? { error: problem } : {})}
        />
        <Button type="submit" disabled={busy}>
          {t('place.save')}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" size="sm" disabled={busy} onClick={locate}>
          <LocateFixed aria-hidden="true" className="h-4 w-4" />
          {t('location.use')}
        </Button>
        {point && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              clearViewerPlace();
              onDone();
            }}
          >
            {t('place.clear')}
          </Button>
        )}
      </div>
      <p className="text-xs text-muted">{t('place.note')}</p>
    </form>
  );
}
