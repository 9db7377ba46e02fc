import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';
import { badRequest } from '../errors';
import type { Point } from './columns';
import { geocodePlace, type Place, placeNear } from './geocode';
import { keptProfileLocation } from './kept-location';

export const PLACE_NOT_FOUND =
  'We could not find that place. Enter a US city and state (e.g. Austin, TX) or a ZIP code.';
export const LOCATION_REQUIRED =
  'Please add a location: a US city and state or a ZIP code, or use your current location.';

/** Geocoding is a pure function of the text, so answers are kept (bounded) for the process's life. */
const cache = new Map<string, Place | null>();
const CACHE_LIMIT = 5000;

export async function cachedGeocode(text: string): Promise<Place | null> {
  const key = text.trim().toLowerCase();
  if (cache.has(key)) return cache.get(key) ?? null;
  const place = await geocodePlace(text);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, place);
  return place;
}

/** The profile's location ('City, State' or ZIP) as a place, or null when empty or unknown. */
export async function profilePlace(db: Db, userId: string): Promise<Place | null> {
  // Read, not ensured: a member without a profile row has no location either (profiles own the row).
  const [profile] = await db
    .select({ location: profiles.location })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!profile?.location) return null;
  return cachedGeocode(profile.location);
}

/**
 * Where a listing is: the typed place, else the browser's position, else the owner's profile
 * location. A typed place that cannot be found is an error, never a silent fallback.
 */
export async function resolveListingPlace(
  db: Db,
  input: { location?: string | undefined; latitude?: number | null; longitude?: number | null },
  ownerId: string,
): Promise<Place> {
  if (input.location) {
    const place = await cachedGeocode(input.location);
    if (!place) throw badRequest(PLACE_NOT_FOUND, 'place_not_found');
    return place;
  }
  if (input.latitude != null && input.longitude != null) {
    const place = await placeNear(input.latitude, input.longitude);
    if (!place) throw badRequest(PLACE_NOT_FOUND, 'place_not_found');
    return place;
  }
  const fromProfile = await profilePlace(db, ownerId);
  if (!fromProfile) throw badRequest(LOCATION_REQUIRED, 'location_required');
  return fromProfile;
}

/** The point to measure distances from: the one the browser sent, else the viewer's profile place. */
export async function viewerPoint(
  db: Db,
  query: { lat?: number | undefined; lng?: number | undefined },
  viewerId: string | null,
): Promise<Point | null> {
  if (query.lat !== undefined && query.lng !== undefined)
    return { latitude: query.lat, longitude: query.lng };
  if (!viewerId) return null;
  const location = await keptProfileLocation(db, viewerId);
  const place = location ? await cachedGeocode(location) : null;
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}

/** Points the visitor gives are kept to two decimals (about half a mile): no more is needed. */
const roughly = (value: number) => Math.round(value * 100) / 100;

/** The place a visitor says they are at: typed ('78701', 'Austin, TX') or the browser's point. */
export async function viewerPlace(query: {
  q?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
}): Promise<Place> {
  const place =
    query.lat !== undefined && query.lng !== undefined
      ? await placeNear(query.lat, query.lng)
      : await cachedGeocode(query.q ?? '');
  if (!place) throw badRequest(PLACE_NOT_FOUND, 'place_not_found');
  return { latitude: roughly(place.latitude), longitude: roughly(place.longitude), label: place.label };
}

/** What a public answer computed from `point` is kept under, beside its request (http/public-reads.ts). */
export const pointKey = (point: Point | null): string =>
  point ? `${point.latitude},${point.longitude}` : '';
