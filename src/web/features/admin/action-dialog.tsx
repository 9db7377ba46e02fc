import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { suspendUserSchema } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { TextAreaField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/texts';

export interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  confirmLabel: string;
  danger?: boolean;
  /** Ask for a reason (suspensions, rejections): required, up to 500 characters. */
  withReason?: boolean;
  /** Resolves when done (the dialog closes); a rejection keeps it open with the server's message. */
  onConfirm: (reason: string) => Promise<void>;
}

/**
 * The confirmation every admin action goes through. The server's reason for a refusal (the last
 * admin, an already suspended account...) is shown here, where the admin is looking.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { t } = useTranslation('admin');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm({ resolver: zodResolver(suspendUserSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;

  const close = (open: boolean) => {
    if (!open) {
      form.reset();
      setFailure(null);
    }
    props.onOpenChange(open);
  };
  const run = async (reason: string) => {
    setFailure(null);
    setPending(true);
    try {
      await props.onConfirm(reason);
      close(false);
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : t('toast.errorDescription'));
    } finally {
      setPending(false);
    }
  };
  const submit = props.withReason
    ? form.handleSubmit(({ reason }) => run(reason))
    : (event: FormEvent) => {
        event.preventDefault();
        return run('');
      };

  return (
    <Dialog open={props.open} onOpenChange={close} placement="center" className="max-w-md p-6">
      <DialogTitle className="text-lg font-bold text-fg">{props.title}</DialogTitle>
      <DialogDescription className="mt-2 text-sm text-muted">{props.body}</DialogDescription>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {props.withReason ? (
          <TextAreaField
            label={t('common.reason')}
            hint={t('common.reasonHint')}
            error={errors.reason?.message}
            maxLength={500}
            {...form.register('reason')}
          />
        ) : null}
        {failure ? (
          <p role="alert" className="rounded-md bg-danger-surface p-3 text-sm text-danger-fg">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">{t('common.cancel')}</Button>
          </DialogClose>
          <Button type="submit" variant={props.danger ? 'danger' : 'primary'} disabled={pending}>
            {props.confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
