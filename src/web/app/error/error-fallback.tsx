import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/texts';

export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold">{t('errorBoundary.title')}</h1>
      <p className="text-muted">{t('errorBoundary.message')}</p>
      <div className="flex gap-3">
        <Button onClick={onRetry}>{t('errorBoundary.tryAgain')}</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('errorBoundary.refresh')}
        </Button>
      </div>
    </section>
  );
}
