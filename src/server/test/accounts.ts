import { and, desc, eq } from 'drizzle-orm';
import { setRole } from '../auth/roles';
import { outboxMail, user } from '../db/schema';
import type { TestApp } from './test-app';

/**
 * Integration-test helpers for signed-in requests: create accounts through the real HTTP API
 * and carry their session cookie. Every request a helper makes is one a browser could make.
 */

export const TEST_PASSWORD = 'Sup3rSecret!';

export interface SignedIn {
  userId: string;
  email: string;
  /** Pass as the `headers` argument of `t.request(...)` to act as this user. */
  headers: { cookie: string };
}

/** `name=value; name2=value2` from a response's Set-Cookie headers (cleared cookies dropped). */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

export async function signUp(t: TestApp, input: { email: string; password?: string; name?: string }) {
  return t.request('POST', '/api/auth/sign-up/email', {
    email: input.email,
    password: input.password ?? TEST_PASSWORD,
    name: input.name ?? '',
  });
}

/** Marks the email verified, as clicking the link in the verification email would. */
export async function markVerified(t: TestApp, email: string): Promise<void> {
  await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email.toLowerCase()));
}

export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD) {
  return t.request('POST', '/api/auth/sign-in/email', { email, password });
}

/**
 * A new, verified account signed in: `{ userId, email, headers }`. With `admin: true` the account
 * also gets the admin role.
 */
export async function signUpAndSignIn(
  t: TestApp,
  input: { email: string; password?: string; name?: string; admin?: boolean },
): Promise<SignedIn> {
  const password = input.password ?? TEST_PASSWORD;
  const created = await signUp(t, { ...input, password });
  if (created.status !== 200) {
    throw new Error(`sign-up failed (${created.status}): ${await created.text()}`);
  }
  await markVerified(t, input.email);
  const response = await signIn(t, input.email, password);
  if (response.status !== 200) {
    throw new Error(`sign-in failed (${response.status}): ${await response.text()}`);
  }
  const body = (await response.json()) as { user: { id: string; email: string } };
  if (input.admin) await setRole(t.database.db, body.user.id, 'admin');
  return { userId: body.user.id, email: body.user.email, headers: { cookie: cookiesFrom(response) } };
}

/** The newest email sent to `to` from the development outbox (after running due jobs), or undefined. */
export async function latestMail(t: TestApp, to: string) {
  await t.runJobs();
  const [mail] = await t.database.db
    .select()
    .from(outboxMail)
    .where(and(eq(outboxMail.to, to.toLowerCase())))
    .orderBy(desc(outboxMail.createdAt))
    .limit(1);
  return mail;
}

/** The first link in an email's text part that contains `fragment`. */
export function linkIn(text: string, fragment: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`no link containing ${fragment} in:\n${text}`);
  return link;
}
