import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/texts';

/** An inline failure with the server's message and a way to try again. */
export function LoadError({
  title,
  message,
  onRetry,
}: {
  title?: string;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className="rounded-lg border border-danger-border bg-danger-surface p-4 text-danger-fg">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p className="text-sm">{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
