import { useSearchParams } from 'react-router';

export interface AuditFilters {
  action?: string;
  actor?: string;
  resourceType?: string;
  resourceId?: string;
  from?: string;
  to?: string;
}

const KEYS = ['action', 'actor', 'resourceType', 'resourceId', 'from', 'to'] as const;

/** The audit log's filters live in the address (shareable, survive a reload). */
export function useAuditFilters(): [AuditFilters, (next: AuditFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {};
  for (const key of KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const update = (next: AuditFilters) => {
    const search = new URLSearchParams();
    for (const key of KEYS) {
      const value = next[key]?.trim();
      if (value) search.set(key, value);
    }
    setParams(search);
  };
  return [filters, update];
}
