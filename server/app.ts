import { BackgroundWork } from './http/background';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { AppError } from '../core/errors';
import { authCookieNames, createAuth, sessionCookieName, usesSecureCookies } from './auth/betterAuth';
import type { Config } from './config';
import type { DbHandle } from './db/client';
import type { AppContext } from './http/context';
import { clientErrorOptions } from './http/clientErrors';
import { registerCsrf } from './http/csrf';
import { registerSessionHint } from './http/sessionHint';
import { registerDocs } from './http/docs';
import { registerErrorHandler } from './http/errors';
import { type Readiness, createReadiness, registerHealth } from './http/health';
import { registerInputGuard } from './http/inputGuard';
import { createLogger } from './http/logger';
import { firstMatchingPageData } from './http/pageData';
import { createPostgresRateLimitStore } from './http/rateLimitStore';
import { registerSecurity } from './http/security';
import { registerImageVariants } from './http/imageVariants';
import { createLocalStorage, createStorage } from './integrations/storage';
import { registerSpa } from './http/spa';
import { installDutchZodMessages } from './http/zodDutch';
import { type ErrorReporter, createErrorReporter } from './integrations/errors';
import { registerRealtime } from './realtime';
import type { MailSender } from './integrations/mail';
import { accountRoutes, createAccountsContext } from './modules/accounts';
import { adminPolicy, adminRoutes, testOutboxRoutes } from './modules/admin';
import { eventRoutes, eventsPageData } from './modules/events';
import { favoriteRoutes } from './modules/favorites';
import { messageRoutes } from './modules/messages';
import { followRoutes } from './modules/follows';
import { streamRoutes } from './modules/stream';
import { helpCenterPageData, helpRoutes } from './modules/help';
import { geoRoutes } from './modules/geo';
import { categoryRoutes } from './modules/categories';
import { settingsRoutes } from './modules/settings';
import { reviewRoutes } from './modules/reviews';
import { venueRoutes, venuesPageData } from './modules/venues';
import { professionalRoutes } from './modules/professionals';
import { organizationRoutes, organizationsPageData } from './modules/organizations';
import {
  landingPageData,
  pageVisibleTo,
  siteRoutes,
  siteSettingsRoutes,
  testPagesRoutes,
} from './modules/site';
import { teamRoutes } from './modules/teams';
import { profileRoutes } from './modules/profiles';
import { serviceRoutes } from './modules/services';
import { memberRoutes } from './modules/members';
import { highlightRoutes } from './modules/highlights';
import { recommendationRoutes } from './modules/recommendations';
import { appointmentRoutes } from './modules/appointments';
import { bookingRoutes } from './modules/bookings';
import { ticketCheckoutHandlers, ticketRoutes } from './modules/tickets';
import { analyticsRoutes } from './modules/analytics';
import { communityPageData, forumAdminRoutes, forumReadRoutes, forumWriteRoutes } from './modules/forum';
import { billingRoutes, paymentRoutes } from './modules/payments';
import {
  type PushSender,
  createPushSender,
  notificationRoutes,
  pushRoutes,
  startNotificationDispatcher,
  testNotificationRoutes,
  unsubscribeRoutes,
} from './modules/notifications';
import { broadcastRoutes } from './modules/broadcasts';
import { roadmapRoutes } from './modules/roadmap';
import { auditRoutes } from './modules/audit';
import { Metrics, countingReporter } from './observability/metrics';
import { registerMetrics } from './http/metrics';
import { monitoringRoutes } from './modules/monitoring';
import { insightsRoutes } from './modules/insights';
import { storageRoutes } from './modules/storage';
import { purityRoutes, purityTestRoutes } from './modules/purity';
import { testDataRoutes } from './modules/testData';
import { eventReadCaches, eventsChangedChannel } from './db/eventReadCaches';
import { registerReadCacheDrops } from './http/readCacheDrops';

