import { useSearchParams } from 'react-router';
import type { UserFilters } from './api';

const ROLES = new Set(['admin', 'user']);
const STATUSES = new Set(['active', 'suspended']);

/** The users list's filters live in the address, so a page of results can be shared and reloaded. */
export function useUserFilters(): [UserFilters, (next: UserFilters) => void] {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const role = params.get('role') ?? '';
  const status = params.get('status') ?? '';
  const filters: UserFilters = {
    q: params.get('q') || undefined,
    role: ROLES.has(role) ? (role as UserFilters['role']) : undefined,
    status: STATUSES.has(status) ? (status as UserFilters['status']) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
  const update = (next: UserFilters) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.role) search.set('role', next.role);
    if (next.status) search.set('status', next.status);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return [filters, update];
}
