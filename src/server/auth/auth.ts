import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { account, session, twoFactor, user, verification } from '../db/schema';
import type { EmailPayload } from '../emails/public';
import { enqueueJob } from '../jobs/public';
import type { Logger } from '../logger';
import { getSettings } from '../settings/public';
import { grantAdminIfListed } from './roles';
import { resolveAuthSecret } from './secret';
import { refuseSuspendedSession } from './suspension';

/** better-auth reads the client address only from this header, which routes.ts always overwrites. */
export const CLIENT_IP_HEADER = 'x-shareshed-client-ip';

export const AUTH_BASE_PATH = '/api/auth';
const DAY = 60 * 60 * 24;

export interface AuthDeps {
  config: Config;
  db: Db;
  logger: Logger;
  /** false: no account emails at all (the demo's addresses do not exist). */
  sendEmails?: boolean;
}

/**
 * The auth library (better-auth with its drizzle adapter and two-factor plugin: some 500 files),
 * loaded when first needed or when the server is up (main.ts), not before the server answers: it
 * was about a third of start-up (issue 18). The module cache loads each once.
 */
export const loadAuthLibrary = () =>
  Promise.all([
    import('better-auth'),
    import('better-auth/adapters/drizzle'),
    import('better-auth/plugins/two-factor'),
  ]);

async function buildAuth(
  { config, db, logger, sendEmails = true }: AuthDeps,
  secret: string,
  requireEmailVerification: boolean,
) {
  const [{ betterAuth }, { drizzleAdapter }, { twoFactor: twoFactorPlugin }] = await loadAuthLibrary();
  const log = logger.child({ module: 'auth' });
  // Recorded before the answer and sent by a worker (retried, never lost): the answer and its
  // timing never depend on the mail server, nor on whether an account exists. Worded at send
  // time, in the account's language.
  const send = async (target: { id: string; email: string }, email: EmailPayload) => {
    if (sendEmails) await enqueueJob(db, 'mail.send', { to: target.email, userId: target.id, email });
  };
  const grantAdmin = async (account: { id: string; email: string; emailVerified: boolean }) => {
    if (await grantAdminIfListed(db, config.ADMIN_EMAILS, account)) {
      log.info({ userId: account.id }, 'admin role granted (ADMIN_EMAILS)');
    }
  };

  return betterAuth({
    appName: 'ShareShed',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification,
      // The spec's flow: sign up, verify by email, then log in.
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user: target, url }) => send(target, { kind: 'reset_password', params: { url } }),
      onExistingUserSignUp: ({ user: target }) => send(target, { kind: 'existing_account', params: {} }),
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified sign-in is refused and gets a fresh link (the old one may have expired).
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      sendVerificationEmail: ({ user: target, url }) =>
        send(target, { kind: 'verify_email', params: { url } }),
    },
    session: {
      expiresIn: 30 * DAY,
      // Renewal: a session used after a day gets its expiry pushed out again.
      updateAge: DAY,
      freshAge: DAY,
    },
    // Rate limits are enforced by routes.ts in Postgres (shared by every process).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: 'shareshed',
      useSecureCookies: config.publicUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        log[level]({ details: args }, message);
      },
    },
    plugins: [twoFactorPlugin({ issuer: 'ShareShed', backupCodeOptions: { amount: 10, length: 10 } })],
    databaseHooks: {
      // ADMIN_EMAILS is honoured at sign-in only, for a verified address (auth/roles.ts).
      session: {
        create: {
          // A suspended account gets no session, however it signs in (auth/suspension.ts).
          before: async (created) => {
            await refuseSuspendedSession(db, created.userId);
          },
          after: async (created) => {
            const [owner] = await db
              .select({ id: user.id, email: user.email, emailVerified: user.emailVerified })
              .from(user)
              .where(eq(user.id, created.userId))
              .limit(1);
            if (owner) await grantAdmin(owner);
          },
        },
      },
    },
  });
}

export type Auth = Awaited<ReturnType<typeof buildAuth>>;

export interface Accounts {
  /** The instance matching the current emailVerificationRequired setting. */
  forRequest(): Promise<Auth>;
  /** Reads sessions (identical in both variants). */
  sessions(): Promise<Auth>;
  db: Db;
  config: Config;
}

/**
 * Whether a sign-in needs a verified email is a run-time system setting, while better-auth fixes
 * it at construction; so there are two instances over the same tables and secret, and each
 * request uses the one the current setting asks for.
 */
export function createAccounts(deps: AuthDeps): Accounts {
  const secret = resolveAuthSecret(deps.config);
  // Each built when first asked for, with the library (loadAuthLibrary).
  const builtOnFirstUse = (requireEmailVerification: boolean) => {
    let built: Promise<Auth> | undefined;
    return () => {
      built ??= buildAuth(deps, secret, requireEmailVerification);
      return built;
    };
  };
  const strictAuth = builtOnFirstUse(true);
  const relaxedAuth = builtOnFirstUse(false);
  return {
    sessions: strictAuth,
    db: deps.db,
    config: deps.config,
    async forRequest() {
      const settings = await getSettings(deps.db);
      return settings.emailVerificationRequired ? strictAuth() : relaxedAuth();
    },
  };
}
