import { z } from 'zod';

/**
 * The one place that reads process.env. Everything else receives a Config.
 * A bad value stops start-up with a message that names the variable.
 */
const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: 'must be a comma-separated list of email addresses' })));

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url({ message: 'must be a URL' }).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  /**
   * A session connection to the same database that bypasses a transaction-mode pooler
   * (PgBouncer): LISTEN/NOTIFY for live updates and the migration lock need one.
   */
  DATABASE_DIRECT_URL: optionalUrl,
  /** Connections each process keeps to Postgres (many processes share max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * The job queue's timing (jobs/schema.ts): a job claimed longer than JOB_EXPIRE_SECONDS is taken
   * as lost (its process died) and retried; the first retry waits JOB_RETRY_DELAY_SECONDS, then
   * doubles; lost jobs are looked for every JOB_MAINTENANCE_SECONDS.
   */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(120),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  PUBLIC_URL: optionalUrl,
  ADMIN_EMAILS: emailList,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /**
   * How many reverse proxies in front of the app to trust (0: none, the socket's peer is the
   * client). With N, the client is the address the outermost trusted proxy saw: the N-th
   * X-Forwarded-For entry from the right. `true` means 1, `false` 0.
   */
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((value) => value.trim().toLowerCase())
    .refine((value) => /^(true|false|\d{1,2}|)$/.test(value), {
      message: 'must be a number of proxy hops (0 to 10), true (1) or false (0)',
    })
    .transform((value) => (value === 'true' ? 1 : value === 'false' || value === '' ? 0 : Number(value)))
    .pipe(z.number().int().min(0).max(10, { message: 'must be a number of proxy hops (0 to 10)' })),
  SMTP_URL: optionalUrl,
  /** Bounds every SMTP step (connection, greeting, each socket wait); a job retries after it. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  MAIL_FROM: z.string().min(3).default('ShareShed <no-reply@shareshed.local>'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,
  /** Bounds one storage call from connecting to the last byte, retries included. */
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The Connect webhook endpoint's secret (connected accounts' events), when separate. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: optionalUrl,
  /**
   * Bounds each Stripe request; the SDK retries once (idempotency keys make that safe), so a
   * hanging Stripe is answered "Payments are unavailable" after about twice this.
   */
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(80_000).default(5_000),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  /**
   * The map's raster tiles (decision 027): an http(s) template with {z}, {x} and {y} (and
   * optionally {s} for subdomains a, b, c), and the attribution its licence asks for. The default
   * is OpenStreetMap's public tile server, whose usage policy suits a small site; a busy one
   * should point this at its own or a paid tile service.
   */
  MAP_TILE_URL: z
    .string()
    .trim()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine(
      (value) =>
        /^https?:\/\/[^/]+\//.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
      {
        message: 'must be an http(s) URL template with {z}, {x} and {y}',
      },
    ),
  MAP_ATTRIBUTION: z.string().trim().min(1).max(200).default('© OpenStreetMap contributors'),
  MAP_ATTRIBUTION_URL: z
    .string()
    .trim()
    .default('https://www.openstreetmap.org/copyright')
    .pipe(z.url({ message: 'must be a URL' })),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** The origin users reach the app on; used in emails and redirects. */
  publicUrl: string;
  isProduction: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && values.DATABASE_URL && !values.AUTH_SECRET) {
    // Several processes share one database; each generating its own key would break sessions.
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_SECRET: must be set when DATABASE_URL is set in production',
    );
  }
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return { ...values, publicUrl, isProduction: values.NODE_ENV === 'production' };
}
