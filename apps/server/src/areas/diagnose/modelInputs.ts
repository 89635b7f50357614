import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../platform/errors/httpError';
import { buildingFactsOf } from '../registration/buildingFacts';
import { inputHash } from '../registration/modelResults';

export interface ModelInputsView {
  /** The engine's BuildingFacts, as the contract's open record. */
  facts: Record<string, unknown>;
  inputHash: string;
  latestRunInputHash: string | null;
}

/**
 * The engine's inputs of one building, built by the same function as the model-building job
 * (buildingFactsOf), with the input digest of its latest complete run: equal digests mean the
 * stored figures were computed from exactly these facts.
 */
export async function modelInputsOf(
  db: Kysely<Database>,
  siteId: string,
  buildingId: string,
): Promise<ModelInputsView> {
  const row = await db
    .selectFrom('buildings')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('id', '=', buildingId)
    .executeTakeFirst();
  if (!row) throw notFound(`No building '${buildingId}' in this site.`);
  const run = await db
    .selectFrom('model_runs')
    .select('input_hash')
    .where('building_id', '=', buildingId)
    .where('kind', '=', 'MODEL')
    .where('status', '=', 'COMPLETE')
    .orderBy('finished_at', 'desc')
    .executeTakeFirst();
  const facts = buildingFactsOf(row);
  return {
    facts: { ...facts },
    inputHash: inputHash(facts),
    latestRunInputHash: run?.input_hash ?? null,
  };
}
