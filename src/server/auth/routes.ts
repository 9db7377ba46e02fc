import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ZodType } from 'zod';
import {
  backupCodeSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  revokeSessionSchema,
  signUpSchema,
  totpCodeSchema,
  twoFactorPasswordSchema,
} from '../../shared/schemas/auth';
import { recordAudit } from '../audit/public';
import { session } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { AppEnv } from '../http/public';
import { enqueueJob } from '../jobs/public';
import { getSettings } from '../settings/public';
import type { Accounts } from './auth';
import { clientIp } from './client-ip';
import { callAuth } from './forward';
import { RATE_RULES, type RateRule } from './rate-limit';
import {
  authAudit,
  type Ctx,
  parse,
  rateLimiter,
  readBody,
  userIdByEmail,
  userIdOf,
  validEmailOrNull,
} from './route-helpers';
import { requireUser } from './session';

/** Where the verification link lands (the welcome flow shows the outcome). */
export const VERIFIED_CALLBACK = '/welcome?view=login&verified=1';
/** Spec section 7: the reset link's redirect target. */
export const RESET_PASSWORD_PATH = '/auth/reset-password';

/**
 * The better-auth endpoints the app uses, each validated with the shared schemas, rate limited
 * in Postgres and audited; everything else under /api/auth is not exposed.
 */
