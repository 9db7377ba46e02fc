import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { failureMessage } from '../../lib/mutation-errors';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { checkIdentityFile, ownIdentityQuery, uploadIdentityPhoto } from './api';

/** The owner's ID photo form: one image, checked here first, then by the server. */
export function IdentityUpload() {
  const { t } = useTranslation('identity');
  const queryClient = useQueryClient();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setError(null);
    setFile(null);
    if (!chosen) return;
    const problem = checkIdentityFile(chosen);
    if (problem === 'not_image') setError(t('upload.notAnImage', { filename: chosen.name }));
    else if (problem === 'too_large') setError(t('upload.tooLarge', { filename: chosen.name }));
    else setFile(chosen);
  };

  const upload = useMutation({
    mutationFn: ({ chosen }: { chosen: File; form: HTMLFormElement }) => uploadIdentityPhoto(chosen),
    onSuccess: (identity, { form }) => {
      queryClient.setQueryData(ownIdentityQuery.queryKey, identity);
      toast({ title: t('upload.successTitle'), description: t('upload.successBody'), variant: 'success' });
      setFile(null);
      form.reset();
    },
    // The reason stays next to the field too.
    onError: (err) => setError(failureMessage(err, t('upload.failedBody'))),
    meta: { errorToast: { title: t('upload.failedTitle'), fallback: t('upload.failedBody') } },
  });
  const sending = upload.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setError((current) => current ?? t('upload.required'));
      return;
    }
    upload.mutate({ chosen: file, form: event.currentTarget });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('upload.label')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        onChange={choose}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-privacy${error ? ` ${id}-error` : ''}`}
        className="text-sm text-fg file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-white"
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('upload.hint')}
      </p>
      <p id={`${id}-privacy`} className="text-sm text-muted">
        {t('upload.privacy')}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={sending}>
        {t(sending ? 'upload.sending' : 'upload.submit')}
      </Button>
    </form>
  );
}
