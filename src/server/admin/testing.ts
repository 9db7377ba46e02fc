/** Integration-test helpers for the admin API. */

/** The JSON body of a response (or of a pending request). */
export async function json<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}
export type { AdminUserPage } from './users-query';
