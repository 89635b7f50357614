import formBody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { routes } from '@wattwise/api/contract';
import { fileBlobStore } from './adapters/blobs/index';
import { captchaVerifier } from './adapters/captcha/index';
import { createAdapters } from './adapters/index';
import { registerAreaPages, servedHandlers } from './areas/index';
import { queueNewMeterIngests } from './areas/meter/meterJobs';
import type { MeterUploads } from './areas/meter/meterUpload';
import { meterReadingsSources } from './areas/meter/readings';
import type { ModelQueue } from './areas/registration/queuePosition';
import { meterAccessOf, type RegistrationDeps } from './areas/registration/registration';
import {
  resendUnfinishedRuns,
  sendCalibration,
  sendIngest,
  sendModelRun,
  startWorkers,
  updateEngineResults,
} from './areas/workers';
import type { EngineUpdate } from './areas/registration/engineUpdate';
import type { ServerConfig } from './config';
import { migrateToLatest, openDatabase, type AppDatabase } from './db/database';
import { registerContractRoutes } from './platform/contract/contractRoutes';
import { registerOpenApi } from './platform/contract/openApi';
import { registerErrorHandler } from './platform/errors/errorHandler';
import { registerBodyParsers } from './platform/http/bodyParsers';
import { registerEtags } from './platform/http/etags';
import { loggerOptions, registerRequestLogging } from './platform/http/logging';
import { registerRequestTextCheck } from './platform/http/requestText';
import { registerSecurityHeaders } from './platform/http/securityHeaders';
import { slowRequestServer } from './platform/http/slowRequests';
import { sessionIdOf } from './platform/identity/browserSessions';
import { registerFormOriginCheck } from './platform/identity/formOrigin';
import { openIdentity, registerIdentityRoutes } from './platform/identity/index';
import type { AccessTokenVerifier } from './platform/identity/verify';
import { registerClientConcurrency } from './platform/limits/clientConcurrency';
import { costBudgets } from './platform/limits/costBudgets';
import { registerRateLimits } from './platform/limits/rateLimits';
import { registerRepeatRefusals } from './platform/limits/repeatRefusals';
import { JOB_NAMES, JobQueue } from './platform/queue/queue';
import { registerWebApp } from './platform/webApp/webApp';
import { loadStartData } from './seed/openData';
import { removeLeftovers } from './areas/leftovers';
import { refreshPlannerStatistics } from './db/plannerStatistics';
import { seedDatabase, type SeedResult } from './seed/seed';

export interface BuiltApp {
  app: FastifyInstance;
  database: AppDatabase;
  seed: SeedResult | undefined;
  provider: Provider | undefined;
  verifyAccessToken: AccessTokenVerifier;
  jobs: JobQueue | undefined;
}

/**
 * Builds the whole server (API, identity, web app) without listening, for main.ts and tests.
 * It owns the database: closing the app closes it.
 */
