import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type UserRole } from '../../shared/schemas/admin';
import type { Db } from '../db/client';
import { identityVerifications, profiles, user, userRoles, userSuspensions } from '../db/schema';

/** One row of /admin/users. The email never leaves the server: the page shows 'Protected'. */
export interface AdminUser {
  id: string;
  /** The first 8 characters of the id, as shown in lists. */
  shortId: string;
  /** Empty when the person gave none. */
  displayName: string;
  role: UserRole;
  createdAt: string;
  suspension: { since: string; reason: string } | null;
  identity: 'none' | 'pending' | 'approved' | 'rejected';
}

export interface AdminUserPage {
  users: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface UserFilters {
  q: string;
  role?: UserRole;
  status?: 'active' | 'suspended';
  page: number;
}

export const SHORT_ID_LENGTH = 8;

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const displayName = sql<string>`coalesce(nullif(${profiles.displayName}, ''), ${user.name}, '')`;
const role = sql<UserRole>`coalesce(${userRoles.role}, 'user')`;

const columns = {
  id: user.id,
  displayName,
  role,
  createdAt: user.createdAt,
  suspendedAt: userSuspensions.createdAt,
  suspensionReason: userSuspensions.reason,
  identityStatus: identityVerifications.status,
};

function filtersOf({ q, role: wantedRole, status }: UserFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const search = or(
      ilike(displayName, pattern),
      ilike(user.id, `${escapeLike(q)}%`),
      // A whole address finds its account without the list ever showing addresses.
      eq(user.email, q.toLowerCase()),
    );
    if (search) conditions.push(search);
  }
  if (wantedRole === 'admin') conditions.push(eq(userRoles.role, 'admin'));
  if (wantedRole === 'user') conditions.push(sql`${userRoles.role} is distinct from 'admin'`);
  if (status === 'suspended') conditions.push(isNotNull(userSuspensions.userId));
  if (status === 'active') conditions.push(isNull(userSuspensions.userId));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The list's columns over every table a row draws on. */
function selectUsers(db: Db) {
  return db
    .select(columns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .leftJoin(userSuspensions, eq(userSuspensions.userId, user.id))
    .leftJoin(identityVerifications, eq(identityVerifications.userId, user.id));
}

function countUsers(db: Db) {
  return db
    .select({ total: count() })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .leftJoin(userSuspensions, eq(userSuspensions.userId, user.id));
}

type Row = {
  id: string;
  displayName: string;
  role: UserRole;
  createdAt: Date;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  identityStatus: 'pending' | 'approved' | 'rejected' | null;
};

function toAdminUser(row: Row): AdminUser {
  return {
    id: row.id,
    shortId: row.id.slice(0, SHORT_ID_LENGTH),
    displayName: row.displayName,
    role: row.role,
    createdAt: new Date(row.createdAt).toISOString(),
    suspension: row.suspendedAt
      ? { since: new Date(row.suspendedAt).toISOString(), reason: row.suspensionReason ?? '' }
      : null,
    identity: row.identityStatus ?? 'none',
  };
}

/** Newest accounts first; 20 a page. */
export async function listUsers(db: Db, filters: UserFilters): Promise<AdminUserPage> {
  const where = filtersOf(filters);
  const pageSize = ADMIN_PAGE_SIZE;
  const [rows, totals] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize),
    countUsers(db).where(where),
  ]);
  const total = Number(totals[0]?.total ?? 0);
  return {
    users: rows.map(toAdminUser),
    total,
    page: filters.page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export async function findAdminUser(db: Db, userId: string): Promise<AdminUser | null> {
  const [row] = await selectUsers(db).where(eq(user.id, userId)).limit(1);
  return row ? toAdminUser(row) : null;
}
