import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Where the panel sits. Size, padding and scrolling are the caller's `className`. */
export const DIALOG_PLACEMENTS = {
  /** In the middle of the screen, a margin on each side on phones. */
  center:
    'left-1/2 top-1/2 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-surface shadow-xl',
  /** A sheet rising from the bottom edge. */
  bottom: 'inset-x-0 bottom-0 rounded-t-2xl bg-surface',
  /** A drawer along the right edge. */
  right: 'inset-y-0 right-0 flex w-full flex-col',
  /** A drawer along the left edge. */
  left: 'inset-y-0 left-0 flex flex-col',
} as const;

export const DIALOG_OVERLAY = 'fixed inset-0 z-50 bg-black/50';

interface DialogProps extends Omit<ComponentProps<typeof RadixDialog.Content>, 'className'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Omitted: the panel is placed by `className` alone (e.g. a sheet on phones, centred on wider screens). */
  placement?: keyof typeof DIALOG_PLACEMENTS;
  className?: string;
  children: ReactNode;
}

/**
 * The one modal of the app, on Radix's dialog: focus trapped and returned, Escape and a click on
 * the dimmed page close it. Put a `DialogTitle` inside, and a `DialogDescription` (or pass
 * `aria-describedby={undefined}`). A destructive yes/no question is `ConfirmDialog` instead.
 */
export function Dialog({ open, onOpenChange, placement, className, children, ...content }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={DIALOG_OVERLAY} />
        <RadixDialog.Content
          className={cn('fixed z-50', placement && DIALOG_PLACEMENTS[placement], className)}
          {...content}
        >
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogTitle = RadixDialog.Title;
export const DialogDescription = RadixDialog.Description;
export const DialogClose = RadixDialog.Close;
