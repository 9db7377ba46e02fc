import type { Role, SessionUser } from '../auth/public';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ServiceHealth } from '../health/public';
import type { JobQueue } from '../jobs/public';
import type { LiveHub } from '../live/public';
import type { Logger } from '../logger';
import type { Mailer, ObjectStorage, PaymentProvider } from '../platform/public';
import type { PublicReads } from './public-reads';

/** What every request can reach; built once at boot and handed to createApp. */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Outgoing email; createApp builds the default from config (SMTP or the dev outbox) when absent. */
  mailer?: Mailer;
  /** Uploaded files; createApp builds the default from config (local disk or S3) when absent. */
  storage?: ObjectStorage;
  /** Checkout and refunds; createApp picks Stripe (both keys set) or the built-in sandbox when absent. */
  payments?: PaymentProvider;
  /** Live updates (server-sent events); createApp listens on the database when absent. */
  live?: LiveHub;
  /** Runs background jobs; createApp builds one with the default policy (workers not started) when absent. */
  jobs?: JobQueue;
  /** What this process last saw of storage, mail and payments (/api/health/ready). */
  health?: ServiceHealth;
}

/** AppDeps after createApp has filled in the defaults. */
export type ResolvedDeps = AppDeps & {
  mailer: Mailer;
  storage: ObjectStorage;
  payments: PaymentProvider;
  live: LiveHub;
  jobs: JobQueue;
  health: ServiceHealth;
  /** Anonymous public answers kept in memory (http/public-reads.ts, decision 013). */
  publicReads: PublicReads;
};

/** Hono's typed context variables set by our middleware. */
export interface AppEnv {
  // Read them with c.get('user'): Hono's c.var copies every variable into a new object on each read.
  Variables: {
    requestId: string;
    /** The headers every answer carries (http/security.ts), for answers sent whole (http/kept-answer.ts). */
    appHeaders: Readonly<Record<string, string>>;
    /** Set under the API: its answers are private when the request is signed in (http/security.ts). */
    privateWhenSignedIn: boolean;
    log: Logger;
    /** The signed-in user, or null for visitors (auth/session.ts). */
    user: SessionUser | null;
    /** The signed-in user's role, looked up once per request on first use; null for visitors. */
    userRole: () => Promise<Role | null>;
  };
}
