import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../../app/auth/auth-context';

/**
 * The live connection (GET /api/live, server-sent events): unread counts for the bell, and
 * invalidation of the conversation and notification queries when something changes. Kept tiny
 * and free of the typed API client: it is part of every page.
 */
export interface LiveCounts {
  notifications: number;
  messages: number;
}

const ZERO: LiveCounts = { notifications: 0, messages: 0 };
let counts: LiveCounts = ZERO;
const listeners = new Set<() => void>();

function setCounts(next: LiveCounts) {
  counts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveCounts(): LiveCounts {
  return useSyncExternalStore(
    subscribe,
    () => counts,
    () => ZERO,
  );
}

/** Holds the stream open while someone is signed in (the browser reconnects it after a drop). */
export function useLiveConnection() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/live');
    source.addEventListener('counts', (event) => {
      const next = JSON.parse(event.data) as LiveCounts;
      if (next.notifications !== counts.notifications) {
        void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      }
      setCounts(next);
    });
    const conversationsChanged = () => void queryClient.invalidateQueries({ queryKey: ['conversations'] });
    source.addEventListener('message', conversationsChanged);
    source.addEventListener('read', conversationsChanged);
    return () => {
      source.close();
      setCounts(ZERO);
    };
  }, [userId, queryClient]);
}
