/**
 * Business constants and timings from the spec (section 9). Both server and web import these;
 * nothing here may depend on Node, React or the database.
 */

export const TIMINGS = {
  roleLookupDelayMs: 100,
  suggestionHideDelayMs: 200,
  autosaveDebounceMs: 1000,
  savedBadgeMs: 2000,
  errorBadgeMs: 3000,
  scrollToBottomTolerancePx: 10,
  chatReplyDelayMs: 1000,
} as const;

export const STORAGE_KEYS = {
  wishlist: 'wishlist',
  theme: 'theme',
  guestMode: 'guest_mode',
  notifications: 'notifications',
} as const;

export const LIMITS = {
  maxSuggestions: 4,
  categoriesShownByDefault: 4,
  maxPhotoBytes: 5_242_880,
  bioMaxLength: 500,
  minRentalDays: 1,
  maxRentalDays: 365,
  maxTagsShown: 3,
} as const;

/** How many items home's 'Featured Items Near You' shows (our choice: the spec names no count). */
export const HOME_FEATURED_COUNT = 8;

/**
 * The API answers home's first render reads for a guest who has not shared a position, as the web
 * app asks for them. The server embeds them in the home page (server/items/home-page.ts), so home
 * paints whole with its code instead of asking for them once the code has run.
 */
export const HOME_GUEST_ANSWERS = {
  categories: '/api/items/categories',
  featured: `/api/items/featured?limit=${HOME_FEATURED_COUNT}`,
} as const;

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const HANDOFF_OPTIONS = ['pickup', 'delivery', 'both'] as const;
export type Handoff = (typeof HANDOFF_OPTIONS)[number];

export const RETURN_CONDITIONS = ['good', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** The eight marketplace categories; each has its own page at `/{slug}`. */
export const CATEGORIES = [
  { slug: 'power-tools', icon: 'drill' },
  { slug: 'generators', icon: 'zap' },
  { slug: 'yard-equipment', icon: 'trees' },
  { slug: 'party-supplies', icon: 'party-popper' },
  { slug: 'automotive', icon: 'car' },
  { slug: 'photography', icon: 'camera' },
  { slug: 'home-garden', icon: 'house' },
  { slug: 'professional', icon: 'briefcase' },
] as const;
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
export const CATEGORY_SLUGS = CATEGORIES.map((category) => category.slug) as CategorySlug[];

/** The last four categories get a search box and filter button on their page (spec section 2). */
export const CATEGORIES_WITH_SEARCH: readonly CategorySlug[] = [
  'automotive',
  'photography',
  'home-garden',
  'professional',
];

export const DISTANCE_OPTIONS_MILES = [0.5, 1, 2, 5, 10, 25] as const;
export type DistanceMiles = (typeof DISTANCE_OPTIONS_MILES)[number];

/** The twelve filter categories of the filter sheet (spec section 9). */
export const FILTER_CATEGORIES = [
  'power-tools',
  'hand-tools',
  'lawn-garden',
  'construction',
  'automotive',
  'plumbing',
  'electrical',
  'painting',
  'cleaning',
  'generators',
  'photography',
  'party-events',
] as const;
export type FilterCategory = (typeof FILTER_CATEGORIES)[number];

/** Stands for any brand not in a category's list. */
export const OTHER_BRAND = 'Other';

/** Real brands people rent in each category that has a brand list (spec: brand names not shown). */
export const BRANDS_BY_FILTER_CATEGORY: Partial<Record<FilterCategory, readonly string[]>> = {
  'power-tools': ['DeWalt', 'Milwaukee', 'Makita', 'Bosch', 'Ryobi', 'Black+Decker', 'Metabo HPT', 'Ridgid'],
  'hand-tools': ['Stanley', 'Craftsman', 'Klein Tools', 'Irwin', 'Estwing', 'Channellock', 'Knipex'],
  'lawn-garden': ['Honda', 'Husqvarna', 'Stihl', 'Toro', 'EGO', 'Greenworks', 'Troy-Bilt'],
  construction: ['Hilti', 'Bosch', 'DeWalt', 'Makita', 'Husqvarna', 'Wacker Neuson', 'Kobalt'],
  automotive: ['Snap-on', 'NOCO', 'Schumacher', 'Pittsburgh', 'Arcan', 'Craftsman', 'Milwaukee'],
  generators: ['Honda', 'Generac', 'Champion', 'Westinghouse', 'Predator', 'Jackery', 'EcoFlow'],
  photography: ['Canon', 'Nikon', 'Sony', 'Fujifilm', 'DJI', 'Godox', 'Manfrotto'],
};

/** The site's name until an admin renames it (system settings); kept here, free of zod, for the first page. */
export const DEFAULT_SITE_NAME = 'ShareShed';

/** The other defaults of the system settings that copy quotes, free of zod for the first page too. */
export const DEFAULT_SUPPORT_EMAIL = 'support@shareshed.app';
export const DEFAULT_COMMISSION_RATE = 3;
export const DEFAULT_MAX_RENTAL_DAYS = 30;

/** Search's limits and orders (their zod schemas are schemas/search.ts). */
export const SEARCH_LIMITS = {
  queryMax: 200,
  /** Words a query is cut to: more only slows the query without changing what people find. */
  wordsMax: 8,
  recentQueryMax: 100,
  pageSizeDefault: 24,
  pageSizeMax: 48,
  minMiles: DISTANCE_OPTIONS_MILES[0],
  maxMiles: DISTANCE_OPTIONS_MILES[DISTANCE_OPTIONS_MILES.length - 1] as number,
  maxPriceDollars: 10_000,
  /** 'Most Popular in Your Area' when no distance filter is chosen: 'Within 2 miles'. */
  popularAreaMiles: 2,
  /** The suggestion dropdown's 'Popular items near you' look this far. */
  suggestionMiles: 25,
  /** Counts stop here ('1,000+ items'): counting further costs time and tells nobody anything. */
  countCap: 1000,
} as const;

export const SEARCH_SORTS = ['relevance', 'distance', 'price', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** How long an unpaid checkout keeps the dates before they are released. */
export const CHECKOUT_HOLD_MINUTES = 15;

/** How far ahead a booking may start, in days. */
export const MAX_DAYS_AHEAD = 365;
