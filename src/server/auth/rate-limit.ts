import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimit } from '../db/schema';
import { AppError } from '../errors';

export interface RateRule {
  /** Part of the counter key, e.g. 'sign-in:email'. */
  name: string;
  max: number;
  windowMs: number;
  /** Keyed by the client's network address rather than an account. */
  byAddress?: boolean;
  /** The account's owner is emailed the first time this limit refuses (someone is guessing). */
  warnsOwner?: boolean;
}

const MINUTE = 60_000;

/**
 * The limits (spec: sign-in, sign-up and reset are rate limited). Sign-in and code checks count
 * failures only (a success gives its attempt back), so people who type correctly never wait.
 */
export const RATE_RULES = {
  /**
   * Guessing one account's password is limited per (account, address): a stranger's failures
   * lock out only the stranger, never the owner signing in from elsewhere. The slower limit per
   * account alone bounds guessing spread over many addresses; reaching either emails the owner.
   */
  signInPerAccountAddress: { name: 'sign-in:account+ip', max: 10, windowMs: 15 * MINUTE, warnsOwner: true },
  signInPerAccount: { name: 'sign-in:account', max: 50, windowMs: 60 * MINUTE, warnsOwner: true },
  signInPerIp: { name: 'sign-in:ip', max: 50, windowMs: 15 * MINUTE, byAddress: true },
  signUpPerEmail: { name: 'sign-up:email', max: 5, windowMs: 60 * MINUTE },
  signUpPerIp: { name: 'sign-up:ip', max: 60, windowMs: 10 * MINUTE, byAddress: true },
  resetPerEmail: { name: 'reset:email', max: 3, windowMs: 15 * MINUTE },
  resetPerIp: { name: 'reset:ip', max: 20, windowMs: 15 * MINUTE, byAddress: true },
  verificationPerEmail: { name: 'verification:email', max: 3, windowMs: 15 * MINUTE },
  twoFactorPerIp: { name: 'two-factor:ip', max: 20, windowMs: 15 * MINUTE, byAddress: true },
  changePasswordPerUser: { name: 'change-password:user', max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;

export interface RateDecision {
  allowed: boolean;
  /** This attempt is the first one refused in the window (count is max + 1). */
  firstRefusal: boolean;
  /** Seconds until the window resets (for Retry-After and the message). */
  retryAfter: number;
}

/**
 * Counts one attempt against `subject` in one atomic statement (an upsert that starts a new
 * window when the old one has passed), so every process sees the same counters.
 */
export async function consumeRateLimit(db: Db, rule: RateRule, subject: string): Promise<RateDecision> {
  const key = `${rule.name}:${subject}`;
  const now = Date.now();
  const resetAt = now + rule.windowMs;
  const [row] = await db
    .insert(rateLimit)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.resetAt} <= ${now} then 1 else ${rateLimit.count} + 1 end`,
        resetAt: sql`case when ${rateLimit.resetAt} <= ${now} then ${resetAt} else ${rateLimit.resetAt} end`,
      },
    })
    .returning({ count: rateLimit.count, resetAt: rateLimit.resetAt });
  // Now and then, clear counters whose window has long passed so the table stays small.
  if (Math.random() < 0.02) await db.delete(rateLimit).where(lt(rateLimit.resetAt, now - 60 * MINUTE));
  const count = row?.count ?? 1;
  const retryAfter = Math.max(1, Math.ceil(((row?.resetAt ?? resetAt) - now) / 1000));
  return { allowed: count <= rule.max, firstRefusal: count === rule.max + 1, retryAfter };
}

/** Gives back an attempt that turned out fine (a successful sign-in does not count). */
export async function refundRateLimit(db: Db, rule: RateRule, subject: string): Promise<void> {
  const counted = subjectFor(rule, subject);
  if (!counted) return;
  const key = `${rule.name}:${counted}`;
  await db
    .update(rateLimit)
    .set({ count: sql`greatest(${rateLimit.count} - 1, 0)` })
    .where(sql`${rateLimit.key} = ${key}`);
}

export function tooManyAttempts(retryAfter: number, details: Record<string, unknown> = {}): AppError {
  const minutes = Math.ceil(retryAfter / 60);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return new AppError('too_many_attempts', 429, `Too many attempts. Please wait ${wait} and try again.`, {
    ...details,
    retryAfter,
    count: Math.max(1, minutes),
  });
}

/**
 * Loopback is this machine: local development, tests, or a reverse proxy on the same host that
 * was not declared with TRUST_PROXY (then every client shares it, and one bucket for all would
 * lock everyone out together). Address limits skip it; the per-account limits still apply.
 */
export function isLoopback(address: string): boolean {
  return /^(127\.|::1$|::ffff:127\.)/.test(address);
}

function subjectFor(rule: RateRule, subject: string | null): string | null {
  if (!subject) return null;
  return rule.byAddress && isLoopback(subject) ? null : subject;
}

/**
 * Consumes every (rule, subject) pair; refuses with 429 when any is over its limit. The error's
 * details name the rules refusing for the first time in their window (`firstRefusals`), so the
 * caller can warn the account's owner once rather than on every attempt.
 */
export async function enforceRateLimits(
  db: Db,
  checks: { rule: RateRule; subject: string | null }[],
): Promise<void> {
  let worst: RateDecision | null = null;
  const firstRefusals: string[] = [];
  for (const check of checks) {
    const subject = subjectFor(check.rule, check.subject);
    if (!subject) continue;
    const decision = await consumeRateLimit(db, check.rule, subject);
    if (decision.firstRefusal) firstRefusals.push(check.rule.name);
    if (!decision.allowed && (!worst || decision.retryAfter > worst.retryAfter)) worst = decision;
  }
  if (worst) {
    throw tooManyAttempts(worst.retryAfter, { firstRefusals });
  }
}
