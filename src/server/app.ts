import { Hono } from 'hono';
import { maintenanceGuard } from './admin/maintenance';
import { adminRoutes } from './admin/routes';
import { auditRoutes } from './auth/audit-routes';
import { createAccounts } from './auth/auth';
import { authRoutes } from './auth/routes';
import { sessionMiddleware } from './auth/session';
import { AppError } from './errors';
import { healthProbes, keptLiveness, type Liveness } from './health/public';
import { healthRoutes } from './health/routes';
import { ServiceHealth, tracked } from './health/service-health';
import type { AppDeps, AppEnv, ResolvedDeps } from './http/context';
import { inMemoryAnswersWhole } from './http/in-memory-answers';
import { onError } from './http/on-error';
import { forgetPublicReadsAfterWrites, keepPublicReads } from './http/public-reads';
import { requestLog } from './http/request-log';
import { csrfGuard, privateWhenSignedIn, securityHeaders } from './http/security';
import { type IndexHtmlHook, webAppRoutes, withPreloads } from './http/web-app';
import { compressUnlessWhole } from './http/whole-answer';
import { identityRoutes } from './identity/routes';
import { homePageHtml } from './items/home-page';
import { itemPageHtml } from './items/page-meta';
import { itemRoutes } from './items/routes';
import { registerJobHandlers } from './job-handlers';
import { createJobQueue } from './jobs/queue';
import { createLiveHub } from './live/hub';
import { liveRoutes } from './live-routes';
import { messagingRoutes } from './messaging/routes';
import { notificationRoutes } from './notifications/routes';
import { paymentRoutes } from './payments/routes';
import { payoutRoutes } from './payouts/public';
import { createMailer } from './platform/mail/create-mailer';
import { createPaymentProvider } from './platform/payments/create-payment-provider';
import { createStorage } from './platform/storage/create-storage';
import { LocalDiskStorage } from './platform/storage/local-disk-storage';
import { serveUploads } from './platform/storage/serve-uploads';
import { ownProfileRoutes, publicProfileRoutes } from './profiles/routes';
import { rentalPeriodShiftRoutes } from './rentals/period-shift-routes';
import { rentalRoutes } from './rentals/routes';
import { reviewRoutes } from './reviews/routes';
import { roleRoutes } from './roles/routes';
import { pageDependsOnQuery, searchPagePreloads } from './search/page-preloads';
import { searchRoutes } from './search/routes';
import { keepSettingsInMemory } from './settings/service';
import { devMailRoutes } from './site/dev-mail-routes';
import { siteRoutes } from './site/routes';
import { embedSiteInfo, readSiteInfo } from './site/site-info';
import { supportRoutes } from './support/routes';
import { userSettingsRoutes } from './user-settings/routes';
import { wishlistRoutes } from './wishlist/routes';

/** The JSON API, one sub-app per domain. Its type is what the web's typed client is built from. */
export function createApi(deps: ResolvedDeps, liveness: Liveness) {
  const accounts = createAccounts({ ...deps, db: deps.database.db });
  const api = new Hono<AppEnv>()
    .use(privateWhenSignedIn)
    .use(sessionMiddleware(accounts, deps.database, deps.logger))
    .use(maintenanceGuard(deps));
  // The browser tests' clock for one rental (decision 034): test mode only, not in the typed API.
  if (deps.config.NODE_ENV === 'test') api.route('/dev/rentals', rentalPeriodShiftRoutes(deps));
  return api
    .route('/health', healthRoutes(deps, liveness))
    .route('/auth', authRoutes(accounts))
    .route('/roles', roleRoutes())
    .route('/audit', auditRoutes(deps))
    .route('/profile', ownProfileRoutes(deps))
    .route('/profiles', publicProfileRoutes(deps))
    .route('/settings', userSettingsRoutes(deps))
    .route('/site', siteRoutes(deps))
    .route('/rentals', rentalRoutes(deps))
    .route('/payments', paymentRoutes(deps))
    .route('/payouts', payoutRoutes(deps))
    .route('/admin', adminRoutes(deps))
    .route('/identity', identityRoutes(deps))
    .route('/items', itemRoutes(deps))
    .route('/live', liveRoutes(deps))
    .route('/conversations', messagingRoutes(deps))
    .route('/notifications', notificationRoutes(deps))
    .route('/search', searchRoutes(deps))
    .route('/wishlist', wishlistRoutes(deps))
    .route('/support', supportRoutes(deps))
    .route('/reviews', reviewRoutes(deps))
    .all('*', () => {
      throw new AppError('route_not_found', 404, 'This API route does not exist.');
    });
}

