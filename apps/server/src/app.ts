import formBody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import type Provider from 'oidc-provider';
import { routes } from '@wattwise/api/contract';
import { createAdapters } from './adapters/index';
import { registerAccountRoutes } from './platform/identity/accountRoutes';
import { registerInteractionRoutes } from './platform/identity/interactionRoutes';
import { registerUserinfoRoute } from './platform/identity/userinfoRoute';
import { removeExpiredOidcModels } from './platform/identity/oidcAdapter';
import { createIdentityProvider, isProviderPath } from './platform/identity/provider';
import { loadOrCreateSigningKeys } from './platform/identity/signingKeys';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './platform/identity/verify';
import { browserSessionStore, sessionIdOf } from './platform/identity/browserSessions';
import {
  auth0TokenRequest,
  inProcessTokenRequest,
  registerSessionRoutes,
} from './platform/identity/sessionRoutes';
import type { ServerConfig } from './config';
import { migrateToLatest, openDatabase, type AppDatabase } from './db/database';
import { loadStartData } from './seed/openData';
import { seedDatabase, type SeedResult } from './seed/seed';
import { registerContractRoutes, type ServedHandlers } from './platform/contract/contractRoutes';
import { registerErrorHandler } from './platform/errors/errorHandler';
import { registerEtags } from './platform/http/etags';
import { loggerOptions, registerRequestLogging } from './platform/http/logging';
import { registerRateLimits } from './platform/limits/rateLimits';
import { registerSecurityHeaders } from './platform/http/securityHeaders';
import { registerFormOriginCheck } from './platform/identity/formOrigin';
import {
  registerRevocationRoute,
  revokedAccessTokenList,
} from './platform/identity/revokedAccessTokens';
import { registerOpenApi } from './platform/contract/openApi';
import { lookupHandlers } from './routes/lookupRoutes';
import { meterLookupHandlers } from './routes/meterLookupRoutes';
import { modelHandlers } from './routes/modelRoutes';
import { buildingParameterHandlers } from './routes/buildingParameters';
import { eventHandlers } from './routes/events';
import { dataHandlers } from './routes/dataRoutes';
import { predictAnalysisHandlers } from './routes/predictAnalysisRoutes';
import { siteHandlers } from './routes/sites';
import { reportHandlers, siteManagementHandlers } from './routes/siteManagement';
import { paymentHandlers, registerPaymentPages } from './routes/payments';
import { registrationHandlers } from './routes/registration';
import { captchaVerifier } from './adapters/captcha/index';
import { fileBlobStore } from './adapters/blobs/index';
import { JobQueue } from './platform/queue/queue';
import { queueNewMeterIngests } from './areas/meter/meterJobs';
import { resendUnfinishedRuns, sendIngest, sendModelRun, startWorkers } from './areas/workers';
import { meterReadingsSources } from './areas/meter/readings';
import { meterAccessOf, type RegistrationDeps } from './areas/registration/registration';
import { registerWebApp } from './platform/webApp/webApp';
import { recordAuth0Account } from './platform/identity/auth0Accounts';
import { meterDataHandlers } from './routes/meterDataRoutes';
import { viewerAssetHandlers } from './routes/viewerAssetRoutes';
import { elevationHandlers } from './routes/elevationRoutes';

