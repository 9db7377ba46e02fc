import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, user } from '../db/schema';
import { notFound } from '../errors';
import { publicName } from '../identity/public';
import type { ItemCard, Point } from '../items/public';
import { cachedGeocode, ownerItems } from '../items/public';
import { type ResponseStats, responseStats } from '../messaging/public';
import type { ObjectStorage } from '../platform/public';
import { type ReviewView, reviewsAbout, userRating } from '../reviews/public';
import { getUserSettings } from '../user-settings/public';
import { ensureProfile, urlOf } from './service';

const LISTINGS_SHOWN = 24;
const REVIEWS_SHOWN = 20;

/** What everyone sees, whatever the member's privacy settings: the name and the rating. */
interface ProfileBasics {
  id: string;
  name: string;
  rating: number;
  reviewCount: number;
}

/** A member who turned Public Profile off: the basics and nothing more. */
export interface PrivateProfileView extends ProfileBasics {
  isPrivate: true;
}

/** /users/{id}: who someone is on ShareShed. Never an email, phone or address. */
export interface PublicProfileView extends ProfileBasics {
  isPrivate: false;
  avatarUrl: string | null;
  bio: string;
  /** The approximate area ('Austin, TX'), only when the member shares their location. */
  area: string | null;
  memberSince: string;
  response: ResponseStats | null;
  listings: ItemCard[];
  reviews: ReviewView[];
}

/**
 * A member's profile as anyone may see it. With Public Profile off, others (not the member
 * themselves) get only the name and rating. The area is the city the member's own location
 * resolves to, never the text they typed (which could be an address), and only with Location
 * Sharing on.
 */
export async function getPublicProfile(
  deps: { db: Db; storage: ObjectStorage },
  profileId: string,
  viewer: { id: string } | null,
  point: Point | null,
): Promise<PrivateProfileView | PublicProfileView> {
  const { db, storage } = deps;
  const row = await ensureProfile(db, profileId);
  if (!row) throw notFound('Profile not found');
  const [[named], settings, rating] = await Promise.all([
    db
      .select({ name: publicName(user, profiles) })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, profileId))
      .limit(1),
    getUserSettings(db, profileId),
    userRating(db, profileId),
  ]);
  const basics: ProfileBasics = {
    id: row.id,
    name: named?.name ?? '',
    rating: rating.rating,
    reviewCount: rating.reviewCount,
  };
  if (!settings.public_profile && viewer?.id !== profileId) return { ...basics, isPrivate: true };
  const [place, response, listings, reviews] = await Promise.all([
    settings.location_sharing && row.location ? cachedGeocode(row.location) : null,
    responseStats(db, profileId),
    ownerItems(db, storage, { ownerId: profileId, point, limit: LISTINGS_SHOWN }),
    reviewsAbout(db, profileId, new Date(), REVIEWS_SHOWN),
  ]);
  return {
    ...basics,
    isPrivate: false,
    avatarUrl: urlOf(storage, row.avatarKey),
    bio: row.bio,
    area: place?.label ?? null,
    memberSince: row.createdAt.toISOString(),
    response,
    listings,
    reviews,
  };
}
