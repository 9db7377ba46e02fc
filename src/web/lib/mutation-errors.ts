import { MutationCache, QueryCache } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { toast } from './toast';

/**
 * How a failed mutation is told, declared where the mutation is (`meta: { errorToast }`):
 * - `{ title, fallback? }`: a toast titled `title` with the server's message, or `fallback` (else
 *   the generic one) when the failure carries none (offline, a proxy's error page);
 * - `{ title, description }`: always these words (the spec fixes some, e.g. analytics' load error);
 * - `'message'`: the server's message alone as the toast's title.
 */
export type ErrorWords =
  | { title: string; fallback?: string }
  | { title: string; description: string }
  | 'message';

/**
 * The words, or a function of the failure that picks them (a refusal and an outage are told
 * differently; null tells nothing, e.g. a cancelled upload or a failure shown next to its field).
 * Queries declare it the same way (`meta: { errorToast }`) and are told by the query cache.
 * A mutation without it shows its failure itself (next to a field, in a dialog).
 *
 * This file is the web's only caller of an error toast for a failed server call
 * (one-error-path.test.ts keeps it so); input refused before any call is told by invalid-input.ts.
 */
export type ErrorToast = ErrorWords | ((error: unknown) => ErrorWords | null);

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorToast?: ErrorToast };
    queryMeta: { errorToast?: ErrorToast };
  }
}

/** The person-readable reason of a failure: the API's message, or the fallback for anything else. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** A refusal is the server saying no to this request (4xx); anything else is an outage. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status < 500;
}

export function showMutationError(error: unknown, toastFor: ErrorToast, genericFallback: string): void {
  const how = typeof toastFor === 'function' ? toastFor(error) : toastFor;
  if (how === null) return;
  if (how === 'message') toast({ title: failureMessage(error, genericFallback), variant: 'error' });
  else if ('description' in how) toast({ title: how.title, description: how.description, variant: 'error' });
  else
    toast({
      title: how.title,
      description: failureMessage(error, how.fallback ?? genericFallback),
      variant: 'error',
    });
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

/** The same path for queries: a failed fetch (after its retries) is told once, as its meta says. */
export function createQueryCache(genericFallback: () => string): QueryCache {
  return new QueryCache({
    onError: (error, query) => {
      const how = query.meta?.errorToast;
      if (how) showMutationError(error, how, genericFallback());
    },
  });
}

/**
 * For a caller that awaits `mutateAsync` only to know when it is over (a form's busy state): the
 * failure has been told already, by the cache or the mutation's own onError, so it ends quietly.
 */
export function settled(running: Promise<unknown>): Promise<void> {
  return running.then(
    () => undefined,
    () => undefined,
  );
}
