import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/texts';
import { auditFacetsQuery } from './api';
import type { AuditFilters as Filters } from './use-audit-filters';

const control =
  'h-10 w-full rounded-md border border-border-strong bg-surface px-3 text-sm text-fg placeholder:text-gray-500';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Action, actor, resource and day range; applied together with the Apply button. */
export function AuditFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation('admin');
  const facets = useQuery(auditFacetsQuery);
  const [draft, setDraft] = useState<Filters>(filters);
  useEffect(() => setDraft(filters), [filters]);
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  // A value in the address that is not (yet) among the known ones stays selectable.
  const options = (known: string[] | undefined, current: string | undefined) =>
    [...new Set([...(known ?? []), ...(current ? [current] : [])])].sort();

  return (
    <form
      onSubmit={submit}
      aria-label={t('audit.filters')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      <Field id="audit-action" label={t('audit.action')}>
        <select id="audit-action" className={control} value={draft.action ?? ''} onChange={set('action')}>
          <option value="">{t('audit.any')}</option>
          {options(facets.data?.actions, draft.action).map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </Field>
      <Field id="audit-actor" label={t('audit.actor')}>
        <input
          id="audit-actor"
          className={control}
          value={draft.actor ?? ''}
          onChange={set('actor')}
          placeholder={t('audit.actorPlaceholder')}
          maxLength={254}
        />
      </Field>
      <Field id="audit-resource-type" label={t('audit.resourceType')}>
        <select
          id="audit-resource-type"
          className={control}
          value={draft.resourceType ?? ''}
          onChange={set('resourceType')}
        >
          <option value="">{t('audit.any')}</option>
          {options(facets.data?.resourceTypes, draft.resourceType).map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </Field>
      <Field id="audit-resource-id" label={t('audit.resourceId')}>
        <input
          id="audit-resource-id"
          className={control}
          value={draft.resourceId ?? ''}
          onChange={set('resourceId')}
          maxLength={128}
        />
      </Field>
      <Field id="audit-from" label={t('audit.from')}>
        <input
          id="audit-from"
          type="date"
          className={control}
          value={draft.from ?? ''}
          onChange={set('from')}
        />
      </Field>
      <Field id="audit-to" label={t('audit.to')}>
        <input id="audit-to" type="date" className={control} value={draft.to ?? ''} onChange={set('to')} />
      </Field>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">{t('common.apply')}</Button>
        <Button variant="secondary" onClick={() => onChange({})}>
          {t('common.clear')}
        </Button>
      </div>
    </form>
  );
}
