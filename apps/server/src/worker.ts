import { fileBlobStore } from './adapters/blobs/index';
import { loadConfig } from './config';
import { createAdapters } from './adapters/index';
import { meterReadingsSources } from './areas/meter/readings';
import { migrateToLatest, openDatabase } from './db/database';
import { loadBundledOpenData } from './seed/openData';
import { JobQueue } from './platform/queue/queue';
import { resendUnfinishedRuns, startWorkers, updateEngineResults } from './areas/workers';

/**
 * `npm run worker -w @wattwise/server`: the job workers as a separate process against the same
 * database (start the API with WORKERS=external so it only sends jobs). On PGlite the database is
 * one process's file: use PostgreSQL (DATABASE_URL) to run workers apart.
 */
const config = loadConfig();
const line = (level: string, message: string, extra: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...extra }));
const log = {
  info: (message: string) => line('info', message),
  error: (extra: { err: unknown }, message: string) =>
    line('error', message, { err: String(extra.err) }),
};
const database = await openDatabase(config);
await migrateToLatest(database.db, database.schema);
await loadBundledOpenData(database.db);
const queue = new JobQueue(database, config.jobs);
await queue.start((error) => log.error({ err: error }, 'job queue error'));
await startWorkers(database.db, queue, {
  pauseMs: config.jobPauseMs,
  log: (message) => log.info(message),
  sources: meterReadingsSources(database.db, createAdapters(config, database.db).smartMeters),
  blobs: fileBlobStore(config.dataDir),
});
await resendUnfinishedRuns(database.db, queue);
const engineUpdate = updateEngineResults(database.db, queue, {
  log: (message) => log.info(message),
});
log.info(`job workers running against ${database.location}`);

const shutdown = async () => {
  await engineUpdate.stop();
  await queue.stop();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
