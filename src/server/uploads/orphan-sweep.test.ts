import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { KEY_COLUMNS } from './orphan-sweep';

/** `*_key` columns that hold no storage key. */
const NOT_STORAGE_KEYS = [
  'notifications.dedupe_key',
  'rate_limit.key',
  'sandbox_refunds.idempotency_key',
  'sandbox_transfers.idempotency_key',
  'system_settings.key',
];

describe('the orphan sweep knows every column that references a stored file', () => {
  it('has each `*_key` column of the schema, or names it as no storage key', () => {
    const tables: PgTable[] = [];
    for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) tables.push(value);
    const keyColumns = tables
      .flatMap((table) =>
        Object.values(getTableColumns(table))
          .filter((column) => column.name === 'key' || column.name.endsWith('_key'))
          .map((column) => `${getTableName(table)}.${column.name}`),
      )
      .sort();
    const known = [...KEY_COLUMNS.public, ...KEY_COLUMNS.private]
      .map((column) => `${getTableName(column.table)}.${column.name}`)
      .concat(NOT_STORAGE_KEYS)
      .sort();
    expect(keyColumns).toEqual(known);
  });
});
