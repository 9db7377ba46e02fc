import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditLogQuerySchema } from '../../shared/schemas/admin';
import type { Db } from '../db/client';
import { auditEvents, profiles, user } from '../db/schema';
import { badRequest } from '../errors';
import { escapeLike, SHORT_ID_LENGTH } from './users-query';

export const AUDIT_PAGE_SIZE = 50;

export type AuditLogFilters = z.output<typeof auditLogQuerySchema>;

export interface AuditLogEntry {
  id: string;
  action: string;
  createdAt: string;
  actor: { id: string; shortId: string; displayName: string } | null;
  resourceType: string | null;
  resourceId: string | null;
  metadata: Record<string, unknown> | null;
  source: 'server' | 'client';
  ipAddress: string | null;
}

export interface AuditLogPage {
  events: AuditLogEntry[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The cursor is the last event's time (to the microsecond, as Postgres stores it; a JavaScript
 * Date would lose events within the same millisecond) and its id.
 */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f-]{36})$/;
const cursorTime = sql<string>`to_char(${auditEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function decodeCursor(cursor: string): { time: string; id: string } {
  const match = CURSOR.exec(cursor);
  if (!match?.[1] || !match[2] || Number.isNaN(Date.parse(match[1]))) {
    throw badRequest(
      'This page link is no longer valid. Please reload the audit log.',
      'invalid_audit_cursor',
    );
  }
  return { time: match[1], id: match[2] };
}

function conditions(filters: AuditLogFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.action) where.push(eq(auditEvents.action, filters.action));
  if (filters.resourceType) where.push(eq(auditEvents.resourceType, filters.resourceType));
  if (filters.resourceId) where.push(eq(auditEvents.resourceId, filters.resourceId));
  if (filters.actor) {
    const actor = filters.actor;
    // An address names exactly one account; anything else is an id or the start of one.
    where.push(
      actor.includes('@')
        ? eq(user.email, actor.toLowerCase())
        : (or(eq(auditEvents.actorId, actor), ilike(auditEvents.actorId, `${escapeLike(actor)}%`)) as SQL),
    );
  }
  if (filters.from) where.push(gte(auditEvents.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) {
    where.push(lt(auditEvents.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)));
  }
  if (filters.before) {
    const cursor = decodeCursor(filters.before);
    where.push(
      sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  return where;
}

/** Newest first, 50 a page, filtered by action, actor, resource and day range. */
export async function listAuditEvents(db: Db, filters: AuditLogFilters): Promise<AuditLogPage> {
  const where = conditions(filters);
  const rows = await db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      createdAt: auditEvents.createdAt,
      cursorTime,
      actorId: auditEvents.actorId,
      actorName: sql<string | null>`coalesce(nullif(${profiles.displayName}, ''), ${user.name})`,
      resourceType: auditEvents.resourceType,
      resourceId: auditEvents.resourceId,
      metadata: auditEvents.metadata,
      source: auditEvents.source,
      ipAddress: auditEvents.ipAddress,
    })
    .from(auditEvents)
    .leftJoin(user, eq(user.id, auditEvents.actorId))
    .leftJoin(profiles, eq(profiles.id, auditEvents.actorId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    events: page.map((row) => ({
      id: row.id,
      action: row.action,
      createdAt: new Date(row.createdAt).toISOString(),
      actor: row.actorId
        ? {
            id: row.actorId,
            shortId: row.actorId.slice(0, SHORT_ID_LENGTH),
            displayName: row.actorName ?? '',
          }
        : null,
      resourceType: row.resourceType,
      resourceId: row.resourceId,
      metadata: row.metadata ?? null,
      source: row.source,
      ipAddress: row.ipAddress,
    })),
    nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? `${last.cursorTime}_${last.id}` : null,
  };
}

/** The actions and resource types that occur, for the filter menus. */
export async function auditFacets(db: Db): Promise<{ actions: string[]; resourceTypes: string[] }> {
  const [actions, resourceTypes] = await Promise.all([
    db
      .selectDistinct({ value: auditEvents.action })
      .from(auditEvents)
      .orderBy(asc(auditEvents.action))
      .limit(500),
    db
      .selectDistinct({ value: auditEvents.resourceType })
      .from(auditEvents)
      .where(sql`${auditEvents.resourceType} is not null`)
      .orderBy(asc(auditEvents.resourceType))
      .limit(500),
  ]);
  return {
    actions: actions.map((row) => row.value),
    resourceTypes: resourceTypes.map((row) => row.value).filter((value): value is string => Boolean(value)),
  };
}
