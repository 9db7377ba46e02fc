import { describe, expect, it } from 'vitest';
import { keepStatementsUnnamed, preparedStatement } from './prepared';

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
});
