import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TIMINGS } from '../../../shared/constants';
import { api, unwrap } from '../../lib/api-client';
import { useAuth } from './auth-context';

export type Role = 'admin' | 'user';

/** One lookup per user id, kept for the visit; a failed lookup counts as 'user' (spec section 4). */
export const roleLookup = (userId: string) =>
  queryOptions({
    queryKey: ['role', userId],
    queryFn: async (): Promise<Role> => {
      try {
        return (await unwrap(api.roles.me.$get())).role;
      } catch {
        return 'user';
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export interface RoleState {
  /** null without a signed-in user. */
  role: Role | null;
  isAdmin: boolean;
  /** True while a signed-in user's role is not known yet. */
  loading: boolean;
}

/**
 * The signed-in user's role (spec section 4): no user means null; otherwise looked up once per
 * user id after a 100 ms delay.
 */
export function useRole(): RoleState {
  const { user, loading: authLoading } = useAuth();
  const userId = user?.id ?? null;
  const [delayedFor, setDelayedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(() => setDelayedFor(userId), TIMINGS.roleLookupDelayMs);
    return () => clearTimeout(timer);
  }, [userId]);
  const lookup = useQuery({ ...roleLookup(userId ?? ''), enabled: userId !== null && delayedFor === userId });
  // Until the session is read, "no user" is not known yet either.
  if (!userId) return { role: null, isAdmin: false, loading: authLoading };
  const role = lookup.data ?? null;
  return { role, isAdmin: role === 'admin', loading: role === null };
}

/** isAdmin means role is 'admin'. */
export function useIsAdmin(): boolean {
  return useRole().isAdmin;
}
