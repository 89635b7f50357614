import PgBoss from 'pg-boss';
import type { JobSettings } from '../../config';
import type { AppDatabase, JobStore } from '../../db/database';
import { currentRequester } from './requester';

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
  readonly #schema: string;
  /** PGlite: one process owns the database, so a job active at start was abandoned by a crash. */
  readonly #singleOwner: boolean;
  #started = false;

  constructor(
    database: AppDatabase,
    readonly settings: JobSettings,
  ) {
    const store = database.jobStore;
    this.#schema = store.kind === 'pglite' ? 'pgboss' : store.schema;
    this.#singleOwner = store.kind === 'pglite';
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
   * Sends a job; with an id (a run id) sending twice is harmless (the second is ignored). A job
   * sent inside a request carries its requester (requester.ts) and waits behind the jobs of other
   * requesters that have fewer waiting: its priority is minus the number of its requester's jobs
   * already waiting, and workers take the highest priority first, then the oldest (pg-boss). So a
   * client that queues a hundred runs delays another's first run by at most one run per busy
   * requester, not by a hundred. A priority given (the engine update's re-runs) is used as it is.
   */
  async send(
    name: JobName,
    data: Record<string, unknown>,
    id?: string,
    options: { priority?: number } = {},
  ): Promise<void> {
    const requester = currentRequester();
    const priority =
      options.priority ?? (requester ? -(await this.waitingJobsOf(name, requester)) : 0);
    await this.boss.send(name, requester ? { ...data, requester } : data, {
      ...(id ? { id } : {}),
      priority,
    });
  }

  /** How many jobs of a requester wait to start (created or retrying, not yet active). */
  async waitingJobsOf(name: JobName, requester: string): Promise<number> {
    const { rows } = await this.boss.getDb().executeSql(
      `select count(*)::int as waiting from ${this.#schema}.job
       where name = $1 and state < 'active' and data->>'requester' = $2`,
      [name, requester],
    );
    return Number((rows[0] as { waiting?: number } | undefined)?.waiting ?? 0);
  }

  /**
   * Where a waiting job stands: how many jobs start before it (waiting with a higher priority, or
   * the same and older, plus those running). Undefined once it has started or when unknown.
   */
  async positionOf(name: JobName, id: string): Promise<number | undefined> {
    const { rows } = await this.boss.getDb().executeSql(
      `select (select count(*)::int from ${this.#schema}.job other
                where other.name = job.name and (other.state = 'active' or (other.state < 'active'
                  and (other.priority > job.priority or (other.priority = job.priority
                    and (other.created_on, other.id) < (job.created_on, job.id)))))) as ahead
       from ${this.#schema}.job job where job.name = $1 and job.id = $2 and job.state < 'active'`,
      [name, id],
    );
    const ahead = (rows[0] as { ahead?: number } | undefined)?.ahead;
    return ahead === undefined ? undefined : Number(ahead);
  }

  /**
   * Puts every job that was active when the process was killed back in the queue at once, without
   * spending one of its retries: a model run or a meter ingest RUNNING at a kill -9 would
   * otherwise wait for its expiry (JOB_EXPIRE_SECONDS, 5 minutes). Only where one process owns
   * the database (PGlite): on PostgreSQL another live worker may hold active jobs, and expiry
   * recovers them. Call before the workers start. Answers how many jobs were recovered.
   */
  async recoverAbandonedJobs(): Promise<number> {
    if (!this.#singleOwner) return 0;
    const { rows } = await this.boss.getDb().executeSql(
      `update ${this.#schema}.job set state = 'retry', start_after = now()
         where state = 'active' and name = any($1::text[]) returning id`,
      [Object.values(JOB_NAMES)],
    );
    return rows.length;
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
