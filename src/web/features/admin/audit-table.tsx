import { formatDate, formatTime } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import type { AuditEntry } from './api';

/** Metadata as short 'key: value' pairs; nested values as compact JSON. */
export function describeMetadata(metadata: Record<string, unknown> | null): string {
  if (!metadata) return '';
  return Object.entries(metadata)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

/** The audit events, newest first: when, what, who, on what, and the details recorded. */
export function AuditTable({ events }: { events: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  return (
    <section
      aria-label={t('audit.tableLabel')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-border"
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="bg-surface-muted text-xs uppercase tracking-wide text-muted">
          <tr>
            {(['time', 'action', 'actor', 'resource', 'details', 'source'] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {t(`audit.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {events.map((event) => (
            <tr key={event.id} className="align-top">
              <td className="whitespace-nowrap px-3 py-2 text-fg-soft">
                <time dateTime={event.createdAt}>
                  {formatDate(event.createdAt)} {formatTime(event.createdAt)}
                </time>
              </td>
              <th scope="row" className="px-3 py-2 font-mono text-xs font-medium text-fg">
                {event.action}
              </th>
              <td className="px-3 py-2 text-fg-soft">
                {event.actor ? (
                  <>
                    {event.actor.displayName || t('common.noName')}{' '}
                    <span className="font-mono text-xs text-muted" title={event.actor.id}>
                      ({event.actor.shortId})
                    </span>
                  </>
                ) : (
                  <span className="text-muted">{t('audit.system')}</span>
                )}
              </td>
              <td className="px-3 py-2 text-fg-soft">
                {event.resourceType ? (
                  <>
                    {event.resourceType}
                    {event.resourceId ? (
                      <span className="block max-w-48 truncate font-mono text-xs" title={event.resourceId}>
                        {event.resourceId}
                      </span>
                    ) : null}
                  </>
                ) : null}
              </td>
              <td className="max-w-md break-words px-3 py-2 text-xs text-fg-soft">
                {describeMetadata(event.metadata)}
                {event.ipAddress ? (
                  <span className="block text-muted">
                    {t('audit.ipAddress', { address: event.ipAddress })}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 text-fg-soft">{t(`audit.sources.${event.source}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
