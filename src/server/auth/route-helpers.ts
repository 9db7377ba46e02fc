import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { ZodError, type ZodType, type z } from 'zod';
import { emailSchema, firstValidationMessage } from '../../shared/schemas/auth';
import { recordAudit } from '../audit/public';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import { AppError } from '../errors';
import type { AppEnv } from '../http/public';
import { clientIp } from './client-ip';
import type { AuthCall } from './forward';
import { enforceRateLimits, type RateRule, refundRateLimit } from './rate-limit';

/** Small pieces the auth routes share: body reading, validation, rate limits, audit. */

export type Ctx = Context<AppEnv>;
export type AuditKind = 'signup' | 'login';
export type RateCheck = { rule: RateRule; subject: string | null };

export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

/** The JSON body as an object; anything unreadable is an empty one (validation then says why). */
export async function readBody(c: Ctx): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The body's email for the audit log, only once it is a valid address (lower-cased): the log
 * never stores raw input, which may hold anything (NUL, broken text, megabytes).
 */
export function validEmailOrNull(raw: unknown): string | null {
  const result = emailSchema.safeParse(raw);
  return result.success ? result.data.toLowerCase() : null;
}

/** Validates with a shared schema; the ZodError becomes the one error shape in onError. */
export function parse<Schema extends ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) throw result.error;
  return result.data;
}

function messageOf(err: unknown): string {
  if (err instanceof AppError) return err.userMessage;
  if (err instanceof ZodError) return firstValidationMessage(err);
  return err instanceof Error ? err.message : String(err);
}

export const userIdOf = (data: unknown) => (data as { user?: { id?: string } } | null)?.user?.id ?? null;

export function rateLimiter(db: Db) {
  return {
    /**
     * Counts the attempt; over a limit it answers 429 with Retry-After. `onFirstRefusal` hears
     * which rules refused for the first time in their window.
     */
    async limit(c: Ctx, checks: RateCheck[], onFirstRefusal?: (rules: RateRule[]) => Promise<void>) {
      try {
        await enforceRateLimits(db, checks);
      } catch (err) {
        const details = err instanceof AppError ? err.details : undefined;
        if (typeof details?.retryAfter === 'number') c.header('Retry-After', String(details.retryAfter));
        const first = Array.isArray(details?.firstRefusals) ? (details.firstRefusals as string[]) : [];
        const rules = checks.map((check) => check.rule).filter((rule) => first.includes(rule.name));
        if (onFirstRefusal && rules.length > 0) await onFirstRefusal(rules);
        throw err;
      }
    },
    /** Gives the attempt back (it succeeded). */
    refund(checks: RateCheck[]) {
      return Promise.all(
        checks.map(({ rule, subject }) => (subject ? refundRateLimit(db, rule, subject) : undefined)),
      );
    },
  };
}

/** Spec section 7's auth events: `<kind>_failed` when refused, `<kind>_error` when something broke. */
export function authAudit(db: Db, config: Config) {
  return {
    /** Runs `run`; anything it throws is recorded, then rethrown. */
    async audited(
      c: Ctx,
      kind: AuditKind,
      metadata: Record<string, unknown>,
      run: () => Promise<Response>,
    ): Promise<Response> {
      const ipAddress = clientIp(c, config);
      try {
        return await run();
      } catch (err) {
        const broke = !(err instanceof ZodError) && !(err instanceof AppError && err.status < 500);
        await recordAudit(db, {
          action: `${kind}_${broke ? 'error' : 'failed'}`,
          metadata: { ...metadata, error: messageOf(err) },
          ipAddress,
        });
        throw err;
      }
    },
    /** Records a refusal (or breakage) that better-auth answered with. */
    async outcome(c: Ctx, kind: AuditKind, metadata: Record<string, unknown>, call: AuthCall) {
      if (call.ok) return;
      await recordAudit(db, {
        action: `${kind}_${call.status >= 500 ? 'error' : 'failed'}`,
        metadata: { ...metadata, error: call.message },
        ipAddress: clientIp(c, config),
      });
    },
  };
}
