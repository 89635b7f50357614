import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a model run waits in the job queue (app.ts; none without a queue). */
    modelQueue: ModelQueue;
  }
}

export interface ModelQueue {
  /** How many runs start before this one, or undefined once it has started (or is unknown). */
  runsBefore(runId: string): Promise<number | undefined>;
}

/** An event's words while its run waits: the queue's length before it (designed). */
function waitingDescription(description: string, before: number): string {
  const runs = before === 1 ? '1 run' : `${before} runs`;
  return `${description}: waiting in the queue, ${runs} before it`;
}

/**
 * The events of a site, an ENERGY_MODEL event whose run still waits saying where it stands in the
 * queue (in its description, text the contract's Event already carries): the user sees that the
 * run is waiting, and for how many others.
 */
export async function withQueuePositions<
  T extends { id: string; type: string; status: string; description: string },
>(db: Kysely<Database>, queue: ModelQueue, events: T[]): Promise<T[]> {
  const waiting = events.filter(
    (event) => event.type === 'ENERGY_MODEL' && event.status === 'OPEN',
  );
  if (waiting.length === 0) return events;
  const runs = await db
    .selectFrom('model_runs')
    .select(['id', 'event_id'])
    .where(
      'event_id',
      'in',
      waiting.map((event) => event.id),
    )
    .where('status', '=', 'QUEUED')
    .execute();
  const before = new Map<string, number>();
  for (const run of runs) {
    const count = await queue.runsBefore(run.id);
    if (run.event_id && count !== undefined) before.set(run.event_id, count);
  }
  return events.map((event) => {
    const count = before.get(event.id);
    return count === undefined
      ? event
      : { ...event, description: waitingDescription(event.description, count) };
  });
}
