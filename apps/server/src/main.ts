import { buildApp } from './app';
import { removeLeftovers } from './areas/leftovers';
import { removeExpiredOidcModels } from './platform/identity/oidcAdapter';
import { removeExpiredRevocations } from './platform/identity/revokedAccessTokens';
import { loadConfig } from './config';
import { PLANNER_STATISTICS_CHECK_MS, refreshPlannerStatistics } from './db/plannerStatistics';
import { DEMO_ACCOUNT_EMAIL } from './seed/seedSites';

const config = loadConfig();
const { app, database, seed } = await buildApp(config);

/** Expired provider rows (sessions, codes, interactions) are removed hourly (designed). */
const OIDC_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** Crash leftovers, expired anonymous certificates and unstored meter files, hourly too (app.ts also does it at start). */
setInterval(() => {
  removeLeftovers(database.db, config).catch((error: unknown) =>
    app.log.warn({ err: error }, 'could not remove leftover files'),
  );
}, OIDC_CLEANUP_INTERVAL_MS).unref();
if (database.kind === 'pglite') {
  // No autovacuum in PGlite: the tables that grew are analysed again (db/plannerStatistics.ts).
  setInterval(() => {
    refreshPlannerStatistics(database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not analyse the database'),
    );
  }, PLANNER_STATISTICS_CHECK_MS).unref();
}
if (config.identity.mode === 'embedded') {
  setInterval(() => {
    Promise.all([
      removeExpiredOidcModels(database.db),
      removeExpiredRevocations(database.db),
    ]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not remove expired identity-provider rows'),
    );
  }, OIDC_CLEANUP_INTERVAL_MS).unref();
}

const shutdown = async (signal: string) => {
  app.log.info(`${signal} received: closing the server and the database`);
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const log = app.log;
log.info(
  `WattWise is running at ${config.publicUrl}/ (API ${config.publicUrl}/api, OpenAPI ${config.publicUrl}/api/openapi.json)`,
);
log.info(
  `database: ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} at ${database.location}`,
);
log.info(
  config.identity.mode === 'embedded'
    ? `identity: embedded OpenID provider, issuer ${config.identity.issuer}, client ${config.identity.clientId}, audience ${config.identity.audience}`
    : `identity: Auth0 tenant ${config.identity.domain}, audience ${config.identity.audience}`,
);
for (const line of app.adapters.describe()) log.info(line);
if (!config.captchaSecret) {
  log.info('captcha: verification is OFF because no RECAPTCHA_SECRET is set');
}
if (seed?.seeded) {
  // Printed on the console on purpose: the seeded demo account is for trying the product.
  console.log(
    `\nSeeded demo account (first start): ${DEMO_ACCOUNT_EMAIL} / ${config.demoPassword}\n` +
      'This is the seeded demo account; change DEMO_PASSWORD before a first start anywhere public.\n',
  );
} else {
  log.info(`demo account: ${DEMO_ACCOUNT_EMAIL} (seeded on an earlier start)`);
}
