import { z } from 'zod';
import {
  CATEGORY_SLUGS,
  type CategorySlug,
  FILTER_CATEGORIES,
  type FilterCategory,
  SEARCH_LIMITS,
  SEARCH_SORTS,
} from '../constants';
import { filterBrandOptions } from '../search-categories';
import { sanitizeString } from './auth';
import { latitudeSchema, longitudeSchema } from './items';
import { safeText } from './text';

/**
 * Search inputs (the /search page, Nearby, category pages and the suggestion dropdown). The
 * route validators and the web's query builders use these same schemas; every bad input is a
 * 400 with a message a person can read, never a 500.
 */

export const SEARCH_MESSAGES = {
  queryTooLong: `Search text is too long (at most ${SEARCH_LIMITS.queryMax} characters)`,
  distance: `Distance must be between ${SEARCH_LIMITS.minMiles} and ${SEARCH_LIMITS.maxMiles} miles`,
  category: 'Unknown category',
  sort: 'Unknown sort order',
  brand: 'Please choose a brand from the list',
  brandNeedsCategory: 'Choose a category to pick a brand.',
  price: 'Price must be a number of dollars',
  priceOrder: 'The lowest price must not be above the highest',
  date: 'Dates must look like 2026-05-31',
  dateOrder: 'The end date must be after the start date',
  location: 'Invalid location',
  cursor: 'This page of results is no longer valid. Please search again.',
  recentRequired: 'Please enter a search',
} as const;

/** Control characters (NUL among them, which Postgres refuses in text) become spaces. */
function withoutControls(value: string): string {
  let clean = '';
  for (const character of value) {
    const code = character.charCodeAt(0);
    clean += code < 32 || code === 127 ? ' ' : character;
  }
  return clean;
}
const cleanText = (value: string) => sanitizeString(withoutControls(value)).replace(/\s+/g, ' ');

/** The query text: sanitised and trimmed; an empty text means "no text" (browse). */
const queryText = safeText()
  .max(SEARCH_LIMITS.queryMax * 2, { error: SEARCH_MESSAGES.queryTooLong })
  .transform(cleanText)
  .pipe(z.string().max(SEARCH_LIMITS.queryMax, { error: SEARCH_MESSAGES.queryTooLong }));

const miles = z.coerce
  .number({ error: SEARCH_MESSAGES.distance })
  .min(SEARCH_LIMITS.minMiles, { error: SEARCH_MESSAGES.distance })
  .max(SEARCH_LIMITS.maxMiles, { error: SEARCH_MESSAGES.distance });

const dollars = z.coerce
  .number({ error: SEARCH_MESSAGES.price })
  .min(0, { error: SEARCH_MESSAGES.price })
  .max(SEARCH_LIMITS.maxPriceDollars, { error: SEARCH_MESSAGES.price })
  .transform((value) => Math.round(value * 100));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = z
  .string()
  .regex(ISO_DATE, { error: SEARCH_MESSAGES.date })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: SEARCH_MESSAGES.date,
    },
  );

const filterCategory = z.enum(FILTER_CATEGORIES as unknown as [FilterCategory, ...FilterCategory[]], {
  error: SEARCH_MESSAGES.category,
});
const pageCategory = z.enum(CATEGORY_SLUGS as [CategorySlug, ...CategorySlug[]], {
  error: SEARCH_MESSAGES.category,
});

const point = {
  lat: latitudeSchema.optional(),
  lng: longitudeSchema.optional(),
};

function bothOrNeither(value: { lat?: number | undefined; lng?: number | undefined }, ctx: z.RefinementCtx) {
  if ((value.lat === undefined) !== (value.lng === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['lat'], message: SEARCH_MESSAGES.location });
  }
}

/** GET /api/search: one page of results. */
export const searchQuerySchema = z
  .object({
    q: queryText.optional(),
    sort: z.enum(SEARCH_SORTS, { error: SEARCH_MESSAGES.sort }).default('relevance'),
    /** The filter sheet's distance in miles (0.5 to 25); needs a position. */
    within: miles.optional(),
    /** The filter sheet's category (spec section 9's twelve). */
    category: filterCategory.optional(),
    /** The category page the search runs on (one of our eight). */
    in: pageCategory.optional(),
    brand: safeText().max(50, { error: SEARCH_MESSAGES.brand }).optional(),
    minPrice: dollars.optional(),
    maxPrice: dollars.optional(),
    /** Available from this day (inclusive) to `to` (the return day); `to` alone is ignored. */
    from: isoDate.optional(),
    to: isoDate.optional(),
    cursor: safeText().max(600, { error: SEARCH_MESSAGES.cursor }).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(SEARCH_LIMITS.pageSizeMax)
      .default(SEARCH_LIMITS.pageSizeDefault),
    ...point,
  })
  .superRefine((value, ctx) => {
    bothOrNeither(value, ctx);
    if (value.brand) {
      if (!value.category) {
        ctx.addIssue({ code: 'custom', path: ['brand'], message: SEARCH_MESSAGES.brandNeedsCategory });
      } else if (!filterBrandOptions(value.category).includes(value.brand)) {
        ctx.addIssue({ code: 'custom', path: ['brand'], message: SEARCH_MESSAGES.brand });
      }
    }
    if (value.minPrice !== undefined && value.maxPrice !== undefined && value.minPrice > value.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['minPrice'], message: SEARCH_MESSAGES.priceOrder });
    }
    if (value.from && value.to && value.to <= value.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: SEARCH_MESSAGES.dateOrder });
    }
  });
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** GET /api/search/popular: 'Most Popular in Your Area' (default 'Within 2 miles'). */
export const popularQuerySchema = z
  .object({
    within: miles.default(SEARCH_LIMITS.popularAreaMiles),
    limit: z.coerce.number().int().min(1).max(12).default(4),
    ...point,
  })
  .superRefine(bothOrNeither);

/** GET /api/search/suggestions: what the dropdown shows while typing. */
export const suggestionQuerySchema = z
  .object({
    q: queryText.optional(),
    ...point,
  })
  .superRefine(bothOrNeither);

/**
 * GET /api/search/place: where the visitor says they are, as a place: a typed US ZIP or
 * 'City, State' (q), or a browser position (lat and lng) to be named after its town.
 */
export const placeQuerySchema = z
  .object({
    q: queryText.pipe(z.string().max(100, { error: SEARCH_MESSAGES.location })).optional(),
    ...point,
  })
  .superRefine((value, ctx) => {
    bothOrNeither(value, ctx);
    if (!value.q && value.lat === undefined) {
      ctx.addIssue({ code: 'custom', path: ['q'], message: SEARCH_MESSAGES.location });
    }
  });

/** POST /api/search/recent: remember a search the signed-in user made. */
export const recentSearchSchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.recentRequired })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, { error: SEARCH_MESSAGES.recentRequired })
        .max(SEARCH_LIMITS.recentQueryMax, { error: SEARCH_MESSAGES.queryTooLong }),
    ),
});
