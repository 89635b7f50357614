import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ENGINE_VERSION } from './modelResults';
import { queueModelRun } from './modelRuns';

/**
 * Sites re-modelled at a time after an engine update (designed): each round queues the model
 * runs of this many sites and waits for them before the next, so a large estate never fills the
 * queue, and a new registration's run, sent at a higher priority, waits for at most the run a
 * worker already has.
 */
export const ENGINE_UPDATE_SITES_AT_ONCE = 2;
/** How often a round looks whether its runs have finished, ms (the servers pass the queue's polling). */
const ENGINE_UPDATE_POLL_MS = 1000;
/**
 * The jobs' priority: below any registration's or edit's. Those are sent at minus the number of
 * their requester's runs already waiting (queue.ts), so this lies below any count a client can
 * reach within its budgets.
 */
export const ENGINE_UPDATE_PRIORITY = -1_000_000;

/** The latest model run of every building (of one site, or of all). */
function latestRuns(db: Kysely<Database>, siteId?: string) {
  let query = db
    .selectFrom('model_runs')
    .distinctOn('building_id')
    .select(['building_id', 'site_id', 'status', 'engine_version'])
    .where('kind', '=', 'MODEL');
  if (siteId) query = query.where('site_id', '=', siteId);
  return query.orderBy('building_id').orderBy('created_at', 'desc').orderBy('id', 'desc');
}

/**
 * Sites with a building whose latest model run was made by another engine and is finished
 * (complete, or failed: the new engine may model it). A run failed on this engine is not tried
 * again on every start; a queued one is sent again by resendUnfinishedRuns.
 */
async function outdatedSites(db: Kysely<Database>, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom(latestRuns(db).as('latest'))
    .select('latest.site_id')
    .distinct()
    .where('latest.engine_version', '!=', ENGINE_VERSION)
    .where('latest.status', 'in', ['COMPLETE', 'FAILED'])
    .orderBy('latest.site_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.site_id);
}

/**
 * Queues a new run for each of the site's buildings whose latest run another engine made, in one
 * transaction that holds the site's row, so two processes starting at once queue it once.
 */
async function queueSiteUpdate(db: Kysely<Database>, siteId: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('sites').select('id').where('id', '=', siteId).forUpdate().execute();
    const runs = await latestRuns(trx, siteId).execute();
    const queued: string[] = [];
    for (const run of runs) {
      if (run.engine_version === ENGINE_VERSION) continue;
      if (run.status !== 'COMPLETE' && run.status !== 'FAILED') continue;
      queued.push(await queueModelRun(trx, { siteId, buildingId: run.building_id }));
    }
    return queued;
  });
}

async function unfinishedCount(db: Kysely<Database>, runIds: readonly string[]): Promise<number> {
  if (runIds.length === 0) return 0;
  const row = await db
    .selectFrom('model_runs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('id', 'in', runIds)
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface EngineUpdateOptions {
  sitesAtOnce?: number;
  pollMs?: number;
  log?: (message: string) => void;
}

export interface EngineUpdate {
  /** The number of sites re-modelled, once none is left (or the update was stopped). */
  done: Promise<number>;
  stop: () => Promise<void>;
}

/**
 * After an engine update, every site whose latest model run another engine made is modelled
 * again through the job queue, a few sites at a time (ENGINE_UPDATE_SITES_AT_ONCE). Until its
 * run completes, a site's screens show its stored figures marked as being updated
 * (energyModelRunning 'TRUE', diagnose/analysisBuildings.ts). Started with the workers; stopped
 * when the server closes.
 */
export function startEngineUpdate(
  db: Kysely<Database>,
  send: (runId: string) => Promise<void>,
  options: EngineUpdateOptions = {},
): EngineUpdate {
  const sitesAtOnce = options.sitesAtOnce ?? ENGINE_UPDATE_SITES_AT_ONCE;
  const pollMs = options.pollMs ?? ENGINE_UPDATE_POLL_MS;
  let stopped = false;
  let wake: (() => void) | null = null;
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const done = (async () => {
    let count = 0;
    try {
      while (!stopped) {
        const sites = await outdatedSites(db, sitesAtOnce);
        if (sites.length === 0) break;
        const runIds: string[] = [];
        for (const siteId of sites) runIds.push(...(await queueSiteUpdate(db, siteId)));
        for (const runId of runIds) await send(runId);
        count += sites.length;
        options.log?.(
          `engine update: modelling ${sites.length} site(s) again with engine ${ENGINE_VERSION}`,
        );
        while (!stopped && (await unfinishedCount(db, runIds)) > 0) await pause();
      }
    } catch (error) {
      // The database closed under a stopping server, or a passing fault: the next start goes on.
      if (!stopped) options.log?.(`engine update stopped: ${String(error)}`);
    }
    return count;
  })();
  return {
    done,
    stop: async () => {
      stopped = true;
      wake?.();
      await done;
    },
  };
}
