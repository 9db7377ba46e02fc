import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Listings. Money in integer cents. The location is a point (latitude/longitude, degrees) plus the
 * approximate place people see ('Austin, TX'); the exact point never leaves the server.
 *
 * status: 'pending' (waiting for review; only the owner and admins see it), 'published' (in the
 * marketplace), 'rejected' (with a reason, until the owner edits and resubmits it).
 * is_available is the owner's pause switch; a paused item stays visible but cannot be booked.
 *
 * search_vector (title over tags over description), the trigram index on title and the
 * earthdistance index on the point are what the home, category and search queries use.
 */
export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    brand: text('brand'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    dailyRateCents: integer('daily_rate_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    handoff: text('handoff', { enum: ['pickup', 'delivery', 'both'] }).notNull(),
    locationLabel: text('location_label').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    status: text('status', { enum: ['pending', 'published', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english'::regconfig, coalesce(${items.title}, '')), 'A') || setweight(to_tsvector('english'::regconfig, shareshed_tags_text(${items.tags})), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(${items.description}, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('items_owner_idx').on(table.ownerId, table.createdAt),
    // Home and category pages read published items, newest first, per category.
    index('items_published_category_idx')
      .on(table.category, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    index('items_published_created_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    index('items_review_queue_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    index('items_earth_idx').using('gist', sql`ll_to_earth(${table.latitude}, ${table.longitude})`),
    index('items_search_idx').using('gin', table.searchVector),
    index('items_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    check('items_daily_rate_positive', sql`${table.dailyRateCents} > 0`),
    check('items_deposit_not_negative', sql`${table.depositCents} >= 0`),
    check(
      'items_category_check',
      sql`${table.category} in ('power-tools', 'generators', 'yard-equipment', 'party-supplies', 'automotive', 'photography', 'home-garden', 'professional')`,
    ),
    check('items_handoff_check', sql`${table.handoff} in ('pickup', 'delivery', 'both')`),
    check('items_status_check', sql`${table.status} in ('pending', 'published', 'rejected')`),
    check('items_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('items_longitude_range', sql`${table.longitude} between -180 and 180`),
  ],
);

/**
 * Photos of a listing, in display order. A photo is uploaded before its listing is saved, so
 * item_id is null until the listing claims it; only its uploader can claim it. Files are stored
 * by key (card ~400 px and full ~1600 px WebP), URLs derive from the storage in use.
 */
export const itemPhotos = pgTable(
  'item_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    cardKey: text('card_key').notNull(),
    cardWidth: integer('card_width').notNull(),
    cardHeight: integer('card_height').notNull(),
    fullKey: text('full_key').notNull(),
    fullWidth: integer('full_width').notNull(),
    fullHeight: integer('full_height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('item_photos_item_idx').on(table.itemId, table.position),
    index('item_photos_unclaimed_idx').on(table.ownerId, table.createdAt).where(sql`${table.itemId} is null`),
  ],
);

/**
 * Published listings per category, kept by triggers (migration 0013) so home's category counts
 * read eight rows instead of every listing. `listed` counts listings whose owner is not
 * suspended; `listedVerified` those whose owner is also identity-approved (what counts while
 * requireIdVerification is on). Pending and rejected listings are never counted.
 */
export const categoryCounts = pgTable(
  'category_counts',
  {
    category: text('category').primaryKey(),
    listed: integer('listed').notNull().default(0),
    listedVerified: integer('listed_verified').notNull().default(0),
  },
  (table) => [
    check('category_counts_listed_not_negative', sql`${table.listed} >= 0`),
    check('category_counts_verified_within', sql`${table.listedVerified} between 0 and ${table.listed}`),
  ],
);