export async function buildApp(
  config: ServerConfig,
  options: {
    database?: AppDatabase;
    seed?: boolean;
    logger?: boolean;
    /** false: no job queue (tests that do not model buildings). */
    jobs?: boolean;
    /** Where log lines go instead of stdout (tests read them). */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<BuiltApp> {
  const database = options.database ?? (await openDatabase(config));
  const { db } = database;
  let jobs: JobQueue | undefined;
  let engineUpdate: EngineUpdate | undefined;
  try {
    await migrateToLatest(db, database.schema);
    await loadStartData(db);
    const seed = options.seed === false ? undefined : await seedDatabase(db, config);
    const identity = await openIdentity(db, config);

    const app = Fastify({
      logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
      // Fastify's two info lines per request are replaced by one debug line (platform/http/logging.ts).
      logController: new LogController({ disableRequestLogging: true }),
      trustProxy: new URL(config.publicUrl).protocol === 'https:',
      serverFactory: slowRequestServer(config),
    });
    app.decorateRequest('caller', undefined);
    const adapters = createAdapters(config, db);
    if (options.jobs !== false) {
      jobs = new JobQueue(database, config.jobs);
      await jobs.start((error) => app.log.error({ err: error }, 'job queue error'));
      const recovered = await jobs.recoverAbandonedJobs();
      if (recovered > 0) app.log.info(`${recovered} jobs a stop interrupted are queued again`);
      if (config.workersInProcess) {
        await startWorkers(db, jobs, {
          pauseMs: config.jobPauseMs,
          log: (message) => app.log.info(message),
          sources: meterReadingsSources(db, adapters.smartMeters),
          blobs: fileBlobStore(config.dataDir),
        });
      }
      await resendUnfinishedRuns(db, jobs);
      if (config.workersInProcess) {
        engineUpdate = updateEngineResults(db, jobs, {
          pollMs: config.jobs.pollSeconds * 1000,
          log: (message) => app.log.info(message),
        });
      }
    }
    const queue = jobs;
    const registration: RegistrationDeps = {
      db,
      captcha: captchaVerifier(config.captchaSecret),
      blobs: fileBlobStore(config.dataDir),
      meters: meterAccessOf(adapters.smartMeters),
      staffEmailDomains: config.staffEmailDomains,
      sendModelRuns: async (runIds) => {
        for (const runId of runIds) if (queue) await sendModelRun(queue, runId);
      },
      sendMeterIngests: async (siteId) => {
        if (!queue) return;
        for (const job of await queueNewMeterIngests(db, siteId)) await sendIngest(queue, job);
      },
    };
    app.decorate('registration', registration);
    app.decorate('meterUploads', {
      sendIngestJob: async (job) => {
        if (queue) await sendIngest(queue, job);
      },
      sendCalibration: async (runId) => {
        if (queue) await sendCalibration(queue, runId);
      },
    } satisfies MeterUploads);
    app.decorate('adapters', adapters);
    app.decorate('budgets', costBudgets(db, config.rateLimits));
    app.decorate('modelQueue', {
      runsBefore: async (runId: string) =>
        queue ? queue.positionOf(JOB_NAMES.modelBuilding, runId) : undefined,
    } satisfies ModelQueue);
    app.addHook('onClose', async () => {
      await engineUpdate?.stop();
      await jobs?.stop();
      await database.close();
    });
    registerBodyParsers(app);
    await app.register(formBody);

    registerErrorHandler(app, { refusalDelayMs: config.rateLimits.refusalDelayMs });
    registerClientConcurrency(app);
    registerRepeatRefusals(app);
    registerRequestTextCheck(app);
    registerRequestLogging(app);
    registerEtags(app);
    await registerSecurityHeaders(app, config);
    await registerRateLimits(app, db, config.rateLimits);
    registerFormOriginCheck(app, config);
    registerIdentityRoutes(app, identity, { db, config });

    registerContractRoutes(app, {
      routes,
      handlers: servedHandlers,
      verifyAccessToken: identity.verifyAccessToken,
      sessions: identity.sessions,
      db,
      config,
      ...(identity.onCaller ? { onCaller: identity.onCaller } : {}),
    });
    await registerAreaPages(app, { db, config });
    registerOpenApi(app, { routes, served: new Set(Object.keys(servedHandlers)), config });
    await registerWebApp(app, config, async (request) =>
      Boolean(await identity.sessions.find(sessionIdOf(request, config))),
    );

    // Leftovers of a crash (a blob half written, a logo or certificate written but never
    // recorded) are removed in the background; main.ts repeats it hourly.
    void removeLeftovers(db, config).then(
      (removed) => removed > 0 && app.log.info(`${removed} leftover files removed`),
      (error: unknown) => app.log.warn({ err: error }, 'could not remove leftover files'),
    );

    // PGlite has no autovacuum to keep the planner's statistics: analysed at start for what the
    // seed and earlier runs wrote, then every minute for tables that grew (main.ts).
    if (database.kind === 'pglite')
      await refreshPlannerStatistics(db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not analyse the database'),
      );

    return {
      app,
      database,
      seed,
      provider: identity.provider,
      verifyAccessToken: identity.verifyAccessToken,
      jobs,
    };
  } catch (error) {
    await engineUpdate?.stop();
    await jobs?.stop().catch(() => undefined);
    await database.close();
    throw error;
  }
}
