import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from './dialog';

/** A modal form: the overlay, a scrollable panel (phone-sized too), its title and description. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      placement="center"
      className="max-h-[92vh] max-w-md overflow-y-auto p-6"
    >
      <DialogTitle className="text-lg font-bold text-fg">{title}</DialogTitle>
      <DialogDescription className="mt-2 text-sm text-muted">{description}</DialogDescription>
      {children}
    </Dialog>
  );
}

/** A dialog form's buttons: close without saving, and submit (its label while pending). */
export function DialogActions({
  cancelLabel,
  submitLabel,
  pendingLabel,
  pending,
}: {
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
}) {
  return (
    <div className="flex justify-end gap-2">
      <DialogClose asChild>
        <Button variant="secondary" disabled={pending}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
