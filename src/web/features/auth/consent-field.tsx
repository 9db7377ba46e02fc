import { useId } from 'react';
import { useTranslation } from '../../lib/texts';

interface ConsentFieldProps {
  label: string;
  readLabel: string;
  checked: boolean;
  /** Checking opens the reading dialog: agreeing there is what checks the box. */
  onRequestRead: () => void;
  onUncheck: () => void;
}

/** One agreement: its checkbox and a button to read the document. */
export function ConsentField({ label, readLabel, checked, onRequestRead, onUncheck }: ConsentFieldProps) {
  const id = useId();
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => (event.target.checked ? onRequestRead() : onUncheck())}
        className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="flex-1 text-sm text-fg">
        {label}
      </label>
      <button
        type="button"
        onClick={onRequestRead}
        className="ml-7 text-sm font-medium text-accent underline hover:text-brand-900"
        aria-label={readLabel}
      >
        {t('consent.readShort')}
      </button>
    </div>
  );
}
