import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { utcDay } from '../../shared/calendar-day';
import { CATEGORY_SLUGS, type CategorySlug } from '../../shared/constants';
import { defaultDepositCents } from '../../shared/money';
import type { Auth } from '../auth/auth';
import { setRole } from '../auth/roles';
import type { Db } from '../db/client';
import { itemPhotos, items, user } from '../db/schema';
import { isIdentityVerified, recordApprovedIdentity } from '../identity/service';
import { placeNear } from '../items/geocode';
import { itemPhotoPurpose } from '../items/photos';
import type { Logger } from '../logger';
import type { ObjectStorage } from '../platform/storage/storage';
import { updateOwnProfile } from '../profiles/service';
import { imageKeys, type StoredImage, storeImage } from '../uploads/upload-service';
import { CATALOG, FIRST_NAMES, type ItemTemplate, LAST_NAMES, METROS } from './catalog';
import { drawItemPhoto, random } from './draw-photo';
import { type HistoryCast, type HistoryPerson, type HistoryResult, seedHistory } from './history';
import { HISTORY_ITEMS_PER_METRO } from './history-plan';
import { PICTURE_OF } from './item-pictures';

export const DEMO_DOMAIN = 'demo.shareshed.app';
export const DEMO_ACCOUNTS = {
  admin: { email: `admin@${DEMO_DOMAIN}`, password: 'DemoAdmin1', name: 'Demo Admin' },
  renter: { email: `renter@${DEMO_DOMAIN}`, password: 'DemoRenter1', name: 'Riley Renter' },
} as const;
export const DEMO_OWNER_PASSWORD = 'DemoOwner1';
const OWNERS_PER_METRO = 3;
/**
 * Items are spread over the last seven months, so 'newest' lists look lived-in and the oldest
 * listings have months of rentals behind them.
 */
const SPREAD_DAYS = 210;
/** Demo items lie within about this many miles of their metro's centre. */
const SPREAD_MILES = 9;

export interface SeedDeps {
  db: Db;
  storage: ObjectStorage;
  auth: Auth;
  /** The site's address (the sandbox checkout's links). */
  publicUrl: string;
  logger: Logger;
}

export interface SeedOptions {
  /** How many metros to fill (all by default); tests use fewer. */
  metros?: number;
  /** How many templates per category to list in each metro (all by default). */
  templatesPerCategory?: number;
  log?: (line: string) => void;
}

export interface SeedResult {
  created: number;
  existing: number;
  owners: number;
  history: HistoryResult;
}

/** An account by email: created (verified, signed-up through better-auth) when missing. */
async function ensureAccount(deps: SeedDeps, account: { email: string; password: string; name: string }) {
  const [found] = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, account.email))
    .limit(1);
  let id = found?.id;
  if (!id) {
    const created = await deps.auth.api.signUpEmail({ body: account });
    id = created.user.id;
  }
  // Demo addresses receive no mail, so their accounts are verified here.
  await deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
  return id;
}

function ownerAccount(metro: number, index: number) {
  const first = FIRST_NAMES[(metro * OWNERS_PER_METRO + index) % FIRST_NAMES.length]!;
  const last = LAST_NAMES[(metro * 5 + index * 7) % LAST_NAMES.length]!;
  return {
    email: `owner${metro * OWNERS_PER_METRO + index + 1}@${DEMO_DOMAIN}`,
    password: DEMO_OWNER_PASSWORD,
    name: `${first} ${last}`,
    first,
    last,
  };
}

/** A point about `miles` at most from the centre, in a direction the seed picks. */
function jitter(center: { latitude: number; longitude: number }, next: () => number) {
  const distance = Math.sqrt(next()) * SPREAD_MILES;
  const angle = next() * 2 * Math.PI;
  const latitude = center.latitude + (distance / 69) * Math.cos(angle);
  const longitude =
    center.longitude + (distance / (69 * Math.cos((center.latitude * Math.PI) / 180))) * Math.sin(angle);
  return { latitude, longitude };
}

/** What a listing's photos show: its own kind of thing, in its category's colours. */
export function pictureOf(category: CategorySlug, title: string) {
  const kind = PICTURE_OF[title];
  if (!kind) throw new Error(`the demo catalogue has no picture for "${title}"`);
  return { kind, category };
}

