import { describe, expect, it } from 'vitest';
import { keepStatementsUnnamed, MAX_VARIANTS, preparedStatement } from './prepared';

describe('preparedStatement', () => {
  const statement = preparedStatement('item_page', (_db: object, name, variant) => ({ name, variant }));

  it('builds once per handle and variant, named after both', () => {
    const db = {};
    expect(statement(db, 'near')).toBe(statement(db, 'near'));
    expect(statement(db, 'near')).toEqual({ name: 'item_page_near', variant: 'near' });
    expect(statement(db)).toEqual({ name: 'item_page', variant: '' });
    expect(statement({}, 'near')).not.toBe(statement(db, 'near'));
  });

  it('stays unnamed (parsed per execution) on a handle behind a transaction-mode pooler', () => {
    const pooled = {};
    keepStatementsUnnamed(pooled);
    expect(statement(pooled, 'near')).toEqual({ name: '', variant: 'near' });
  });

  it('keeps at most MAX_VARIANTS named variants per handle: the rest are built per call, unnamed', () => {
    const db = {};
    for (let i = 0; i < MAX_VARIANTS; i += 1) statement(db, `v${i}`);
    const past = statement(db, 'one-more');
    expect(past).toEqual({ name: '', variant: 'one-more' });
    expect(statement(db, 'one-more')).not.toBe(past);
    expect(statement(db, 'v0')).toEqual({ name: 'item_page_v0', variant: 'v0' });
  });
});
