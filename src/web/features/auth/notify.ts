import type { TFunction } from 'i18next';
import { toast } from '../../lib/toast';
import { isRefusal } from './auth-client';

/**
 * Spec section 8: a refusal shows `title` with the server's message; anything unexpected
 * (offline, server error) shows 'Something went wrong' / 'Please try again later.'.
 */
export function notifyFailure(t: TFunction<'auth'>, title: string, error: unknown): void {
  if (isRefusal(error)) toast({ title, description: error.message, variant: 'error' });
  else toast({ title: t('toasts.somethingWrong'), description: t('toasts.tryLater'), variant: 'error' });
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