async function storePhotos(
  deps: SeedDeps,
  ownerId: string,
  category: (typeof CATEGORY_SLUGS)[number],
  title: string,
  seed: number,
  howMany: number,
) {
  const stored: StoredImage[] = [];
  for (let index = 0; index < howMany; index++) {
    const bytes = await drawItemPhoto(pictureOf(category, title), seed * 31 + index);
    stored.push(
      await storeImage(
        deps.storage,
        { name: `${category}-${seed}-${index}.png`, bytes },
        itemPhotoPurpose(ownerId),
      ),
    );
  }
  return stored;
}

interface PlannedItem {
  ownerId: string;
  category: (typeof CATEGORY_SLUGS)[number];
  template: ItemTemplate;
  seed: number;
  photoCount: number;
}

const PHOTO_BATCH = 4;

async function insertItem(
  deps: SeedDeps,
  entry: PlannedItem,
  photos: StoredImage[],
  metro: (typeof METROS)[number],
  adminId: string,
): Promise<void> {
  const { ownerId, category, template } = entry;
  const next = random(entry.seed);
  const point = jitter(metro, next);
  const place = (await placeNear(point.latitude, point.longitude)) ?? { label: metro.name };
  const createdAt = new Date(Date.now() - next() * SPREAD_DAYS * 24 * 60 * 60 * 1000);
  const priceCents = Math.round(template.price * 100);
  try {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(items)
        .values({
          ownerId,
          title: template.title,
          description: template.description,
          category,
          brand: template.brand,
          tags: template.tags,
          dailyRateCents: priceCents,
          depositCents: template.deposit === null ? defaultDepositCents(priceCents) : template.deposit * 100,
          handoff: template.handoff,
          locationLabel: place.label,
          latitude: Math.round(point.latitude * 10_000) / 10_000,
          longitude: Math.round(point.longitude * 10_000) / 10_000,
          // A few owners have paused a listing, as real owners do.
          isAvailable: next() > 0.06,
          status: 'published',
          reviewedBy: adminId,
          reviewedAt: createdAt,
          publishedAt: createdAt,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: items.id });
      await tx.insert(itemPhotos).values(
        photos.map((photo, position) => ({
          itemId: row!.id,
          ownerId,
          position,
          cardKey: photo.variants.card!.key,
          cardWidth: photo.variants.card!.width,
          cardHeight: photo.variants.card!.height,
          fullKey: photo.variants.full!.key,
          fullWidth: photo.variants.full!.width,
          fullHeight: photo.variants.full!.height,
          createdAt,
        })),
      );
    });
  } catch (err) {
    await Promise.allSettled(photos.flatMap(imageKeys).map((key) => deps.storage.delete(key, 'public')));
    throw err;
  }
}

/**
 * Fills the catalogue with published demo listings around real US metros, with owners, a demo
 * admin and a demo renter. Idempotent: accounts and listings that exist (by email, and by owner
 * and title) are kept, so running it again only adds what is missing.
 */
