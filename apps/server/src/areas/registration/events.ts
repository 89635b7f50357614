import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { EventType } from '@wattwise/domain';
import type { Database, EventStatus } from '../../db/schema';

/** What the events the jobs write say (words ours), by the domain's event type (analysis §3). */
const DESCRIPTIONS: Partial<Record<EventType, string>> = {
  ENERGY_MODEL: "Modelling the building's energy use",
  DATA_INGESTION: 'Storing meter readings',
  AUTOML_GENERATION: 'Calibrating the model on meter readings',
};

/** Opens an event (status OPEN) for a site and path; returns its id. */
export async function openEvent(
  db: Kysely<Database>,
  event: { siteId: string; path: string; type: EventType; name?: string },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('events')
    .values({
      id,
      site_id: event.siteId,
      path: event.path,
      name: event.name ?? event.type,
      description: DESCRIPTIONS[event.type] ?? event.type,
      type: event.type,
      status: 'OPEN',
      error: null,
    })
    .execute();
  return id;
}

/** Moves an event to a status (RUNNING, COMPLETE, FAILED with the error text). */
export async function moveEvent(
  db: Kysely<Database>,
  id: string | null,
  status: EventStatus,
  error: string | null = null,
): Promise<void> {
  if (!id) return;
  await db
    .updateTable('events')
    .set({ status, error, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export interface SiteEventView {
  id: string;
  path: string;
  name: string;
  description: string;
  type: string;
  status: EventStatus;
  error: string | null;
  openDate: string;
}

/** The events of a site, newest first. */
export async function listSiteEvents(
  db: Kysely<Database>,
  siteId: string,
): Promise<SiteEventView[]> {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('open_date', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    path: row.path,
    name: row.name,
    description: row.description,
    type: row.type,
    status: row.status,
    error: row.error,
    openDate: row.open_date.toISOString(),
  }));
}