/** The built SPA, relative to this file so the working directory does not matter. */
export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../dist/web', import.meta.url));

export type AppDeps = {
  config: Config;
  db: DbHandle;
  mail: MailSender;
  /** The process logger (main.ts shares it with mail and jobs); created from config when absent. */
  logger?: Logger;
  reporter?: ErrorReporter;
  /** Tests pass their own to wait for it (server/test/app.ts). */
  background?: BackgroundWork;
  /** main.ts passes one that turns ready after migrations and seed; absent = ready (tests). */
  readiness?: Readiness;
  /** Built SPA directory; defaults to dist/web. */
  webDir?: string;
  /** Web push for the delivery dispatcher; absent = createPushSender from config, null = pushes stay queued. */
  push?: PushSender | null;
  /** In-process metrics (main.ts shares them with the instance heartbeat); absent = this app's own. */
  metrics?: Metrics;
};

/**
 * Build the Fastify app: zod contracts, the one error envelope, security headers, OpenAPI, health, the
 * domain modules and the SPA. main.ts and every API test build it the same way.
 */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { config } = deps;
  installDutchZodMessages();

  const logger: FastifyBaseLogger = deps.logger ?? createLogger(config);
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    // Leave room for the contact form and later profile texts; uploads go through their own route.
    bodyLimit: 1_048_576,
    // Dutch envelopes for what Node's parser and the router refuse before any route (431, bad URLs).
    ...clientErrorOptions(logger),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const metrics = deps.metrics ?? new Metrics();
  // Every capture is counted for /admin/monitoring, whichever reporter sends it on.
  const reporter = countingReporter(deps.reporter ?? createErrorReporter(config, app.log), metrics);
  registerErrorHandler(app, reporter);
  registerMetrics(app, metrics, config.metricsToken);
  await registerSecurity(app, config);
  registerCsrf(app, { publicUrl: config.publicUrl, sessionCookieNames: authCookieNames(config.publicUrl) });
  registerSessionHint(app, {
    sessionCookieName: sessionCookieName(config.publicUrl),
    secure: usesSecureCookies(config.publicUrl),
  });
  registerInputGuard(app);
  await app.register(rateLimit, {
    global: false,
    store: createPostgresRateLimitStore(deps.db.db),
    // A database hiccup must not lock everyone out of the contact form.
    skipOnError: true,
    errorResponseBuilder: () => new AppError('rate_limited'),
  });

  const background = deps.background ?? new BackgroundWork(reporter);
  // Before the database closes: mails and provider calls started by requests finish first.
  app.addHook('preClose', () => background.idle());
  const ctx: AppContext = {
    config,
    db: deps.db.db,
    dbHandle: deps.db,
    mail: deps.mail,
    reporter,
    logger: app.log,
    background,
  };
  const auth = createAuth({ config, db: deps.db.db, mail: deps.mail, logger: app.log });
  // The request context: the app context plus actor resolution, which accounts provides (with better-auth).
  const accountsCtx = createAccountsContext(ctx, auth);
  const realtime = registerRealtime(app, {
    dbHandle: deps.db,
    logger: app.log,
    sessionCookieName: sessionCookieName(config.publicUrl),
  });
  // Before the routes, so the drop after a write covers every module's writes (readCacheDrops.ts).
  registerReadCacheDrops(app, {
    db: deps.db.db,
    realtime,
    channel: eventsChangedChannel,
    caches: eventReadCaches,
  });
  // Before the routes: the OpenAPI document collects them as they are added.
  await registerDocs(app, {
    adminOnly: config.isProduction,
    context: accountsCtx,
    mayRead: adminPolicy.readApiDocs,
  });
  registerHealth(app, deps.readiness ?? createReadiness(true));
  await app.register(accountRoutes(accountsCtx));
  await app.register(settingsRoutes(accountsCtx));
  await app.register(teamRoutes(accountsCtx));
  await app.register(adminRoutes(accountsCtx));
  await app.register(geoRoutes(accountsCtx));
  await app.register(eventRoutes(accountsCtx));
  await app.register(favoriteRoutes(accountsCtx));
  await app.register(followRoutes(accountsCtx));
  await app.register(streamRoutes(accountsCtx, realtime));
  await app.register(messageRoutes(accountsCtx));
  await app.register(categoryRoutes(accountsCtx, realtime));
  await app.register(siteRoutes(ctx));
  await app.register(testPagesRoutes(accountsCtx));
  await app.register(roadmapRoutes(accountsCtx));
  await app.register(siteSettingsRoutes(accountsCtx, realtime));
  await app.register(venueRoutes(ctx));
  await app.register(professionalRoutes(accountsCtx));
  await app.register(profileRoutes(accountsCtx));
  await app.register(reviewRoutes(accountsCtx));
  await app.register(serviceRoutes(accountsCtx));
  await app.register(memberRoutes(ctx));
  await app.register(highlightRoutes(accountsCtx));
  await app.register(analyticsRoutes(accountsCtx));
  await app.register(organizationRoutes(accountsCtx));
  await app.register(recommendationRoutes(accountsCtx));
  await app.register(appointmentRoutes(accountsCtx));
  await app.register(bookingRoutes(accountsCtx));
  await app.register(ticketRoutes(accountsCtx));
  await app.register(billingRoutes(accountsCtx));
  await app.register(helpRoutes(accountsCtx));
  await app.register(forumReadRoutes(accountsCtx));
  await app.register(forumWriteRoutes(accountsCtx));
  await app.register(forumAdminRoutes(accountsCtx));
  await app.register(broadcastRoutes(accountsCtx));
  await app.register(auditRoutes(accountsCtx));
  await app.register(monitoringRoutes(accountsCtx, { metrics }));
  await app.register(insightsRoutes(accountsCtx));
  await app.register(storageRoutes(accountsCtx));
  await app.register(purityRoutes(accountsCtx));
  await app.register(testDataRoutes(accountsCtx));
  await app.register(notificationRoutes(accountsCtx));
  await app.register(unsubscribeRoutes(ctx));
  await app.register(pushRoutes(accountsCtx));
  await app.register(testNotificationRoutes(accountsCtx));
  // Notification e-mails and pushes go out after commit, woken by NOTIFY.
  const push = deps.push === undefined ? createPushSender(ctx) : deps.push;
  startNotificationDispatcher(app, { ...ctx, push }, realtime, reporter);
  // Checkout kinds besides subscriptions: ticket orders.
  await app.register(paymentRoutes(accountsCtx, { ticket_order: ticketCheckoutHandlers(ctx) }));
  // Test-only: the browser journeys read mailed links here (never mounted in production or development).
  if (config.env === 'test') await app.register(testOutboxRoutes(ctx));
  // Test-only: a browser journey plants an inconsistency for the purity test to find.
  if (config.env === 'test') await app.register(purityTestRoutes(ctx));

  // Uploads at /uploads/ whatever the storage (http/uploads.ts), and their responsive images (GET /img/{width});
  // the made variants are a per-instance cache beside the data.
  const storage = createStorage(config);
  registerImageVariants(app, {
    storage,
    cache: createLocalStorage(join(config.dataDir, 'image-variants')),
    webDir: deps.webDir ?? DEFAULT_WEB_DIR,
  });
  await registerSpa(app, {
    webDir: deps.webDir ?? DEFAULT_WEB_DIR,
    storage,
    // The first screen's data of the public list pages; each domain answers its own paths.
    pageData: firstMatchingPageData([
      landingPageData(ctx),
      eventsPageData(ctx.db),
      venuesPageData(ctx.db),
      organizationsPageData(ctx.db),
      communityPageData(accountsCtx),
      helpCenterPageData(ctx.db),
    ]),
    pageVisible: pageVisibleTo(accountsCtx),
  });
  return app;
};
