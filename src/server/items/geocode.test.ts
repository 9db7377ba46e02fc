import { describe, expect, it } from 'vitest';
import { distanceMiles, geocodePlace, placeNear } from './geocode';

describe('geocodePlace', () => {
  it('resolves a ZIP code (with or without the +4) to its point and city', async () => {
    const place = await geocodePlace('78701');
    expect(place?.label).toBe('Austin, TX');
    expect(place?.latitude).toBeCloseTo(30.27, 1);
    expect(place?.longitude).toBeCloseTo(-97.74, 1);
    expect((await geocodePlace('78701-1234'))?.label).toBe('Austin, TX');
  });

  it('resolves City, State with the state as code or name, in any case', async () => {
    for (const text of ['Austin, TX', 'austin tx', 'Austin, Texas', '  Austin ,  tx ']) {
      const place = await geocodePlace(text);
      expect(place?.label, text).toBe('Austin, TX');
      expect(place?.latitude).toBeCloseTo(30.3, 0);
    }
    expect((await geocodePlace('Salt Lake City, Utah'))?.label).toBe('Salt Lake City, UT');
    expect((await geocodePlace('Portland, Oregon'))?.latitude).toBeCloseTo(45.5, 0);
    expect((await geocodePlace('Portland, ME'))?.latitude).toBeCloseTo(43.7, 0);
  });

  it('returns null for places it does not know', async () => {
    for (const text of ['', 'Austin', 'Atlantis, ZZ', '00000', 'Paris, France', '<script>']) {
      expect(await geocodePlace(text), text).toBeNull();
    }
  });
});

describe('placeNear', () => {
  it('names a point after the nearest place', async () => {
    const place = await placeNear(37.7793, -122.4193);
    expect(place?.label).toBe('San Francisco, CA');
  });

  it('returns null in the middle of the ocean', async () => {
    expect(await placeNear(0, -140)).toBeNull();
  });
});

describe('distanceMiles', () => {
  it('measures great-circle distance in miles', () => {
    const austin = { latitude: 30.2672, longitude: -97.7431 };
    const dallas = { latitude: 32.7767, longitude: -96.797 };
    expect(distanceMiles(austin, dallas)).toBeGreaterThan(180);
    expect(distanceMiles(austin, dallas)).toBeLessThan(185);
    expect(distanceMiles(austin, austin)).toBe(0);
  });
});
