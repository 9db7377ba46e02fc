import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../shared/constants';
import { ADMIN_PAGE_SIZE, type IdentityRejectInput } from '../../shared/schemas/admin';
import type { AdminActor } from '../admin/public';
import { recordAudit } from '../audit/public';
import type { Db } from '../db/client';
import { identityVerifications, profiles, user } from '../db/schema';
import { conflict, notFound } from '../errors';
import { enqueueJob } from '../jobs/public';
import type { Logger } from '../logger';
import type { Mailer, ObjectStorage } from '../platform/public';
import { getSettings } from '../settings/public';
import {
  fileTooLarge,
  notAnImage,
  processImage,
  queueFileDeletes,
  storageUnavailable,
  type UploadedFile,
} from '../uploads/public';

export type IdentityStatus = 'none' | 'pending' | 'approved' | 'rejected';

export interface IdentityDeps {
  db: Db;
  storage: ObjectStorage;
}

export interface IdentityReviewDeps extends IdentityDeps {
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

/** What an owner sees of their own identity check. */
export interface OwnIdentity {
  status: IdentityStatus;
  /** Whether the site currently requires it before listings go live (requireIdVerification). */
  required: boolean;
  submittedAt: string | null;
  reviewedAt: string | null;
  rejectionReason: string | null;
}

/** One photo, large enough to read an ID card, re-encoded so no metadata (GPS, camera) survives. */
const DOCUMENT_VARIANT = { name: 'document', width: 2000, height: 2000, fit: 'inside', quality: 85 } as const;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

async function findCheck(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .limit(1);
  return row;
}

/** True when the user has an approved identity check. */
export async function isIdentityVerified(db: Db, userId: string): Promise<boolean> {
  return (await findCheck(db, userId))?.status === 'approved';
}

export async function getOwnIdentity(db: Db, userId: string): Promise<OwnIdentity> {
  const [row, settings] = await Promise.all([findCheck(db, userId), getSettings(db)]);
  return {
    status: row?.status ?? 'none',
    required: settings.requireIdVerification,
    submittedAt: iso(row?.submittedAt ?? null),
    reviewedAt: iso(row?.reviewedAt ?? null),
    rejectionReason: row?.status === 'rejected' ? (row.rejectionReason ?? '') : null,
  };
}

/** Checks and re-encodes the photo, then stores it privately under a fresh, unguessable key. */
async function storeDocument(storage: ObjectStorage, file: UploadedFile, userId: string): Promise<string> {
  if (file.bytes.byteLength > LIMITS.maxPhotoBytes) throw fileTooLarge(file.name);
  const processed = file.bytes.byteLength > 0 ? await processImage(file.bytes, [DOCUMENT_VARIANT]) : null;
  const document = processed?.ok ? processed.variants[0] : undefined;
  if (!document) throw notAnImage(file.name);
  const key = `identity/${userId}/${Date.now()}-${randomBytes(12).toString('hex')}.webp`;
  try {
    await storage.put(key, document.bytes, { contentType: 'image/webp', visibility: 'private' });
  } catch (err) {
    throw storageUnavailable(err);
  }
  return key;
}

/**
 * Records an identity as checked and approved in one step, with no email: for accounts created
 * by the demo seed, whose photo is stored and kept like anyone else's.
 */
export async function recordApprovedIdentity(
  deps: IdentityDeps,
  userId: string,
  photo: UploadedFile,
  reviewerId: string | null,
): Promise<void> {
  const key = await storeDocument(deps.storage, photo, userId);
  const values = {
    status: 'approved' as const,
    documentKey: key,
    reviewedBy: reviewerId,
    reviewedAt: new Date(),
  };
  await deps.db
    .insert(identityVerifications)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: identityVerifications.userId, set: values });
}

/**
 * An owner sends a photo of their ID. It is checked and re-encoded like any photo, stored
 * privately (no URL exists for it) and queued for an admin. Sending again before the review
 * replaces the photo; after a rejection it starts a new review.
 */
export async function submitIdentityDocument(
  deps: IdentityDeps,
  file: UploadedFile,
  actor: { id: string; ipAddress: string | null },
): Promise<OwnIdentity> {
  const existing = await findCheck(deps.db, actor.id);
  if (existing?.status === 'approved') {
    throw conflict('Your identity is already verified.', 'already_verified');
  }
  const key = await storeDocument(deps.storage, file, actor.id);
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(identityVerifications)
        .values({ userId: actor.id, status: 'pending', documentKey: key })
        .onConflictDoUpdate({
          target: identityVerifications.userId,
          set: {
            status: 'pending',
            documentKey: key,
            rejectionReason: null,
            reviewedBy: null,
            reviewedAt: null,
            submittedAt: sql`now()`,
          },
        });
      await recordAudit(tx, {
        action: 'identity_submitted',
        actorId: actor.id,
        resourceType: 'identity_verification',
        resourceId: actor.id,
        ipAddress: actor.ipAddress,
      });
      // The replaced photo goes with the same commit (a job: retried while storage is down).
      if (existing) await queueFileDeletes(tx, [existing.documentKey], 'private');
    });
  } catch (err) {
    await queueFileDeletes(deps.db, [key], 'private');
    throw err;
  }
  return getOwnIdentity(deps.db, actor.id);
}

