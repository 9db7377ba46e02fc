import type { TFunction } from 'i18next';
import { type ErrorToast, isRefusal } from '../../lib/mutation-errors';

/**
 * The words of a failed auth call (its mutation's `meta.errorToast`), spec section 8: a refusal
 * shows `title` with the server's message; anything unexpected (offline, server error) shows
 * 'Something went wrong' / 'Please try again later.'.
 */
export function authFailure(t: TFunction<'auth'>, title: string): ErrorToast {
  return (error) =>
    isRefusal(error)
      ? { title, fallback: t('toasts.tryLater') }
      : { title: t('toasts.somethingWrong'), description: t('toasts.tryLater') };
}

/** After signing in the page reloads (spec section 4), without the welcome flow's URL state. */
export function reloadSignedIn(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('view');
  url.searchParams.delete('verified');
  url.searchParams.delete('error');
  if (url.href === window.location.href) window.location.reload();
  else window.location.replace(url.href);
}
