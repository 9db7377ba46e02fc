import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '../../lib/api-client';

export type NotificationView = InferResponseType<typeof api.notifications.$get, 200>['notifications'][number];

/** Live count changes invalidate everything under `notificationKeys.all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  one: (id: string) => ['notifications', 'one', id] as const,
};

export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.list,
  queryFn: () => unwrap(api.notifications.$get()),
  staleTime: 0,
});

export const notificationQuery = (id: string) =>
  queryOptions({
    queryKey: notificationKeys.one(id),
    queryFn: () => unwrap(api.notifications[':id'].$get({ param: { id } })),
    select: (data) => data.notification,
    retry: false,
  });

export const markNotificationRead = (id: string) =>
  unwrap(api.notifications[':id'].read.$post({ param: { id } }));
export const deleteNotification = (id: string) => unwrap(api.notifications[':id'].$delete({ param: { id } }));
export const deleteAllNotifications = () => unwrap(api.notifications.$delete());
