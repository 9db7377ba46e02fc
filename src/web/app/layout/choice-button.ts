import { cn } from '../../lib/cn';

/** One of a row of pressed/unpressed choices (the menu's theme and language buttons). */
export function choiceButtonClass(pressed: boolean): string {
  return cn(
    'rounded-md border px-2 py-1.5 text-sm',
    pressed ? 'border-accent bg-accent-soft font-semibold text-accent' : 'border-border-strong text-fg-soft',
  );
}