export function authRoutes(accounts: Accounts) {
  const { db, config } = accounts;
  const app = new Hono<AppEnv>();

  const { limit, refund } = rateLimiter(db);

  /** The first refusal of a guessing limit tells the account's owner (if the account exists). */
  const warnOwnerOfGuessing = async (email: string, refusedRules: readonly RateRule[]) => {
    if (!refusedRules.some((rule) => rule.warnsOwner)) return;
    const userId = await userIdByEmail(db, email);
    if (!userId) return;
    // A job like every account email: sent durably, rendered with the current site name.
    await enqueueJob(db, 'mail.send', {
      to: email,
      userId,
      email: { kind: 'password_guessing', params: {} },
    });
  };
  const { audited, outcome: auditOutcome } = authAudit(db, config);

  app.post('/sign-up/email', async (c) => {
    const body = await readBody(c);
    const email = validEmailOrNull(body.email);
    const ip = clientIp(c, config);
    await recordAudit(db, { action: 'signup_attempted', metadata: { email }, ipAddress: ip });
    return audited(c, 'signup', { email }, async () => {
      const input = parse(signUpSchema, body);
      if (!(await getSettings(db)).registrationEnabled) {
        throw new AppError(
          'registration_closed',
          403,
          'New sign-ups are currently closed. Please try again later.',
        );
      }
      await limit(c, [
        { rule: RATE_RULES.signUpPerIp, subject: ip },
        { rule: RATE_RULES.signUpPerEmail, subject: input.email.toLowerCase() },
      ]);
      const call = await callAuth(c, await accounts.forRequest(), {
        ip,
        body: {
          name: input.name,
          email: input.email,
          password: input.password,
          callbackURL: VERIFIED_CALLBACK,
        },
      });
      await auditOutcome(c, 'signup', { email }, call);
      return call.response;
    });
  });

  app.post('/sign-in/email', async (c) => {
    const body = await readBody(c);
    const email = validEmailOrNull(body.email);
    const ip = clientIp(c, config);
    return audited(c, 'login', { email }, async () => {
      const input = parse(loginSchema, body);
      const account = input.email.toLowerCase();
      const checks = [
        { rule: RATE_RULES.signInPerAccountAddress, subject: `${account} ${ip ?? 'unknown'}` },
        { rule: RATE_RULES.signInPerAccount, subject: account },
        { rule: RATE_RULES.signInPerIp, subject: ip },
      ];
      await limit(c, checks, (rules) => warnOwnerOfGuessing(account, rules));
      const call = await callAuth(c, await accounts.forRequest(), {
        ip,
        body: {
          email: input.email,
          password: input.password,
          rememberMe: true,
          callbackURL: VERIFIED_CALLBACK,
        },
      });
      if (call.ok) {
        await refund(checks);
        const pending = (call.data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect === true;
        await recordAudit(db, {
          action: pending ? 'login_two_factor_required' : 'login_success',
          // The password was right, so the attempt belongs to this account even before the code.
          actorId: userIdOf(call.data) ?? (pending ? await userIdByEmail(db, input.email) : null),
          metadata: { email },
          ipAddress: ip,
        });
      } else {
        await auditOutcome(c, 'login', { email }, call);
      }
      return call.response;
    });
  });

  /** The second sign-in step (and the confirmation step when turning two-factor on). */
  const verifySecondFactor =
    (method: 'totp' | 'backup_code', codeSchema: ZodType<string>) => async (c: Ctx) => {
      const body = await readBody(c);
      const ip = clientIp(c, config);
      const signingIn = !c.get('user');
      const run = async () => {
        const code = parse(codeSchema, body.code);
        const checks = [{ rule: RATE_RULES.twoFactorPerIp, subject: ip ?? c.get('user')?.id ?? 'unknown' }];
        await limit(c, checks);
        const call = await callAuth(c, await accounts.forRequest(), {
          ip,
          body: { code, trustDevice: body.trustDevice === true },
        });
        if (call.ok) await refund(checks);
        if (signingIn && call.ok) {
          await recordAudit(db, {
            action: 'login_success',
            actorId: userIdOf(call.data),
            metadata: { method },
            ipAddress: ip,
          });
        } else if (signingIn) {
          await auditOutcome(c, 'login', { method }, call);
        }
        return call.response;
      };
      return signingIn ? audited(c, 'login', { method }, run) : run();
    };
  app.post('/two-factor/verify-totp', verifySecondFactor('totp', totpCodeSchema));
  app.post('/two-factor/verify-backup-code', verifySecondFactor('backup_code', backupCodeSchema));

  app.post('/request-password-reset', async (c) => {
    const input = parse(forgotPasswordSchema, await readBody(c));
    const ip = clientIp(c, config);
    await limit(c, [
      { rule: RATE_RULES.resetPerEmail, subject: input.email.toLowerCase() },
      { rule: RATE_RULES.resetPerIp, subject: ip },
    ]);
    const call = await callAuth(c, await accounts.forRequest(), {
      ip,
      body: { email: input.email, redirectTo: RESET_PASSWORD_PATH },
    });
    return call.response;
  });

  app.post('/reset-password', async (c) => {
    const input = parse(resetPasswordSchema, await readBody(c));
    const ip = clientIp(c, config);
    await limit(c, [{ rule: RATE_RULES.resetPerIp, subject: ip }]);
    const call = await callAuth(c, await accounts.forRequest(), {
      ip,
      body: { token: input.token, newPassword: input.newPassword },
    });
    return call.response;
  });

  app.post('/send-verification-email', async (c) => {
    const input = parse(forgotPasswordSchema, await readBody(c));
    const ip = clientIp(c, config);
    await limit(c, [
      { rule: RATE_RULES.verificationPerEmail, subject: input.email.toLowerCase() },
      { rule: RATE_RULES.resetPerIp, subject: ip },
    ]);
    const call = await callAuth(c, await accounts.forRequest(), {
      ip,
      body: { email: input.email, callbackURL: VERIFIED_CALLBACK },
    });
    return call.response;
  });

  app.post('/change-password', async (c) => {
    const signedIn = requireUser(c);
    const input = parse(changePasswordSchema, await readBody(c));
    const checks = [{ rule: RATE_RULES.changePasswordPerUser, subject: signedIn.id }];
    await limit(c, checks);
    const call = await callAuth(c, await accounts.forRequest(), {
      ip: clientIp(c, config),
      body: input,
      messages: { INVALID_PASSWORD: 'Your current password is incorrect.' },
      codes: { INVALID_PASSWORD: 'invalid_current_password' },
    });
    if (call.ok) await refund(checks);
    return call.response;
  });

  /** Turning two-factor on or off, or new backup codes: the password confirms it is really you. */
  const passwordConfirmed = (withIssuer: boolean) => async (c: Ctx) => {
    const signedIn = requireUser(c);
    const input = parse(twoFactorPasswordSchema, await readBody(c));
    const checks = [{ rule: RATE_RULES.changePasswordPerUser, subject: signedIn.id }];
    await limit(c, checks);
    const issuer = withIssuer ? (await getSettings(db)).siteName : undefined;
    const call = await callAuth(c, await accounts.forRequest(), {
      ip: clientIp(c, config),
      body: issuer ? { password: input.password, issuer } : { password: input.password },
    });
    if (call.ok) await refund(checks);
    return call.response;
  };
  app.post('/two-factor/enable', passwordConfirmed(true));
  app.post('/two-factor/disable', passwordConfirmed(false));
  app.post('/two-factor/generate-backup-codes', passwordConfirmed(false));

  // Endpoints with nothing of ours to add: sessions, sign-out, the links from emails.
  const passThrough = async (c: Ctx) =>
    (await callAuth(c, await accounts.forRequest(), { ip: clientIp(c, config) })).response;
  app.get('/get-session', passThrough);
  app.post('/sign-out', passThrough);
  app.get('/verify-email', passThrough);
  app.get('/reset-password/:token', passThrough);
  // Entries carry their id but never their token (forward.ts); a session is revoked by its id.
  app.get('/list-sessions', passThrough);
  app.post('/revoke-session', async (c) => {
    const signedIn = requireUser(c);
    const input = parse(revokeSessionSchema, await readBody(c));
    const [own] = await db
      .select({ token: session.token })
      .from(session)
      .where(and(eq(session.id, input.id), eq(session.userId, signedIn.id)))
      .limit(1);
    if (!own) throw notFound('This session does not exist or has already ended.');
    const call = await callAuth(c, await accounts.forRequest(), {
      ip: clientIp(c, config),
      body: { token: own.token },
    });
    return call.response;
  });
  app.post('/revoke-other-sessions', passThrough);
  app.get('/ok', passThrough);

  app.all('*', () => {
    throw new AppError('route_not_found', 404, 'This API route does not exist.');
  });
  return app;
}
