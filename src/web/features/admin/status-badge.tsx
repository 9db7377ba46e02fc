import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  green: 'bg-success-surface text-success-fg',
  amber: 'bg-warning-surface text-warning-fg',
  red: 'bg-danger-surface text-danger-fg',
  blue: 'bg-info-surface text-info-fg',
  gray: 'bg-surface-sunken text-fg-soft',
} as const;

export type BadgeTone = keyof typeof TONES;

/** A small pill for roles and states; its text carries the meaning, the colour only repeats it. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold', TONES[tone])}
    >
      {children}
    </span>
  );
}
