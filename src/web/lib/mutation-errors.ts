import { MutationCache } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { toast } from './toast';

/**
 * How a failed mutation is told, declared where the mutation is (`meta: { errorToast }`):
 * - `{ title, fallback }`: a toast titled `title` with the server's message, or `fallback` when
 *   the failure carries none (offline, a proxy's error page);
 * - `'message'`: the server's message alone as the toast's title.
 * A mutation without it shows its failure itself (next to a field, in a dialog).
 */
export type ErrorToast = { title: string; fallback: string } | 'message';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorToast?: ErrorToast };
  }
}

/** The person-readable reason of a failure: the API's message, or the fallback for anything else. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export function showMutationError(error: unknown, how: ErrorToast, genericFallback: string): void {
  if (how === 'message') toast({ title: failureMessage(error, genericFallback), variant: 'error' });
  else toast({ title: how.title, description: failureMessage(error, how.fallback), variant: 'error' });
}

/**
 * The one error path of the web's mutations: the query client's mutation cache calls this for
 * every failure, after the mutation's own onError (which then only handles state, not toasts).
 */
export function createMutationCache(genericFallback: () => string): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const how = mutation.meta?.errorToast;
      if (how) showMutationError(error, how, genericFallback());
    },
  });
}
