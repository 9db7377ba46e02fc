import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('leaves no markup characters behind', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(escapeHtml(value)).not.toMatch(/[<>"']/);
      }),
    );
  });

  it('reads back as the text it was given', () => {
    const entities: Record<string, string> = {
      '&amp;': '&',
      '&lt;': '<',
      '&gt;': '>',
      '&quot;': '"',
      '&#39;': "'",
    };
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(escapeHtml(value).replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!)).toBe(
          value,
        );
      }),
    );
  });
});
