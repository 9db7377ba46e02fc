import { AlertCircle, Check, Loader2 } from 'lucide-react';
import { formatTime, useFormatPreferences } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import type { AutosaveState } from './autosave';

/** The autosave badge of spec section 4 and the 'Last saved' time, announced politely. */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const { t } = useTranslation('profile');
  const prefs = useFormatPreferences();
  return (
    <div aria-live="polite" className="flex min-h-6 flex-wrap items-center gap-3 text-sm">
      {state.status === 'saving' ? (
        <span className="inline-flex items-center gap-1 text-muted">
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          {t('autosave.saving')}
        </span>
      ) : null}
      {state.status === 'saved' ? (
        <span className="inline-flex items-center gap-1 font-medium text-accent">
          <Check aria-hidden="true" className="h-4 w-4" />
          {t('autosave.saved')}
        </span>
      ) : null}
      {state.status === 'error' ? (
        <span className="inline-flex items-center gap-1 font-medium text-danger">
          <AlertCircle aria-hidden="true" className="h-4 w-4" />
          {t('autosave.error', { message: state.error })}
        </span>
      ) : null}
      {state.lastSavedAt ? (
        <span className="text-subtle">
          {t('autosave.lastSaved', { time: formatTime(state.lastSavedAt, prefs) })}
        </span>
      ) : null}
    </div>
  );
}