/** Every served handler; any other route of the contract answers 501. */
export const servedHandlers: ServedHandlers = {
  ...siteHandlers,
  ...registrationHandlers,
  ...lookupHandlers,
  ...meterLookupHandlers,
  ...modelHandlers,
  ...predictAnalysisHandlers,
  ...siteManagementHandlers,
  ...reportHandlers,
  ...paymentHandlers,
  ...eventHandlers,
  ...dataHandlers,
  ...buildingParameterHandlers,
  ...meterDataHandlers,
  ...viewerAssetHandlers,
  ...elevationHandlers,
};

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
  try {
    await migrateToLatest(db, database.schema);
    await loadStartData(db);
    const seed = options.seed === false ? undefined : await seedDatabase(db, config);

    let provider: Provider | undefined;
    let verifyAccessToken: AccessTokenVerifier;
    let cookieSecret = '';
    let publicJwks: { keys: JWK[] } = { keys: [] };
    const revokedList = revokedAccessTokenList(db);
    if (config.identity.mode === 'embedded') {
      const keys = await loadOrCreateSigningKeys(db);
      await removeExpiredOidcModels(db);
      provider = createIdentityProvider(config, db, keys);
      verifyAccessToken = createAccessTokenVerifier(config.identity, {
        localPublicJwks: keys.publicJwks,
        staffEmailDomains: config.staffEmailDomains,
        isRevoked: revokedList.isRevoked,
      });
      publicJwks = keys.publicJwks;
      cookieSecret = keys.cookieSecrets[0] ?? '';
    } else {
      verifyAccessToken = createAccessTokenVerifier(config.identity, {
        staffEmailDomains: config.staffEmailDomains,
      });
    }

    const app = Fastify({
      logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
      // Fastify's two info lines per request are replaced by one debug line (http/logging.ts).
      logController: new LogController({ disableRequestLogging: true }),
      trustProxy: new URL(config.publicUrl).protocol === 'https:',
    });
    app.decorateRequest('caller', undefined);
    const adapters = createAdapters(config, db);
    if (options.jobs !== false) {
      jobs = new JobQueue(database, config.jobs);
      await jobs.start((error) => app.log.error({ err: error }, 'job queue error'));
      if (config.workersInProcess) {
        await startWorkers(db, jobs, {
          pauseMs: config.jobPauseMs,
          log: (message) => app.log.info(message),
          sources: meterReadingsSources(db, adapters.smartMeters),
          blobs: fileBlobStore(config.dataDir),
        });
      }
      await resendUnfinishedRuns(db, jobs);
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
      sendIngestJob: async (job) => {
        if (queue) await sendIngest(queue, job);
      },
    };
    app.decorate('registration', registration);
    app.decorate('adapters', adapters);
    app.addHook('onClose', async () => {
      await jobs?.stop();
      await database.close();
    });
    app.addContentTypeParser(
      'application/octet-stream',
      // Images are at most 2 MB (spec shell §5); a little headroom for other blobs.
      { parseAs: 'buffer', bodyLimit: 4 * 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    // Meter readings uploaded as CSV (data.meterData.upload): 13 months of half-hours is ~1 MB.
    app.addContentTypeParser(
      'text/csv',
      { parseAs: 'buffer', bodyLimit: 16 * 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    await app.register(formBody);

    registerErrorHandler(app);
    registerRequestLogging(app);
    registerEtags(app);
    await registerSecurityHeaders(app, config);
    await registerRateLimits(app, db, config.rateLimits);
    registerFormOriginCheck(app, config);

    const sessions = browserSessionStore(db, { staffEmailDomains: config.staffEmailDomains });
    if (provider) {
      const handleProvider = provider.callback();
      const publicHost = new URL(config.publicUrl).host;
      app.addHook('onRequest', async (request, reply) => {
        const url = new URL(request.raw.url ?? '/', 'http://internal');
        // /userinfo is answered by registerUserinfoRoute (Auth0 semantics), not the provider.
        if (!isProviderPath(url.pathname) || url.pathname === '/userinfo') return;
        // Auth0's logout takes returnTo; OpenID's takes post_logout_redirect_uri.
        if (url.pathname === '/v2/logout' && url.searchParams.has('returnTo')) {
          if (!url.searchParams.has('post_logout_redirect_uri')) {
            url.searchParams.set(
              'post_logout_redirect_uri',
              url.searchParams.get('returnTo') ?? '',
            );
          }
          url.searchParams.delete('returnTo');
          request.raw.url = `${url.pathname}?${url.searchParams.toString()}`;
        }
        // The provider builds its endpoint URLs from the Host header: keep them on PUBLIC_URL,
        // the origin the web app's OpenID client was configured with, however the request reached us.
        request.raw.headers.host = publicHost;
        reply.hijack();
        handleProvider(request.raw, reply.raw);
      });
      registerInteractionRoutes(app, provider, db, config);
      registerUserinfoRoute(app, { db, verifyAccessToken });
      registerRevocationRoute(app, { db, provider, config, publicJwks, revokedList });
      registerAccountRoutes(app, {
        provider,
        db,
        cookieSecret,
        appUrl: config.publicUrl,
        config,
        sessions,
      });
    }
    registerSessionRoutes(app, {
      config,
      sessions,
      localPublicJwks: publicJwks,
      requestTokens:
        config.identity.mode === 'auth0'
          ? auth0TokenRequest(config.identity.domain, config.identity.clientSecret)
          : inProcessTokenRequest(app),
    });

    registerContractRoutes(app, {
      routes,
      handlers: servedHandlers,
      verifyAccessToken,
      sessions,
      db,
      config,
      ...(config.identity.mode === 'auth0'
        ? { onCaller: (caller) => recordAuth0Account(db, caller) }
        : {}),
    });
    await registerPaymentPages(app, { db, config });
    registerOpenApi(app, { routes, served: new Set(Object.keys(servedHandlers)), config });
    await registerWebApp(app, config, async (request) =>
      Boolean(await sessions.find(sessionIdOf(request, config))),
    );

    return { app, database, seed, provider, verifyAccessToken, jobs };
  } catch (error) {
    await jobs?.stop().catch(() => undefined);
    await database.close();
    throw error;
  }
}