/** One row of the admin queue. */
export interface IdentityQueueEntry {
  userId: string;
  shortId: string;
  displayName: string;
  status: Exclude<IdentityStatus, 'none'>;
  submittedAt: string;
  reviewedAt: string | null;
  rejectionReason: string | null;
}

export interface IdentityQueuePage {
  entries: IdentityQueueEntry[];
  total: number;
  page: number;
  pageCount: number;
}

/** Pending checks oldest first (fair queue); decided ones newest decision first. */
export async function listIdentityQueue(
  db: Db,
  input: { status: Exclude<IdentityStatus, 'none'>; page: number },
): Promise<IdentityQueuePage> {
  const where = eq(identityVerifications.status, input.status);
  const order =
    input.status === 'pending'
      ? [identityVerifications.submittedAt, identityVerifications.userId]
      : [desc(identityVerifications.reviewedAt), identityVerifications.userId];
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        userId: identityVerifications.userId,
        displayName: sql<string>`coalesce(nullif(${profiles.displayName}, ''), ${user.name}, '')`,
        status: identityVerifications.status,
        submittedAt: identityVerifications.submittedAt,
        reviewedAt: identityVerifications.reviewedAt,
        rejectionReason: identityVerifications.rejectionReason,
      })
      .from(identityVerifications)
      .innerJoin(user, eq(user.id, identityVerifications.userId))
      .leftJoin(profiles, eq(profiles.id, identityVerifications.userId))
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((input.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(identityVerifications).where(where),
  ]);
  const total = Number(totals?.total ?? 0);
  return {
    entries: rows.map((row) => ({
      userId: row.userId,
      shortId: row.userId.slice(0, 8),
      displayName: row.displayName,
      status: row.status,
      submittedAt: new Date(row.submittedAt).toISOString(),
      reviewedAt: iso(row.reviewedAt),
      rejectionReason: row.rejectionReason,
    })),
    total,
    page: input.page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
  };
}

/** The ID photo, for an admin's eyes only (served by an admin route, never cached). */
export async function readIdentityDocument(deps: IdentityDeps, userId: string): Promise<Uint8Array> {
  const row = await findCheck(deps.db, userId);
  const bytes = row ? await deps.storage.get(row.documentKey, 'private') : null;
  if (!bytes) throw notFound('This user has not sent an ID photo.', 'id_photo_not_found');
  return bytes;
}

async function decide(
  deps: IdentityReviewDeps,
  userId: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  actor: AdminActor,
) {
  await deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ status: identityVerifications.status, email: user.email })
      .from(identityVerifications)
      .innerJoin(user, eq(user.id, identityVerifications.userId))
      .where(eq(identityVerifications.userId, userId))
      .for('update', { of: identityVerifications })
      .limit(1);
    if (!target) throw notFound('This user has not sent an ID photo.', 'id_photo_not_found');
    // Approve a waiting check; reject a waiting one, or withdraw an approval found to be wrong.
    const allowed = decision.status === 'approved' ? ['pending'] : ['pending', 'approved'];
    if (!allowed.includes(target.status)) {
      throw conflict(`This identity check is already ${target.status}.`, 'identity_already_decided', {
        status: target.status,
      });
    }
    const reason = decision.status === 'rejected' ? decision.reason : null;
    await tx
      .update(identityVerifications)
      .set({ status: decision.status, rejectionReason: reason, reviewedBy: actor.id, reviewedAt: sql`now()` })
      .where(eq(identityVerifications.userId, userId));
    await recordAudit(tx, {
      action: decision.status === 'approved' ? 'identity_approved' : 'identity_rejected',
      actorId: actor.id,
      resourceType: 'identity_verification',
      resourceId: userId,
      metadata: reason ? { reason, previousStatus: target.status } : { previousStatus: target.status },
      ipAddress: actor.ipAddress,
    });
    await enqueueJob(tx, 'mail.send', {
      to: target.email,
      userId,
      email:
        decision.status === 'approved'
          ? { kind: 'identity_approved', params: {} }
          : { kind: 'identity_rejected', params: { reason: decision.reason } },
    });
  });
}

export function approveIdentity(deps: IdentityReviewDeps, userId: string, actor: AdminActor) {
  return decide(deps, userId, { status: 'approved' }, actor);
}

export function rejectIdentity(
  deps: IdentityReviewDeps,
  userId: string,
  input: IdentityRejectInput,
  actor: AdminActor,
) {
  return decide(deps, userId, { status: 'rejected', reason: input.reason }, actor);
}
