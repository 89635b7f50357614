import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { instantOfUkWallClock, normaliseStimulus } from '@wattwise/domain';
import type { Database } from '../../db/schema';
import { analysisNotFound, badAnalysisRequest } from '../../platform/errors/analysisErrors';
import { interventionSavings } from './interventionSavings';

export interface NewIntervention {
  stimulusType: string;
  title: string;
  text: string;
  /** YYYY-MM-DD. */
  date: string;
  cost?: number | null | undefined;
}

/** A YYYY-MM-DD that names a real day (the contract's pattern lets 2026-02-30 through). */
function checkDate(date: string | undefined, field: string): void {
  if (date === undefined) return;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw badAnalysisRequest(`${field} '${date}' is not a calendar date.`);
  }
}

async function checkNode(db: Kysely<Database>, siteId: string, path: string | undefined) {
  if (path === undefined) return;
  const node = await db
    .selectFrom('spatial_nodes')
    .select('path')
    .where('site_id', '=', siteId)
    .where('path', '=', path)
    .executeTakeFirst();
  if (!node) throw analysisNotFound(`No node at '${path}' in this site.`);
}

/**
 * Records an intervention (analysis §3, §7.3) at a node, or the whole site without a path: title
 * and text required (the contract refuses empty ones), date, optional cost in GBP, the stimulus
 * whose graphs show it. Answers its id.
 */
export async function createIntervention(
  db: Kysely<Database>,
  request: { siteId: string; path?: string; accountId: string; intervention: NewIntervention },
): Promise<string> {
  const { intervention } = request;
  checkDate(intervention.date, 'date');
  if (!intervention.title.trim()) throw badAnalysisRequest('An intervention needs a title.');
  if (!intervention.text.trim()) throw badAnalysisRequest('An intervention needs a description.');
  await checkNode(db, request.siteId, request.path);
  const id = randomUUID();
  await db
    .insertInto('interventions')
    .values({
      id,
      site_id: request.siteId,
      path: request.path ?? null,
      stimulus_type: normaliseStimulus(intervention.stimulusType),
      title: intervention.title.trim(),
      description: intervention.text.trim(),
      occurs_on: intervention.date,
      cost_gbp: intervention.cost ?? null,
      created_by: request.accountId,
    })
    .execute();
  return id;
}

/**
 * Interventions of a site, or of a node and the nodes below it, from startDate to endDate
 * (inclusive) and of one stimulus when asked, oldest first. dateTime is the local (UK) midnight
 * that starts the intervention's date. Each carries the saving measured at its node's meters since
 * that day (interventionSavings), where they read anything around it.
 */
export async function listInterventions(
  db: Kysely<Database>,
  request: {
    siteId: string;
    path?: string;
    startDate?: string;
    endDate?: string;
    stimulusType?: string;
  },
) {
  checkDate(request.startDate, 'startDate');
  checkDate(request.endDate, 'endDate');
  await checkNode(db, request.siteId, request.path);
  const rows = await db
    .selectFrom('interventions')
    .select([
      'id',
      'title',
      'description',
      'stimulus_type',
      'cost_gbp',
      'path',
      sql<string>`to_char(occurs_on, 'YYYY-MM-DD')`.as('date'),
    ])
    .where('site_id', '=', request.siteId)
    .$if(request.path !== undefined, (query) =>
      query.where((eb) =>
        eb.or([eb('path', '=', request.path ?? ''), eb('path', 'like', `${request.path ?? ''}/%`)]),
      ),
    )
    .$if(request.startDate !== undefined, (query) =>
      query.where('occurs_on', '>=', sql<Date>`${request.startDate ?? ''}::date`),
    )
    .$if(request.endDate !== undefined, (query) =>
      query.where('occurs_on', '<=', sql<Date>`${request.endDate ?? ''}::date`),
    )
    .$if(request.stimulusType !== undefined, (query) =>
      query.where('stimulus_type', '=', normaliseStimulus(request.stimulusType ?? '')),
    )
    .orderBy('occurs_on')
    .orderBy('created_at')
    .execute();
  const site = await db
    .selectFrom('sites')
    .select(['id', 'weather_region'])
    .where('id', '=', request.siteId)
    .executeTakeFirstOrThrow();
  const answers = [];
  for (const row of rows) {
    const measuredSavings = await interventionSavings(db, site, row);
    answers.push({
      id: row.id,
      dateTime: new Date(instantOfUkWallClock(Date.parse(`${row.date}T00:00:00Z`))).toISOString(),
      title: row.title,
      description: row.description,
      stimulusType: row.stimulus_type,
      cost: row.cost_gbp,
      ...(measuredSavings.length > 0 ? { measuredSavings } : {}),
    });
  }
  return answers;
}
