import { z } from 'zod';
import { CATEGORY_SLUGS, type CategorySlug, HANDOFF_OPTIONS, HOME_FEATURED_COUNT } from '../constants';
import { isBrandAllowed } from '../item-brands';
import { parseDollarsToCents } from '../money';
import { sanitizeString } from './auth';
import { multiLineText, safeText } from './text';

/**
 * Listing inputs (the list-item drawer, My Listings edits, the API). The form and the route
 * validate with these same schemas: the form keeps what people type (dollar strings, tags as
 * one comma-separated text) and the server parses it into cents and lists.
 */

export const ITEM_LIMITS = {
  titleMax: 100,
  descriptionMax: 2000,
  maxTags: 10,
  tagMax: 30,
  maxPhotos: 10,
  locationMax: 100,
  rejectionReasonMax: 500,
  /** $10,000 a day and $100,000 deposit: beyond that it is a typo, not a rental. */
  maxDailyRateCents: 1_000_000,
  maxDepositCents: 10_000_000,
} as const;

/** Spec section 5: the list item form's toast when name, price or handoff is missing. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

const sanitized = (max: number, message: string, options: { multiline?: boolean } = {}) =>
  safeText(options)
    .transform(sanitizeString)
    .pipe(z.string().max(max, { error: message }));

const title = safeText({ error: REQUIRED_FIELDS_MESSAGE })
  .transform(sanitizeString)
  .pipe(
    z
      .string()
      .min(1, { error: REQUIRED_FIELDS_MESSAGE })
      .max(ITEM_LIMITS.titleMax, { error: 'Name too long' }),
  );

/** Price per day in dollars (required, numeric, more than 0) -> cents. */
const dailyRate = z
  .union([safeText(), z.number()], { error: REQUIRED_FIELDS_MESSAGE })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED_FIELDS_MESSAGE });
      return z.NEVER;
    }
    const cents = parseDollarsToCents(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: 'Price must be a number' });
      return z.NEVER;
    }
    // Spec section 5 (rental schema): 'Daily rate must be positive'.
    if (cents < 1) {
      ctx.addIssue({ code: 'custom', message: 'Daily rate must be positive' });
      return z.NEVER;
    }
    if (cents > ITEM_LIMITS.maxDailyRateCents) {
      ctx.addIssue({ code: 'custom', message: 'Daily rate too high' });
      return z.NEVER;
    }
    return cents;
  });

/**
 * Security deposit in dollars -> cents. Empty (or null) means "the default, 2 x the daily rate";
 * left out (undefined) means no change when editing.
 */
const deposit = z
  .union([safeText(), z.number(), z.null()], { error: 'Security deposit must be a number' })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const cents = parseDollarsToCents(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: 'Security deposit must be a number' });
      return z.NEVER;
    }
    if (cents < 0) {
      ctx.addIssue({ code: 'custom', message: 'Security deposit cannot be negative' });
      return z.NEVER;
    }
    if (cents > ITEM_LIMITS.maxDepositCents) {
      ctx.addIssue({ code: 'custom', message: 'Security deposit too high' });
      return z.NEVER;
    }
    return cents;
  });

