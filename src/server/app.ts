import { withClientAddress } from './books';
import { formatInstantUtc } from '../domain/format';
import { registerRateLimit } from './http/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { registerErrorHandling } from './errors';
import { serializeError } from './log-errors';
import { createLifecycle, gateWhileStarting, type Lifecycle } from './lifecycle';
import { registerSecurityHeaders } from './security-headers';
import { RequestLog } from './request-log';
import { requestLoggerFactory } from './request-logger';
import { registerOpenApi } from './openapi';
import { fundClock, registerFundClock } from './fund-clock';
import { registerSpa } from './spa';
import { compressionPlugin } from './http/compression';
import { authPlugin } from './auth/plugin';
import { createDiscovery } from './auth/discovery';
import { createProviderStatus } from './auth/provider-status';
import { healthRoutes } from './routes/health';
import { configRoutes } from './routes/config';
import { meRoutes } from './routes/me';
import { myAccountRoutes } from './routes/my-account';
import { myRequestsRoutes } from './routes/my-requests';
import { requestRoutes } from './routes/requests';
import { investorIdentityRoutes } from './routes/investor-identity';
import { auditLogRoutes } from './routes/audit-log';
import { positionsRoutes } from './routes/positions';
import { holdingsRoutes } from './routes/holdings';
import { quartersRoutes } from './routes/quarters';
import { sectorsRoutes } from './routes/sectors';
import { appSettingsRoutes } from './routes/app-settings';
import { investorRoutes } from './routes/investors';
import { investorInvestmentRoutes } from './routes/investor-investments';
import { navDataRoutes } from './routes/nav-data';
import { documentRoutes } from './routes/documents';
import { importRoutes, importTemplateRoutes } from './routes/imports';
import { statementRoutes } from './routes/statements';
import { journalRoutes } from './routes/journal';
import { publicRoutes } from './routes/public';
import { currentNavRoutes } from './routes/current-nav';
import { feeRoutes } from './routes/fees';
import { periodRoutes } from './routes/periods';
import { taxRoutes } from './routes/tax';
import { myTaxRoutes } from './routes/my-tax';
import { createPublicData } from './sources/public-data';
import { createPublicAnswers } from './sources/public-answers';
import { registerServerRenderedPages } from './ssr/server-rendered-pages';
import { seedSampleFund } from './sample-data/sample-fund';
import { sampleDataRoutes } from './routes/sample-data';
import { backupRoutes } from './routes/backups';
import { startBackupSchedule } from './backup/schedule';
import { noticeRoutes } from './routes/notices';
import { createSender, type Sender } from './notices/sender';
import { recordSheetFailing } from './notices/events';

export interface BuildOptions {
  /** A database the caller opened and will close; by default the app opens and closes its own. */
  database?: Database;
  /** Where the log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** Called for every route as it is added (tests walk the route table). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Resolve only once migrated and ready (the default, for tests and tasks). The server passes false:
   * it listens at once and answers /api/ready with 503 until `app.started` resolves.
   */
  waitUntilReady?: boolean;
  /** The present for the fund clock (tests set the day); the system's by default. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    lifecycle: Lifecycle;
    /** Migrations, then the sample fund where it applies; the server is ready once it resolves. */
    started: Promise<void>;
    /** Drains the outbox of notices' e-mails (decision 027); tests call `drain()` themselves. */
    noticeSender: Sender;
  }
}

