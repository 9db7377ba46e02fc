import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  green: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100',
  gray: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100',
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