/** Splits "drill, cordless,18V" into tags: sanitised, no empties, no case-insensitive repeats. */
export function parseTags(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value.flatMap((entry) => entry.split(','));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = sanitizeString(part).replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

const tags = z
  .union([safeText(), z.array(safeText())])
  .optional()
  .transform((value) => parseTags(value ?? []))
  .pipe(
    z
      .array(
        z
          .string()
          .max(ITEM_LIMITS.tagMax, { error: `Tags must be at most ${ITEM_LIMITS.tagMax} characters` }),
      )
      .max(ITEM_LIMITS.maxTags, { error: `Add at most ${ITEM_LIMITS.maxTags} tags` }),
  );

const brand = safeText()
  .nullable()
  .optional()
  .transform((value) => (value ? sanitizeString(value) : null));

export const latitudeSchema = z.coerce
  .number({ error: 'Invalid location' })
  .min(-90, { error: 'Invalid location' })
  .max(90, { error: 'Invalid location' });
export const longitudeSchema = z.coerce
  .number({ error: 'Invalid location' })
  .min(-180, { error: 'Invalid location' })
  .max(180, { error: 'Invalid location' });

const photoIds = z
  .array(z.uuid({ error: 'Invalid photo' }))
  .max(ITEM_LIMITS.maxPhotos, { error: `Add at most ${ITEM_LIMITS.maxPhotos} photos` })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Invalid photo' });

/** The fields of a listing, each with its own messages; create and update add their rules. */
const itemFields = z.object({
  title,
  description: sanitized(ITEM_LIMITS.descriptionMax, 'Description too long', { multiline: true }).optional(),
  price: dailyRate,
  handoff: z.enum(HANDOFF_OPTIONS, { error: REQUIRED_FIELDS_MESSAGE }),
  category: z.enum(CATEGORY_SLUGS as [CategorySlug, ...CategorySlug[]], { error: REQUIRED_FIELDS_MESSAGE }),
  brand,
  tags,
  deposit,
  /** A US 'City, State' or ZIP; empty means the owner's profile location (or the coordinates below). */
  location: sanitized(ITEM_LIMITS.locationMax, 'Location too long').optional(),
  /** The browser's position, when the owner chose 'Use my location'. */
  latitude: latitudeSchema.nullable().optional(),
  longitude: longitudeSchema.nullable().optional(),
  photoIds: photoIds.optional(),
});

const BRAND_MESSAGE = 'Please choose a brand from the list';
const COORDINATES_MESSAGE = 'Invalid location';

/** A new listing (POST /api/items and the list-item drawer). */
export const itemCreateSchema = itemFields.superRefine((value, ctx) => {
  if (!isBrandAllowed(value.category, value.brand)) {
    ctx.addIssue({ code: 'custom', path: ['brand'], message: BRAND_MESSAGE });
  }
  if ((value.latitude == null) !== (value.longitude == null)) {
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: COORDINATES_MESSAGE });
  }
});
export type ItemCreateInput = z.input<typeof itemCreateSchema>;
export type ItemCreate = z.output<typeof itemCreateSchema>;

/**
 * Changes to a listing (PATCH /api/items/:id): any subset of the fields, the pause switch, and
 * the photo list in its new order (photos left out are deleted). The brand is checked against
 * the stored category by the server when only one of them changes.
 */
export const itemUpdateSchema = itemFields
  .partial()
  .extend({ isAvailable: z.boolean().optional() })
  .superRefine((value, ctx) => {
    if (value.category && !isBrandAllowed(value.category, value.brand)) {
      ctx.addIssue({ code: 'custom', path: ['brand'], message: BRAND_MESSAGE });
    }
    if ((value.latitude == null) !== (value.longitude == null)) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: COORDINATES_MESSAGE });
    }
  });
export type ItemUpdateInput = z.input<typeof itemUpdateSchema>;
export type ItemUpdate = z.output<typeof itemUpdateSchema>;

/** An admin refusing a listing says why; the owner sees the reason in My Listings. */
export const itemRejectSchema = z.object({
  reason: multiLineText('Please give a reason')
    .transform(sanitizeString)
    .pipe(
      z
        .string()
        .min(1, { error: 'Please give a reason' })
        .max(ITEM_LIMITS.rejectionReasonMax, { error: 'Reason too long' }),
    ),
});
export type ItemRejectInput = z.input<typeof itemRejectSchema>;

export const itemIdParamSchema = z.object({ id: z.uuid({ error: 'Item not found' }) });

/** A point to measure distance from (both or neither). */
const pointQuery = {
  lat: latitudeSchema.optional(),
  lng: longitudeSchema.optional(),
};

/** GET /api/items/featured: published items near a point (or the viewer's profile location). */
export const featuredQuerySchema = z.object({
  ...pointQuery,
  limit: z.coerce.number().int().min(1).max(24).default(HOME_FEATURED_COUNT),
});

export const ITEM_PAGE_SIZE = 24;

/** GET /api/items?category=...: one category's items, newest first, with an optional text filter. */
export const categoryListQuerySchema = z.object({
  category: z.enum(CATEGORY_SLUGS as [CategorySlug, ...CategorySlug[]], { error: 'Unknown category' }),
  q: safeText().max(100, { error: 'Search text too long' }).optional(),
  /** The filter sheet's brand (exact name, 'Other' included). */
  brand: safeText().max(50).optional(),
  /** The filter sheet's distance in miles; needs a point (lat/lng or the viewer's profile place). */
  within: z.coerce.number().positive().max(500).optional(),
  cursor: safeText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(48).default(ITEM_PAGE_SIZE),
  ...pointQuery,
});

export const itemDetailQuerySchema = z.object(pointQuery);

/** GET /api/items/review-queue: the admin's moderation queue. */
export const reviewQueueQuerySchema = z.object({
  status: z.enum(['pending', 'rejected']).default('pending'),
  cursor: safeText().max(200).optional(),
});
