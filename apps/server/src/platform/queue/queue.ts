import PgBoss from 'pg-boss';
import type { JobSettings } from '../../config';
import type { AppDatabase, JobStore } from '../../db/database';

/** The jobs of ARCHITECTURE.md "How a building's numbers flow". */
export const JOB_NAMES = {
  modelBuilding: 'model-building',
  ingestMeterData: 'ingest-meter-data',
  calibrate: 'calibrate',
} as const;
export type JobName = (typeof JOB_NAMES)[keyof typeof JOB_NAMES];

/**
 * pg-boss's `db` option over PGlite (pg-boss issue #563): statements with parameters go through
 * query, multi-statement SQL (its schema install, locked transactions) through exec; both under
 * the PglitePool mutex so they never interleave with the app's transactions.
 */
function pgliteExecutor(store: Extract<JobStore, { kind: 'pglite' }>): PgBoss.Db {
  return {
    executeSql: (text: string, values?: unknown[]) =>
      store.pool.exclusive(async (pglite) => {
        if (values && values.length > 0) {
          const result = await pglite.query(text, values);
          return { rows: result.rows as unknown[] };
        }
        const results = await pglite.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as unknown[] };
      }),
  } as PgBoss.Db;
}

export interface JobHandlerContext {
  /** The attempt is the last one: a failure now is final (FAILED with the error text). */
  lastAttempt: boolean;
}
export type JobHandler = (
  data: Record<string, unknown>,
  context: JobHandlerContext,
) => Promise<void>;

/** The durable queue: pg-boss on PostgreSQL, or on PGlite through its executeSql option. */
export class JobQueue {
  readonly boss: PgBoss;
  #started = false;

  constructor(
    database: AppDatabase,
    readonly settings: JobSettings,
  ) {
    const store = database.jobStore;
    const common = {
      maintenanceIntervalSeconds: Math.max(1, Math.round(settings.maintenanceSeconds)),
      monitorStateIntervalSeconds: 60,
    };
    this.boss =
      store.kind === 'pglite'
        ? new PgBoss({ db: pgliteExecutor(store), schema: 'pgboss', ...common })
        : new PgBoss({
            connectionString: store.connectionString,
            schema: store.schema,
            max: 4,
            ...common,
          });
  }

  async start(onError: (error: unknown) => void): Promise<void> {
    if (this.#started) return;
    this.boss.on('error', onError);
    await this.boss.start();
    for (const name of Object.values(JOB_NAMES)) {
      await this.boss.createQueue(name, {
        name,
        retryLimit: this.settings.retryLimit,
        retryDelay: this.settings.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: Math.max(1, Math.round(this.settings.expireSeconds)),
      });
    }
    this.#started = true;
  }

  /**
   * Sends a job; with an id (a run id) sending twice is harmless (the second is ignored). A job of
   * higher priority is taken first (pg-boss's default is 0).
   */
  async send(
    name: JobName,
    data: Record<string, unknown>,
    id?: string,
    options: { priority?: number } = {},
  ): Promise<void> {
    await this.boss.send(name, data, { ...(id ? { id } : {}), ...options });
  }

  /** Starts an in-process worker for a job. */
  async work(name: JobName, handler: JobHandler): Promise<void> {
    await this.boss.work<Record<string, unknown>>(
      name,
      { pollingIntervalSeconds: this.settings.pollSeconds, batchSize: 1, includeMetadata: true },
      async (jobs) => {
        for (const job of jobs) {
          await handler(job.data, { lastAttempt: job.retryCount >= job.retryLimit });
        }
      },
    );
  }

  async stop(): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    // Not graceful: an unfinished job stays active and is retried after it expires.
    await this.boss.stop({ graceful: false, close: true, wait: true, timeout: 2000 });
  }
}
