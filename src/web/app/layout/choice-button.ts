import { cn } from '../../lib/cn';

/** One of a row of pressed/unpressed choices (the menu's theme and language buttons). */
export function choiceButtonClass(pressed: boolean): string {
  return cn(
    'rounded-md border px-2 py-1.5 text-sm',
    pressed
      ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900 dark:border-brand-100 dark:bg-gray-800 dark:text-brand-100'
      : 'border-gray-300 text-gray-800 dark:border-gray-600 dark:text-gray-100',
  );
}
