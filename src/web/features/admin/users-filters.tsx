import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/texts';
import type { UserFilters } from './api';

const selectClass = 'h-10 rounded-md border border-border-strong bg-surface px-3 text-sm text-fg';

interface UsersFiltersProps {
  filters: UserFilters;
  onChange: (next: UserFilters) => void;
}

/** Search text (submitted), role and status (applied at once); any change goes back to page 1. */
export function UsersFilters({ filters, onChange }: UsersFiltersProps) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(filters.q ?? '');
  useEffect(() => setText(filters.q ?? ''), [filters.q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: text.trim() || undefined, page: undefined });
  };
  return (
    <form aria-label={t('users.filters')} onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor="admin-user-search" className="text-sm font-medium text-fg">
          {t('users.search')}
        </label>
        <div className="flex gap-2">
          <input
            id="admin-user-search"
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('users.searchPlaceholder')}
            className="h-10 w-full rounded-md border border-border-strong bg-surface px-3 text-sm text-fg placeholder:text-gray-500"
          />
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" className="h-4 w-4" />
            {t('users.searchButton')}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="admin-user-role" className="text-sm font-medium text-fg">
          {t('users.roleFilter')}
        </label>
        <select
          id="admin-user-role"
          className={selectClass}
          value={filters.role ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              role: (event.target.value || undefined) as UserFilters['role'],
              page: undefined,
            })
          }
        >
          <option value="">{t('users.any')}</option>
          <option value="admin">{t('users.roles.admin')}</option>
          <option value="user">{t('users.roles.user')}</option>
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="admin-user-status" className="text-sm font-medium text-fg">
          {t('users.statusFilter')}
        </label>
        <select
          id="admin-user-status"
          className={selectClass}
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              status: (event.target.value || undefined) as UserFilters['status'],
              page: undefined,
            })
          }
        >
          <option value="">{t('users.any')}</option>
          <option value="active">{t('users.statuses.active')}</option>
          <option value="suspended">{t('users.statuses.suspended')}</option>
        </select>
      </div>
    </form>
  );
}
