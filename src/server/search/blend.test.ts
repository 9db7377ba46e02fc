import { describe, expect, it } from 'vitest';
import { blendedScore } from './blend';

describe('relevance blended with distance', () => {
  it('ranks the nearer of two equally relevant items first', () => {
    expect(blendedScore(0.3, 1)).toBeGreaterThan(blendedScore(0.3, 5));
    expect(blendedScore(0, 0.5)).toBeGreaterThan(blendedScore(0, 900));
  });

  it('ranks a much better match first when both are close', () => {
    expect(blendedScore(0.6, 3)).toBeGreaterThan(blendedScore(0.1, 1));
  });

  it('puts a perfect match a thousand miles away below a fair match in town', () => {
    expect(blendedScore(0.1, 2)).toBeGreaterThan(blendedScore(1, 1000));
  });

  it('ranks the more relevant of two items at one place first', () => {
    expect(blendedScore(0.5, 4)).toBeGreaterThan(blendedScore(0.2, 4));
  });
});
