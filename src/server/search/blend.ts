import { type SQL, sql } from 'drizzle-orm';

/**
 * "Best match" when the visitor's place is known: relevance blended with distance. A rental is
 * collected in person, so a good match a thousand miles away is of no use; the score is the
 * relevance divided by a distance decay that halves it at DISTANCE_SCALE_MILES and keeps falling
 * after. Equal relevance: the nearer item ranks first. A clearly better match (a title hit over a
 * word in the description) still wins over a slightly shorter trip.
 */
export const DISTANCE_SCALE_MILES = 10;
/** Added to the rank so an item the text matches only weakly (rank 0) is still ordered by distance. */
export const RELEVANCE_FLOOR = 0.01;

export function blendedScore(relevance: number, miles: number): number {
  return (relevance + RELEVANCE_FLOOR) / (1 + Math.max(miles, 0) / DISTANCE_SCALE_MILES);
}

/** The same score in SQL, over the rank and the distance in miles (both double precision). */
export function blendedScoreSql(relevance: SQL, miles: SQL): SQL<number> {
  return sql<number>`((${relevance} + ${RELEVANCE_FLOOR}::double precision) / (1 + greatest(${miles}, 0) / ${DISTANCE_SCALE_MILES}::double precision))`;
}
