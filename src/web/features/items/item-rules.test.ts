import { describe, expect, it } from 'vitest';
import { visibleCount, visibleTags } from './item-rules';

describe('visibleTags', () => {
  it("shows three tags and counts the rest for '+N more'", () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hiddenCount: 2 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], hiddenCount: 0 });
  });
});

describe('visibleCount', () => {
  it('shows four of eight categories until expanded', () => {
    expect(visibleCount(false, 8)).toBe(4);
    expect(visibleCount(true, 8)).toBe(8);
  });
});
