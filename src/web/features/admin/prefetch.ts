import type { QueryClient } from '@tanstack/react-query';
import {
  adminSettingsQuery,
  analyticsQuery,
  auditQuery,
  type IdentityQueueStatus,
  identityQueueQuery,
  usersQuery,
} from './api';

/**
 * What each admin page's loader starts fetching while the page's code loads, read from the
 * address exactly as the page reads it (same query options, so the page finds it in the cache).
 */
export function prefetchAdminPage(queryClient: QueryClient, url: URL): void {
  const params = url.searchParams;
  const page = Number(params.get('page')) > 1 ? Number(params.get('page')) : undefined;
  switch (url.pathname) {
    case '/admin/users': {
      const role = params.get('role');
      const status = params.get('status');
      void queryClient.prefetchQuery(
        usersQuery({
          q: params.get('q') || undefined,
          role: role === 'admin' || role === 'user' ? role : undefined,
          status: status === 'active' || status === 'suspended' ? status : undefined,
          page,
        }),
      );
      return;
    }
    case '/admin/analytics':
      void queryClient.prefetchQuery(analyticsQuery);
      return;
    case '/admin/settings':
      void queryClient.prefetchQuery(adminSettingsQuery);
      return;
    case '/admin/identity': {
      const status = params.get('status') as IdentityQueueStatus | null;
      const known: IdentityQueueStatus[] = ['pending', 'approved', 'rejected'];
      void queryClient.prefetchQuery(
        identityQueueQuery({
          status: status && known.includes(status) ? status : 'pending',
          page: page ?? 1,
        }),
      );
      return;
    }
    case '/admin/audit': {
      const filters: Record<string, string> = {};
      for (const key of ['action', 'actor', 'resourceType', 'resourceId', 'from', 'to']) {
        const value = params.get(key)?.trim();
        if (value) filters[key] = value;
      }
      void queryClient.prefetchInfiniteQuery(auditQuery(filters));
      return;
    }
  }
}