export type ApiType = ReturnType<typeof createApi>;

/**
 * Every app page carries the site facts; home the answers its first render reads, an item's page
 * its own meta tags, the search page a preload for its first result's photo (each from a guest's
 * answer, asked of the app itself through `askApi`, so the same kept answer the API serves). The
 * same for every visitor, so the web app keeps the page with the public answers (decision 013).
 */
function renderAppPage(deps: ResolvedDeps, askApi: (apiPath: string) => Promise<Response>): IndexHtmlHook {
  const itemPage = itemPageHtml(deps, askApi);
  const homePage = homePageHtml(deps, askApi);
  return {
    readsQuery: pageDependsOnQuery,
    async render(path, html, request) {
      let page = (await itemPage(path, html)) ?? (await homePage(path, html, request)) ?? html;
      try {
        const preloads = await searchPagePreloads(path, request.query, askApi);
        page = withPreloads(page, preloads);
      } catch (err) {
        // The page still loads; its photo is found once the results arrive.
        deps.logger.warn({ err }, 'search page preloads failed');
      }
      try {
        return embedSiteInfo(page, await readSiteInfo(deps.database.db));
      } catch (err) {
        // The page still loads; the app then asks /api/site itself.
        deps.logger.warn({ err }, 'site info for the page failed');
        return page;
      }
    },
  };
}

/** Middleware order matters: ids and logging first, then headers, then CSRF before any handler. */
export function createApp(input: AppDeps) {
  const health = input.health ?? new ServiceHealth();
  const deps: ResolvedDeps = {
    ...input,
    health,
    mailer: tracked(
      input.mailer ?? createMailer(input.config, input.database.db, input.logger),
      'mail',
      health,
    ),
    storage: tracked(input.storage ?? createStorage(input.config), 'storage', health),
    payments: tracked(
      input.payments ?? createPaymentProvider(input.config, input.database.db),
      'payments',
      health,
    ),
    live: input.live ?? createLiveHub(input.database, input.logger),
    jobs: input.jobs ?? createJobQueue(input.database.sql, input.logger),
    publicReads: keepPublicReads(input.database, input.logger),
  };
  keepSettingsInMemory(deps.database).catch((err: unknown) =>
    deps.logger.warn({ err }, 'settings are read from the database on every request: could not listen'),
  );
  registerJobHandlers(deps);
  const app = new Hono<AppEnv>();
  const liveness = keptLiveness(() => deps.database.ping());
  // Ahead of everything: a plain health probe is answered without the chain (health/probe.ts).
  app.use('/api/health', healthProbes(liveness, deps.config, deps.logger));
  app.use(requestLog(deps.logger));
  app.use(forgetPublicReadsAfterWrites(deps.publicReads));
  app.use(securityHeaders(deps.config));
  app.use(compressUnlessWhole());
  app.use(inMemoryAnswersWhole);
  app.use('/api/*', csrfGuard(deps.config));
  app.route('/api', createApi(deps, liveness));
  // The development outbox (spec: only when NODE_ENV is not production).
  if (!deps.config.isProduction) app.route('/dev/mail', devMailRoutes(deps));
  // Local-disk uploads are served by the app itself; S3 uploads are read from S3_PUBLIC_URL.
  if (deps.storage instanceof LocalDiskStorage) app.route('/uploads', serveUploads(deps.storage));
  // The search page's preloads ask the API as a guest would (no cookie), through the whole app.
  const askApi = async (apiPath: string) => app.request(apiPath);
  app.route('/', webAppRoutes(deps.config, deps.publicReads, renderAppPage(deps, askApi)));
  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));
  app.onError(onError);
  return app;
}
