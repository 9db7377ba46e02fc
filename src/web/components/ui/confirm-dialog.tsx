import { AlertDialog } from 'radix-ui';
import type { MouseEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';
import { DIALOG_OVERLAY, DIALOG_PLACEMENTS } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Call event.preventDefault() to keep the dialog open (e.g. to show a validation message). */
  onConfirm: (event: MouseEvent<HTMLButtonElement>) => void;
  children?: ReactNode;
  /** While the answer is on its way: both buttons are disabled. */
  pending?: boolean;
}

/** A destructive action's confirmation, on Radix's alert dialog (focus trapped, Escape cancels). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_OVERLAY} />
        <AlertDialog.Content className={cn('fixed z-50 max-w-md p-6', DIALOG_PLACEMENTS.center)}>
          <AlertDialog.Title className="text-lg font-bold text-fg">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            {props.description}
          </AlertDialog.Description>
          {props.children}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary' })} disabled={props.pending}>
              {props.cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses({ variant: 'danger' })}
              disabled={props.pending}
              onClick={props.onConfirm}
            >
              {props.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
