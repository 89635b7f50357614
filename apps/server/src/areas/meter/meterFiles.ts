import type { Kysely } from 'kysely';
import {
  MeterCsvError,
  parseMeterCsv,
  readingsToStore,
  type MeterCsvOptions,
  type MeterCsvUpload,
  type QualityChoices,
} from '@wattwise/energy-model';
import type { BlobStore } from '../../adapters/blobs/index';
import type { Database } from '../../db/schema';
import { openEvent } from '../registration/events';
import { queueModelRun } from '../registration/modelRuns';
import { uploadedMeterOf, type MeterFuel } from './meterUpload';
import { storeReadingsIn } from './readings';

/** How the user says the file should be read (the check's query, the store's body). */
export interface MeterFileReading {
  fuel: MeterFuel;
  unit?: NonNullable<MeterCsvOptions['unit']>;
  calorificValue?: number;
}

/** A refusal answered with its status and reason. */
export class MeterFileRefusal extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Checked files are kept with their site until stored (adapters/blobs area per site), so a file
 * checked on one site can never be stored on another.
 */
const checkedArea = (siteId: string) => `meter-check-${siteId}`;
const checkedKey = (siteId: string, uploadId: string) => `${checkedArea(siteId)}/${uploadId}.csv`;

function readFile(bytes: Buffer, reading: MeterFileReading): MeterCsvUpload {
  const options: MeterCsvOptions = {
    fuel: reading.fuel === 'GAS' ? 'gas' : 'electricity',
    ...(reading.unit ? { unit: reading.unit } : {}),
    ...(reading.calorificValue ? { calorificValueMjPerM3: reading.calorificValue } : {}),
  };
  try {
    return parseMeterCsv(bytes.toString('utf8'), options);
  } catch (error) {
    if (error instanceof MeterCsvError) throw new MeterFileRefusal(400, error.message);
    throw error;
  }
}

async function requireNode(db: Kysely<Database>, siteId: string, path: string) {
  const node = await db
    .selectFrom('spatial_nodes')
    .select(['building_id'])
    .where('site_id', '=', siteId)
    .where('path', '=', path)
    .executeTakeFirst();
  if (!node) throw new MeterFileRefusal(404, 'No node with this path in the site.');
  return node;
}

/**
 * Reads and checks a meter file (issue 38): its quality report, and the file kept with the site
 * under a new id. No reading is stored.
 */
export async function checkMeterFile(
  deps: { db: Kysely<Database>; blobs: BlobStore },
  siteId: string,
  path: string,
  bytes: Buffer,
  reading: MeterFileReading,
) {
  await requireNode(deps.db, siteId, path);
  const upload = readFile(bytes, reading);
  if (upload.quality.readings === 0) {
    throw new MeterFileRefusal(400, 'The file has no readable readings.');
  }
  const key = await deps.blobs.put(checkedArea(siteId), bytes, 'csv');
  const uploadId = key.slice(key.indexOf('/') + 1, -'.csv'.length);
  return { uploadId, quality: upload.quality };
}

/**
 * Stores a checked file with the user's answers to its report, all in one transaction:
 * the meter (made when the node has none of that fuel), every reading, the completed
 * DATA_INGESTION event with the report, and the building's calibration run. A failure part-way
 * stores nothing. The kept file is removed once stored. Answers the calibration run to send.
 */
export async function storeMeterFile(
  deps: { db: Kysely<Database>; blobs: BlobStore },
  siteId: string,
  path: string,
  request: MeterFileReading & { uploadId: string; choices: QualityChoices },
) {
  const node = await requireNode(deps.db, siteId, path);
  const key = checkedKey(siteId, request.uploadId);
  const bytes = await deps.blobs.get(key);
  if (!bytes) {
    throw new MeterFileRefusal(404, 'The checked file is no longer kept: upload it again.');
  }
  const upload = readFile(bytes, request);
  let readings;
  try {
    readings = readingsToStore(upload, request.choices);
  } catch (error) {
    if (error instanceof RangeError) throw new MeterFileRefusal(400, error.message);
    throw error;
  }
  const stored = await deps.db.transaction().execute(async (trx) => {
    const meterId = await uploadedMeterOf(trx, siteId, path, request.fuel);
    await storeReadingsIn(
      trx,
      meterId,
      readings.map((r) => ({ startAt: new Date(r.start), kwh: r.kwh, quality: r.quality })),
    );
    const eventId = await openEvent(trx, { siteId, path, type: 'DATA_INGESTION' });
    await trx
      .updateTable('events')
      .set({ status: 'COMPLETE', quality_report: JSON.stringify(upload.quality) })
      .where('id', '=', eventId)
      .execute();
    const runId = await queueModelRun(trx, {
      siteId,
      buildingId: node.building_id,
      kind: 'CALIBRATION',
    });
    return { meterId, eventId, runId };
  });
  await deps.blobs.remove(key);
  return {
    ...stored,
    stored: readings.length,
    first: readings[0]?.start ?? null,
    last: readings.at(-1)?.start ?? null,
  };
}

/**
 * A site's meters with their readings' count and span, then for each building the fuels it has
 * no meter of yet (an upload there makes one): where the data page offers an upload.
 */
export async function siteMeters(db: Kysely<Database>, siteId: string) {
  const meters = await db
    .selectFrom('meters')
    .innerJoin('spatial_nodes', (join) =>
      join
        .onRef('spatial_nodes.site_id', '=', 'meters.site_id')
        .onRef('spatial_nodes.path', '=', 'meters.node_path'),
    )
    .leftJoin('interval_readings', 'interval_readings.meter_id', 'meters.id')
    .select((eb) => [
      'meters.id',
      'meters.node_path',
      'meters.fuel',
      'meters.number',
      'spatial_nodes.name',
      eb.fn.count<string>('interval_readings.start_at').as('readings'),
      eb.fn.min('interval_readings.start_at').as('first'),
      eb.fn.max('interval_readings.start_at').as('last'),
    ])
    .where('meters.site_id', '=', siteId)
    .groupBy(['meters.id', 'spatial_nodes.name'])
    .orderBy('meters.node_path')
    .orderBy('meters.created_at')
    .execute();
  const buildings = await db
    .selectFrom('spatial_nodes')
    .select(['path', 'name'])
    .where('site_id', '=', siteId)
    .where('type', '=', 'BUILDING')
    .orderBy('path')
    .execute();
  const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
  const listed = meters.map((m) => ({
    meterId: m.id,
    path: m.node_path,
    buildingName: m.name,
    fuel: m.fuel,
    number: m.number,
    readings: Number(m.readings),
    first: iso(m.first as Date | null),
    last: iso(m.last as Date | null),
  }));
  const missing = buildings.flatMap((b) =>
    (['ELECTRICITY', 'GAS'] as const)
      .filter((fuel) => !listed.some((m) => m.path === b.path && m.fuel === fuel))
      .map((fuel) => ({
        meterId: null,
        path: b.path,
        buildingName: b.name,
        fuel,
        number: null,
        readings: 0,
        first: null,
        last: null,
      })),
  );
  return [...listed, ...missing];
}
