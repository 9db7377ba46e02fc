import { describe, expect, it } from 'vitest';
import legal from '../../../locales/en/legal.json';
import { asProseBlocks } from '../text-list';
import { PRIVACY_SECTION_IDS } from './privacy-policy-content';
import { TERMS_SECTION_IDS } from './terms-content';

type Sections = Record<string, { title?: string; body?: unknown }>;

function expectComplete(sections: Sections, ids: readonly string[]) {
  for (const id of ids) {
    expect(sections[id]?.title, id).toBeTruthy();
    expect(asProseBlocks(sections[id]?.body).length, id).toBeGreaterThan(0);
    // Every block must survive the guard: a malformed block would silently vanish from the page.
    expect(asProseBlocks(sections[id]?.body), id).toEqual(sections[id]?.body);
  }
  expect(Object.keys(sections).sort()).toEqual([...ids].sort());
}

describe('legal texts', () => {
  it('the Terms of Service have exactly 13 sections, all with text', () => {
    expect(TERMS_SECTION_IDS).toHaveLength(13);
    expectComplete(legal.terms.sections, TERMS_SECTION_IDS);
  });

  it('the Terms require users to be 18 or older and cover owner and renter duties, fees, deposits, damage, disputes and cancellations', () => {
    const text = JSON.stringify(legal.terms);
    expect(text).toContain('18 or older');
    for (const id of [
      'owner-duties',
      'renter-duties',
      'fees',
      'deposits',
      'damage',
      'disputes',
      'cancellations',
    ]) {
      expect(TERMS_SECTION_IDS, id).toContain(id);
    }
    expect(text).toContain('{{feePercent}}% of the rental subtotal');
    expect(text).toContain('2x the daily rate');
  });

  it('the Privacy Policy has all its sections and says the service is not for children under 13', () => {
    expectComplete(legal.privacy.sections, PRIVACY_SECTION_IDS);
    expect(JSON.stringify(legal.privacy.sections.children)).toContain('not intended for children under 13');
  });
});
