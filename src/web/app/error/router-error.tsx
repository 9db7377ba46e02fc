import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's own fallback (spec section 8), for errors outside any page, such as a failed lazy load. */
export function RouterError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-2xl font-bold">{t('routerError.title')}</h1>
      <p className="mt-4 font-mono text-sm text-muted">{detail}</p>
    </main>
  );
}