export async function seedDemo(deps: SeedDeps, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const adminId = await ensureAccount(deps, DEMO_ACCOUNTS.admin);
  await setRole(deps.db, adminId, 'admin');
  const renterId = await ensureAccount(deps, DEMO_ACCOUNTS.renter);

  const metros = METROS.slice(0, options.metros ?? METROS.length);
  const result: SeedResult = { created: 0, existing: 0, owners: 0, history: { rentals: 0, existing: 0 } };
  const cast: HistoryPerson[][] = [];
  for (const [metroIndex, metro] of metros.entries()) {
    const owners: string[] = [];
    const people: HistoryPerson[] = [];
    for (let index = 0; index < OWNERS_PER_METRO; index++) {
      const account = ownerAccount(metroIndex, index);
      const id = await ensureAccount(deps, account);
      await updateOwnProfile(
        { db: deps.db, storage: deps.storage },
        {
          first_name: account.first,
          last_name: account.last,
          display_name: account.name,
          location: metro.name,
        },
        { id, email: account.email },
      );
      // Demo owners have passed the identity check, so their listings are live and verified.
      if (!(await isIdentityVerified(deps.db, id))) {
        const photo = await drawItemPhoto(
          { kind: 'idCard', category: 'professional' },
          metroIndex * OWNERS_PER_METRO + index,
        );
        await recordApprovedIdentity(deps, id, { name: 'id-card.png', bytes: photo }, adminId);
      }
      owners.push(id);
      people.push({ id, email: account.email });
    }
    cast.push(people);
    result.owners += owners.length;
    const existing = await deps.db
      .select({ ownerId: items.ownerId, title: items.title })
      .from(items)
      .where(inArray(items.ownerId, owners));
    const have = new Set(existing.map((row) => `${row.ownerId}\n${row.title}`));

    const planned: PlannedItem[] = [];
    for (const [categoryIndex, category] of CATEGORY_SLUGS.entries()) {
      const templates = CATALOG[category].slice(0, options.templatesPerCategory);
      for (const [templateIndex, template] of templates.entries()) {
        const ownerId = owners[(templateIndex + categoryIndex) % owners.length]!;
        if (have.has(`${ownerId}\n${template.title}`)) {
          result.existing++;
          continue;
        }
        have.add(`${ownerId}\n${template.title}`);
        const seed = metroIndex * 10_000 + categoryIndex * 100 + templateIndex;
        planned.push({ ownerId, category, template, seed, photoCount: templateIndex % 3 === 0 ? 2 : 1 });
      }
    }
    // Photos are drawn a few at a time (the CPU-heavy part); rows are written one by one, since
    // the embedded database has a single connection and transactions must not interleave.
    for (let start = 0; start < planned.length; start += PHOTO_BATCH) {
      const batch = planned.slice(start, start + PHOTO_BATCH);
      const photos = await Promise.all(
        batch.map((entry) =>
          storePhotos(
            deps,
            entry.ownerId,
            entry.category,
            entry.template.title,
            entry.seed,
            entry.photoCount,
          ),
        ),
      );
      for (const [index, entry] of batch.entries()) {
        await insertItem(deps, entry, photos[index]!, metro, adminId);
        result.created++;
      }
      log(
        `  ${metro.name}: ${Math.min(start + PHOTO_BATCH, planned.length)} of ${planned.length} new listings`,
      );
    }
  }
  log(`Catalogue ready after ${((performance.now() - started) / 1000).toFixed(1)} s; now the history...`);
  result.history = await seedHistory(
    { db: deps.db, storage: deps.storage, publicUrl: deps.publicUrl, logger: deps.logger },
    await historyCast(deps.db, cast, { id: renterId, email: DEMO_ACCOUNTS.renter.email }),
    await anchorDay(deps.db, adminId),
    log,
  );
  return result;
}

/**
 * The day the demo was first filled (the demo admin's sign-up, which nothing backdates): the
 * history is planned relative to it, so later runs plan the same rentals.
 */
async function anchorDay(db: Db, adminId: string): Promise<string> {
  const [admin] = await db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, adminId));
  return utcDay(admin!.createdAt);
}

/** Each metro's owners and their live listings, oldest first (they carry the history). */
async function historyCast(db: Db, metros: HistoryPerson[][], renter: HistoryPerson): Promise<HistoryCast> {
  const pictures = new Map<string, ReturnType<typeof pictureOf>>();
  const cast: HistoryCast = {
    renter,
    metros: [],
    photoOf: (itemId, seed) => drawItemPhoto(pictures.get(itemId)!, seed),
  };
  for (const owners of metros) {
    const rows = await db
      .select({
        id: items.id,
        ownerId: items.ownerId,
        createdAt: items.createdAt,
        category: items.category,
        title: items.title,
      })
      .from(items)
      .where(
        and(
          inArray(
            items.ownerId,
            owners.map((owner) => owner.id),
          ),
          eq(items.status, 'published'),
          eq(items.isAvailable, true),
        ),
      )
      .orderBy(asc(items.createdAt), asc(items.id))
      .limit(HISTORY_ITEMS_PER_METRO + 6);
    for (const row of rows) pictures.set(row.id, pictureOf(row.category as CategorySlug, row.title));
    cast.metros.push({ owners, items: rows });
  }
  return cast;
}

/** Published items per category, for the summary. */
export async function demoCounts(db: Db) {
  return db
    .select({ category: items.category, count: count() })
    .from(items)
    .where(and(eq(items.status, 'published')))
    .groupBy(items.category);
}
