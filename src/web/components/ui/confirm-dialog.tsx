import { AlertDialog } from 'radix-ui';
import type { MouseEvent, ReactNode } from 'react';
import { buttonClasses } from './button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Call event.preventDefault() to keep the dialog open (e.g. to show a validation message). */
  onConfirm: (event: MouseEvent<HTMLButtonElement>) => void;
  children?: ReactNode;
}

/** A destructive action's confirmation, on Radix's alert dialog (focus trapped, Escape cancels). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-surface p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-fg">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            {props.description}
          </AlertDialog.Description>
          {props.children}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary' })}>
              {props.cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses({ variant: 'danger' })} onClick={props.onConfirm}>
              {props.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
