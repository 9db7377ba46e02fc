import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import compliance from '../../locales/en/compliance.json';
import { COMPLIANCE_CHECKLIST } from './compliance-checklist';
import { checklistProgress } from './compliance-progress';

describe('checklistProgress', () => {
  it('reports 5 of 8 as 63%', () => {
    const items = [true, true, true, true, true, false, false, false].map((complete) => ({ complete }));
    expect(checklistProgress(items)).toEqual({ complete: 5, total: 8, percent: 63 });
  });

  it('is 0% for an empty checklist and 100% when everything is done', () => {
    expect(checklistProgress([])).toEqual({ complete: 0, total: 0, percent: 0 });
    expect(checklistProgress([{ complete: true }, { complete: true }]).percent).toBe(100);
  });

  it('counts exactly the complete items and keeps the percent a whole number in 0..100', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 200 }), (flags) => {
        const progress = checklistProgress(flags.map((complete) => ({ complete })));
        expect(progress.total).toBe(flags.length);
        expect(progress.complete).toBe(flags.filter(Boolean).length);
        expect(Number.isInteger(progress.percent)).toBe(true);
        expect(progress.percent).toBeGreaterThanOrEqual(0);
        expect(progress.percent).toBeLessThanOrEqual(100);
        if (progress.total > 0) {
          expect(Math.abs(progress.percent - (100 * progress.complete) / progress.total)).toBeLessThanOrEqual(
            0.5,
          );
        }
      }),
    );
  });
});

describe('COMPLIANCE_CHECKLIST', () => {
  it('has the 8 items of the spec, 5 of them complete', () => {
    expect(checklistProgress(COMPLIANCE_CHECKLIST)).toEqual({ complete: 5, total: 8, percent: 63 });
  });

  it('has a title and a description for every item', () => {
    const texts: Record<string, { title?: string; description?: string }> = compliance.items;
    for (const item of COMPLIANCE_CHECKLIST) {
      expect(texts[item.id]?.title, item.id).toBeTruthy();
      expect(texts[item.id]?.description, item.id).toBeTruthy();
    }
    expect(Object.keys(texts).sort()).toEqual(COMPLIANCE_CHECKLIST.map((item) => item.id).sort());
  });
});
