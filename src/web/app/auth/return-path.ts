/**
 * Where to go after signing in: the page that sent the visitor to sign in (`?next=`), when it is
 * a path on this site. Anything else (another origin, `//host`, a backslash trick) goes home, so
 * the parameter can never send someone off-site.
 */
export function returnPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  if (next.startsWith('/welcome')) return '/';
  return next;
}

/** The sign-in link for a page that needs an account to continue. */
export function signInPath(from: string): string {
  const next = returnPath(from);
  return next === '/' ? '/welcome?view=login' : `/welcome?view=login&next=${encodeURIComponent(next)}`;
}
