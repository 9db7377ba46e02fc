import type { ChecklistProgress } from './compliance-progress';

interface ProgressBarProps {
  progress: ChecklistProgress;
  /** Accessible name of the bar. */
  label: string;
  /** Spoken and shown value, e.g. '5 of 8 complete'. */
  valueText: string;
}

/** A determinate progress bar: the value is the number of completed items out of all items. */
export function ComplianceProgressBar({ progress, label, valueText }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={progress.total}
      aria-valuenow={progress.complete}
      aria-valuetext={valueText}
      className="h-3 w-full overflow-hidden rounded-full bg-surface-strong"
    >
      <div
        className="h-full rounded-full bg-accent-solid transition-[width]"
        style={{ width: `${progress.percent}%` }}
      />
    </div>
  );
}
