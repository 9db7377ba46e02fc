import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { AuditLogQuery, UserRole } from '../../../shared/schemas/admin';
import type { DisputeDecisionInput } from '../../../shared/schemas/claims';
import type { SystemSettingsUpdate } from '../../../shared/schemas/settings';
import { api, unwrap } from '../../lib/api-client';

/** Query options and calls of the admin pages; route loaders prefetch with these same options. */

export type AdminUserPage = InferResponseType<typeof api.admin.users.$get, 200>;
export type AdminUser = AdminUserPage['users'][number];
export type AnalyticsReport = InferResponseType<typeof api.admin.analytics.$get, 200>;
export type SystemSettings = InferResponseType<typeof api.admin.settings.$get, 200>;
export type AuditLogPage = InferResponseType<typeof api.admin.audit.$get, 200>;
export type AuditEntry = AuditLogPage['events'][number];
export type IdentityQueuePage = InferResponseType<typeof api.admin.identity.$get, 200>;
export type IdentityEntry = IdentityQueuePage['entries'][number];
export type AdminJob = InferResponseType<typeof api.admin.jobs.$get, 200>['jobs'][number];

type QueryValues<T> = { [K in keyof T]: Exclude<T[K], number> | (number extends T[K] ? string : never) };

/** Query strings carry only what is set; numbers travel as text. */
function compact<T extends Record<string, string | number | null | undefined>>(input: T): QueryValues<T> {
  const entries = Object.entries(input)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]);
  return Object.fromEntries(entries) as QueryValues<T>;
}

/** The users list as the page's address describes it. */
export interface UserFilters {
  q?: string;
  role?: UserRole;
  status?: 'active' | 'suspended';
  page?: number;
}

export type IdentityQueueStatus = 'pending' | 'approved' | 'rejected';

export const adminKeys = {
  users: ['admin', 'users'] as const,
  analytics: ['admin', 'analytics'] as const,
  settings: ['admin', 'settings'] as const,
  audit: ['admin', 'audit'] as const,
  identity: ['admin', 'identity'] as const,
  jobs: ['admin', 'jobs'] as const,
  disputes: ['admin', 'disputes'] as const,
};

export const jobsQuery = queryOptions({
  queryKey: adminKeys.jobs,
  queryFn: () => unwrap(api.admin.jobs.$get()),
});

export const retryJob = (kind: string, id: string) =>
  unwrap(api.admin.jobs[':kind'][':id'].retry.$post({ param: { kind, id } }));

/** /admin/disputes: disputed damage claims with both sides' words and photos. */
export const disputesQuery = queryOptions({
  queryKey: adminKeys.disputes,
  queryFn: () => unwrap(api.admin.disputes.$get()),
});
export type DisputeEntry = InferResponseType<typeof api.admin.disputes.$get, 200>['disputes'][number];

export function decideDispute(rentalId: string, input: DisputeDecisionInput) {
  return unwrap(api.admin.disputes[':rentalId'].decision.$post({ param: { rentalId }, json: input }));
}

export const usersQuery = (filters: UserFilters) =>
  queryOptions({
    queryKey: [...adminKeys.users, filters],
    queryFn: () => unwrap(api.admin.users.$get({ query: compact({ ...filters }) })),
    placeholderData: keepPreviousData,
  });

export const analyticsQuery = queryOptions({
  queryKey: adminKeys.analytics,
  queryFn: () => unwrap(api.admin.analytics.$get()),
  // A failure is shown at once (toast and inline) rather than after silent retries.
  retry: false,
});

export const adminSettingsQuery = queryOptions({
  queryKey: adminKeys.settings,
  queryFn: () => unwrap(api.admin.settings.$get()),
});

export const auditQuery = (filters: Omit<AuditLogQuery, 'before'>) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.audit, filters],
    queryFn: ({ pageParam }) =>
      unwrap(api.admin.audit.$get({ query: compact({ ...filters, before: pageParam ?? undefined }) })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const auditFacetsQuery = queryOptions({
  queryKey: [...adminKeys.audit, 'facets'],
  queryFn: () => unwrap(api.admin.audit.facets.$get()),
});

export const identityQueueQuery = (filters: { status: IdentityQueueStatus; page?: number }) =>
  queryOptions({
    queryKey: [...adminKeys.identity, filters],
    queryFn: () => unwrap(api.admin.identity.$get({ query: compact({ ...filters }) })),
    placeholderData: keepPreviousData,
  });

/** The admin-only address of an ID photo (the cookie goes with the image request). */
export const identityDocumentUrl = (userId: string) =>
  `/api/admin/identity/${encodeURIComponent(userId)}/document`;

export const changeRole = (id: string, role: UserRole) =>
  unwrap(api.admin.users[':id'].role.$put({ param: { id }, json: { role } }));

export const suspendUser = (id: string, reason: string) =>
  unwrap(api.admin.users[':id'].suspension.$post({ param: { id }, json: { reason } }));

export const restoreUser = (id: string) =>
  unwrap(api.admin.users[':id'].suspension.$delete({ param: { id } }));

export const saveSettings = (input: SystemSettingsUpdate) => unwrap(api.admin.settings.$put({ json: input }));

export const approveIdentity = (id: string) =>
  unwrap(api.admin.identity[':id'].approval.$post({ param: { id } }));

export const rejectIdentity = (id: string, reason: string) =>
  unwrap(api.admin.identity[':id'].rejection.$post({ param: { id }, json: { reason } }));

/** The support inbox: every member's thread, those awaiting an answer first. */
export const supportInboxQuery = queryOptions({
  queryKey: ['admin', 'support'] as const,
  queryFn: () => unwrap(api.support.inbox.$get()),
});
export type SupportThreadEntry = InferResponseType<typeof api.support.inbox.$get, 200>['threads'][number];

export const supportThreadQuery = (memberId: string) =>
  queryOptions({
    queryKey: ['admin', 'support', memberId] as const,
    queryFn: () => unwrap(api.support.inbox[':id'].$get({ param: { id: memberId } })),
  });

export function answerMember(memberId: string, body: string) {
  return unwrap(api.support.inbox[':id'].$post({ param: { id: memberId }, json: { body } }));
}
