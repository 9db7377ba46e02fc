import { and, eq, ne, sql } from 'drizzle-orm';
import { sanitizeString } from '../../shared/schemas/auth';
import type { ProfileUpdate } from '../../shared/schemas/profile';
import type { Actor } from '../auth/public';
import type { Db } from '../db/client';
import { profiles, user } from '../db/schema';
import { isUniqueViolation } from '../db/sql-errors';
import { AppError, badRequest, conflict, notFound } from '../errors';
import { forgetProfileLocation } from '../items/public';
import type { ObjectStorage } from '../platform/public';
import { imageKeys, queueFileDeletes, storeImage, type UploadedFile } from '../uploads/public';
import { avatarPurpose } from './avatar';
import { type ProfileStats, profileStats } from './stats';

export interface ProfileDeps {
  db: Db;
  storage: ObjectStorage;
}

/** The signed-in user acting on their own profile: the fields of `Actor` this service reads. */
export type ProfileOwner = Pick<Actor, 'id' | 'email'>;

type ProfileRow = typeof profiles.$inferSelect;

/** Everything the owner sees and edits. */
export interface OwnProfile {
  id: string;
  email: string;
  display_name: string;
  first_name: string;
  last_name: string;
  full_name: string;
  username: string | null;
  phone: string;
  location: string;
  bio: string;
  avatar_url: string | null;
  avatar_thumb_url: string | null;
  created_at: string;
  stats: ProfileStats;
}

const USERNAME_TAKEN = 'That username is already taken';

/** Spec section 3: the full name is first and last name joined by a space. */
export function fullName(first: string, last: string): string {
  return [first, last].filter(Boolean).join(' ');
}

/** The sign-up display name split at its first space, as a starting point for first and last name. */
export function splitName(name: string): { first: string; last: string } {
  const clean = sanitizeString(name).replace(/\s+/g, ' ');
  const space = clean.indexOf(' ');
  if (space === -1) return { first: clean.slice(0, 50), last: '' };
  return { first: clean.slice(0, space).slice(0, 50), last: clean.slice(space + 1).slice(0, 50) };
}

async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row;
}

/**
 * The user's profile, created from their account on first read so every user has one: the
 * sign-up display name, split into first and last name, and the account's creation time as the
 * join date. Null when no such user exists.
 */