/** Builds the whole app, migrated and ready, without listening, so tests can use `inject()`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Errors are logged by a list of safe fields: never a query's values (see log-errors.ts).
      serializers: { err: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new RequestLog(),
    childLoggerFactory: requestLoggerFactory,
    // Upload routes set their own limit; everything else is small JSON.
    bodyLimit: 1024 * 1024,
    // X-Forwarded-* only from the proxies TRUST_PROXY names; addresses the app prints come from PUBLIC_URL.
    trustProxy: config.trustProxy,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Each audit row records the address its change came from (decision 022), as TRUST_PROXY resolves it.
  app.addHook('onRequest', (request, _reply, done) => withClientAddress(request.ip, done));
  await registerRateLimit(app, config.rateLimitPerMinute);

  const ownsDatabase = options.database === undefined;
  const database =
    options.database ??
    (await openDatabase({
      ...config,
      sampleFund: config.demoData
        ? { fundName: config.fundName, fundTimeZone: config.fundTimeZone }
        : undefined,
    }));
  const lifecycle = createLifecycle();
  app.decorate('database', database);
  app.decorate('lifecycle', lifecycle);
  app.addHook('preClose', async () => lifecycle.stopping());
  gateWhileStarting(app, lifecycle);
  const clock = fundClock(config.fundTimeZone, options.now);
  // Migrations run while the routes are registered; the API answers 503 until they are done.
  const started = (async () => {
    await database.migrate();
    // A new database gets the sample fund only where nothing real can be (config.ts, decision 015).
    if (config.demoData) await seedSampleFund(database.db, clock.today(), config.fundName);
    lifecycle.ready();
  })();
  // Awaited by buildApp or by the server; a failure is theirs to report.
  started.catch(() => undefined);
  app.decorate('started', started);
  if (ownsDatabase) {
    app.addHook('onClose', async () => {
      await database.close();
    });
  }

  try {
    // One read of the provider's discovery document serves the token checks and the CSP.
    const discovery = createDiscovery({
      issuer: config.oidc.issuer,
      status: createProviderStatus(config.oidc.issuer, app.log),
    });
    app.addHook('onClose', async () => discovery.close());
    registerSecurityHeaders(app, config, discovery);
    await app.register(compressionPlugin);
    await registerOpenApi(app, config.fundName);
    registerFundClock(app, clock);
    await app.register(authPlugin, {
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      allowedClaim: config.oidc.allowedClaim,
      auditorClaim: config.oidc.auditorClaim,
      investorClaim: config.oidc.investorClaim,
      discovery,
    });
    if (config.oidc.localProvider) {
      // Loaded only here: a real provider's deployment never holds oidc-provider in memory.
      const { mountLocalIdentityProvider } = await import('./dev-idp/provider');
      await mountLocalIdentityProvider(app, {
        issuer: config.oidc.issuer,
        publicUrl: config.publicUrl,
        dataDir: config.dataDir,
        users: config.devUsers,
        clientId: config.oidc.clientId,
        audience: config.oidc.audience,
        allowedClaim: config.oidc.allowedClaim,
        auditorClaim: config.oidc.auditorClaim,
      });
    }

    await app.register(healthRoutes, { db: database.db, lifecycle });
    await app.register(configRoutes, { config });
    await app.register(meRoutes, { db: database.db });
    await app.register(auditLogRoutes, { db: database.db });
    await app.register(positionsRoutes, { db: database.db });
    await app.register(holdingsRoutes, { db: database.db });
    await app.register(quartersRoutes, { db: database.db });
    await app.register(sectorsRoutes, { db: database.db });
    await app.register(journalRoutes, { db: database.db });
    await app.register(appSettingsRoutes, { db: database.db });
    await app.register(investorRoutes, { db: database.db });
    await app.register(investorInvestmentRoutes, { db: database.db });
    await app.register(navDataRoutes, { db: database.db });
    await app.register(documentRoutes, { db: database.db, maxUploadMb: config.maxUploadMb });
    await app.register(importTemplateRoutes);
    await app.register(importRoutes, { db: database.db });
    await app.register(statementRoutes, { db: database.db, fundName: config.fundName });
    const publicData = createPublicData({
      sheets: config.sheets,
      log: app.log,
      today: clock.today,
      failingAlertMs: config.mail.sheetAlertMinutes * 60_000,
      onFailing: (sheet, since) => {
        const minute = since.toISOString().slice(0, 16);
        recordSheetFailing(database.db, sheet, minute, formatInstantUtc(since)).catch((err: unknown) =>
          app.log.error({ err }, 'the failing sheet could not be noticed'),
        );
      },
    });
    const answers = createPublicAnswers(publicData);
    await app.register(publicRoutes, { answers, maskSensitive: config.maskSensitive });
    await app.register(currentNavRoutes, { publicData });
    await app.register(investorIdentityRoutes, { db: database.db });
    await app.register(sampleDataRoutes, { db: database.db });
    await app.register(backupRoutes, { database, config });
    await app.register(myAccountRoutes, { db: database.db, publicData, fundName: config.fundName });
    await app.register(feeRoutes, { db: database.db, navTolerancePercent: config.navTolerancePercent });
    await app.register(periodRoutes, { db: database.db, publicData, fundName: config.fundName });
    await app.register(taxRoutes, { db: database.db, fundName: config.fundName });
    await app.register(myTaxRoutes, { db: database.db, fundName: config.fundName });
    await app.register(myRequestsRoutes, {
      db: database.db,
      publicData,
      fundName: config.fundName,
      noticeDays: config.redemptionNoticeDays,
    });
    await app.register(requestRoutes, {
      db: database.db,
      fundName: config.fundName,
      navTolerancePercent: config.navTolerancePercent,
    });
    await app.register(noticeRoutes, {
      db: database.db,
      mailMode: config.mail.mode,
      adminAlertEmail: config.mail.adminAlertEmail,
      fundName: config.fundName,
      now: options.now ?? (() => new Date()),
    });
    const sender = createSender({ db: database.db, config, log: app.log, now: options.now });
    app.decorate('noticeSender', sender);
    // Once migrated; preClose: a send under way finishes and is marked before the database closes.
    started.then(
      () => sender.start(),
      () => undefined,
    );
    app.addHook('preClose', () => sender.stop());
    await registerSpa(app, config.clientDir, { serveSourceMaps: config.serveSourceMaps });
    // After the static files, whose `reply.sendFile` a page falls back to; its routes are exact paths,
    // which win over the static files' wildcard.
    await registerServerRenderedPages(app, { config, answers, maskSensitive: config.maskSensitive });
    if (config.backups.dir) {
      const schedule = startBackupSchedule({
        database,
        dir: config.backups.dir,
        intervalMinutes: config.backups.intervalMinutes,
        keep: config.backups.keep,
        fundName: config.fundName,
        log: app.log,
        key: config.backups.key,
      });
      // preClose: before the database closes, a backup under way stops and its temporary file goes.
      app.addHook('preClose', () => schedule.stop());
    }
    await app.ready();
    if (options.waitUntilReady !== false) await started;
  } catch (err) {
    await app.close().catch(() => undefined);
    if (ownsDatabase) await database.close().catch(() => undefined);
    throw err;
  }
  return app;
}