export async function ensureProfile(db: Db, userId: string): Promise<ProfileRow | null> {
  const existing = await findProfile(db, userId);
  if (existing) return existing;
  // The account's own fields (name, creation time); the auth tables have no service for them.
  const [account] = await db
    .select({ name: user.name, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!account) return null;
  const { first, last } = splitName(account.name);
  await db
    .insert(profiles)
    .values({
      id: userId,
      displayName: sanitizeString(account.name).slice(0, 100),
      firstName: first,
      lastName: last,
      createdAt: account.createdAt,
    })
    // Two first reads at once: the second insert does nothing and both read the same row.
    .onConflictDoNothing({ target: profiles.id });
  return (await findProfile(db, userId)) ?? null;
}

export function urlOf(storage: ObjectStorage, key: string | null): string | null {
  return key ? storage.publicUrl(key) : null;
}

async function toOwnProfile(
  { db, storage }: ProfileDeps,
  row: ProfileRow,
  email: string,
): Promise<OwnProfile> {
  return {
    id: row.id,
    email,
    display_name: row.displayName,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: fullName(row.firstName, row.lastName),
    username: row.username,
    phone: row.phone,
    location: row.location,
    bio: row.bio,
    avatar_url: urlOf(storage, row.avatarKey),
    avatar_thumb_url: urlOf(storage, row.avatarThumbKey),
    created_at: row.createdAt.toISOString(),
    stats: await profileStats(db, row.id),
  };
}

export async function getOwnProfile(deps: ProfileDeps, actor: ProfileOwner): Promise<OwnProfile> {
  const row = await ensureProfile(deps.db, actor.id);
  if (!row) throw notFound('Profile not found', 'profile_not_found');
  return toOwnProfile(deps, row, actor.email);
}

/** Saves the owner's changes. Only the given fields change; an empty username clears it. */
export async function updateOwnProfile(
  deps: ProfileDeps,
  input: ProfileUpdate,
  actor: ProfileOwner,
): Promise<OwnProfile> {
  const current = await ensureProfile(deps.db, actor.id);
  if (!current) throw notFound('Profile not found', 'profile_not_found');
  const changes: Partial<typeof profiles.$inferInsert> = {};
  if (input.display_name !== undefined) changes.displayName = input.display_name;
  if (input.first_name !== undefined) changes.firstName = input.first_name;
  if (input.last_name !== undefined) changes.lastName = input.last_name;
  if (input.phone !== undefined) changes.phone = input.phone;
  if (input.location !== undefined) changes.location = input.location;
  if (input.bio !== undefined) changes.bio = input.bio;
  let removedAvatar = false;
  if (input.avatar_url !== undefined) {
    if (input.avatar_url === null) {
      changes.avatarKey = null;
      changes.avatarThumbKey = null;
      removedAvatar = current.avatarKey !== null;
    } else if (input.avatar_url !== urlOf(deps.storage, current.avatarKey)) {
      // Only photos uploaded through Change Photo are shown; a URL elsewhere could track viewers.
      throw badRequest('Invalid URL', 'invalid_avatar_url');
    }
  }
  if (input.username !== undefined) {
    const username = input.username === '' ? null : input.username;
    if (username) await assertUsernameFree(deps.db, username, actor.id);
    changes.username = username;
  }
  if (Object.keys(changes).length === 0) return toOwnProfile(deps, current, actor.email);

  let updated: ProfileRow | undefined;
  try {
    [updated] = await deps.db
      .update(profiles)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(profiles.id, actor.id))
      .returning();
  } catch (err) {
    // Two people claiming one username at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(USERNAME_TAKEN, 'username_taken');
    throw err;
  }
  if (!updated) throw notFound('Profile not found', 'profile_not_found');
  forgetProfileLocation(deps.db, actor.id);
  if (removedAvatar) {
    await setSessionImage(deps.db, actor.id, null);
    await removeAvatarFiles(deps.db, current);
  }
  return toOwnProfile(deps, updated, actor.email);
}

async function assertUsernameFree(db: Db, username: string, userId: string): Promise<void> {
  const [taken] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(sql`lower(${profiles.username}) = lower(${username})`, ne(profiles.id, userId)))
    .limit(1);
  if (taken) throw conflict(USERNAME_TAKEN, 'username_taken');
}

/**
 * The account's image (the auth library's user.image) is the avatar's thumbnail: the session the
 * web reads on every page carries it, so the header shows the photo without another request.
 */
function setSessionImage(db: Db, userId: string, url: string | null) {
  return db.update(user).set({ image: url }).where(eq(user.id, userId));
}

function removeAvatarFiles(db: Db, row: ProfileRow): Promise<void> {
  return queueFileDeletes(db, [row.avatarKey, row.avatarThumbKey]);
}

/** Change Photo: checks and stores the new picture, then removes the old one's files. */
export async function replaceAvatar(
  deps: ProfileDeps,
  file: UploadedFile,
  actor: ProfileOwner,
): Promise<OwnProfile> {
  const current = await ensureProfile(deps.db, actor.id);
  if (!current) throw notFound('Profile not found', 'profile_not_found');
  const stored = await storeImage(deps.storage, file, avatarPurpose(actor.id), (keys) =>
    queueFileDeletes(deps.db, keys),
  );
  const main = stored.variants['256'];
  const thumb = stored.variants['96'];
  if (!main || !thumb) throw new AppError('internal', 500, 'Something went wrong. Please try again later.');
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ avatarKey: main.key, avatarThumbKey: thumb.key, updatedAt: sql`now()` })
      .where(eq(profiles.id, actor.id))
      .returning();
    // The files no row will reference go with the same commit.
    await queueFileDeletes(tx, row ? [current.avatarKey, current.avatarThumbKey] : imageKeys(stored));
    if (row) await setSessionImage(tx, actor.id, deps.storage.publicUrl(thumb.key));
    return row;
  });
  if (!updated) throw notFound('Profile not found', 'profile_not_found');
  return toOwnProfile(deps, updated, actor.email);
}
