import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { METER_CHECKS_MAX_BYTES_PER_ACCOUNT, meterChecksOverBudgetMessage } from '@wattwise/domain';
import {
  MeterCsvError,
  meterCsvReading,
  readMeterCsv,
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
    readonly status: 400 | 404 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** Whom a checked file is kept for: the site, the meter (node and fuel) and the person. */
interface MeterFileOwner {
  siteId: string;
  path: string;
  fuel: MeterFuel;
  /** The account that checked it (the caller's subject). */
  checkedBy: string;
}

const CHECKED_AREA_PREFIX = 'meter-check-';

const hex = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex');

/** The start of the names of every area that holds one account's checked files. */
const accountAreas = (checkedBy: string) => `${CHECKED_AREA_PREFIX}${hex(checkedBy).slice(0, 16)}-`;

/**
 * Checked files are kept until stored in an area of their own per site, meter and person
 * (adapters/blobs), so a file checked for one meter is never stored on another or by someone
 * else, and a person's next check of the same meter replaces their last. The area's name starts
 * with the person's, so what one account keeps waiting can be counted.
 */
function checkedArea(owner: MeterFileOwner): string {
  const meter = hex(owner.siteId, owner.path, owner.fuel, owner.checkedBy).slice(0, 32);
  return `${accountAreas(owner.checkedBy)}${meter}`;
}

/** Bytes of checked files each account has arriving now (this process), besides those kept. */
const arriving = new Map<string, number>();

/** The bytes of the checked files `checkedBy` keeps on disk (not yet stored nor expired). */
async function keptChecks(blobs: BlobStore, checkedBy: string): Promise<number> {
  let kept = 0;
  for (const area of await blobs.areas(accountAreas(checkedBy))) {
    for (const blob of await blobs.list(area)) kept += blob.bytes;
  }
  return kept;
}

/** Whether `more` bytes would take what `checkedBy` keeps and has arriving past the budget. */
const overBudget = (checkedBy: string, kept: number, more: number) =>
  kept + (arriving.get(checkedBy) ?? 0) + more > METER_CHECKS_MAX_BYTES_PER_ACCOUNT;

/**
 * The pieces of a checked file, counted against its account's budget as they arrive with every
 * other file of the account arriving at the same time (413 in words once past it); the count is
 * given back when the file has ended, kept or not.
 */
async function* withinBudget(
  pieces: AsyncIterable<Uint8Array>,
  checkedBy: string,
  kept: number,
): AsyncIterable<Uint8Array> {
  let bytes = 0;
  try {
    for await (const piece of pieces) {
      if (overBudget(checkedBy, kept, piece.byteLength)) {
        throw new MeterFileRefusal(413, meterChecksOverBudgetMessage);
      }
      bytes += piece.byteLength;
      arriving.set(checkedBy, (arriving.get(checkedBy) ?? 0) + piece.byteLength);
      yield piece;
    }
  } finally {
    const still = (arriving.get(checkedBy) ?? 0) - bytes;
    if (still > 0) arriving.set(checkedBy, still);
    else arriving.delete(checkedBy);
  }
}

/**
 * How long a checked file that was never stored is kept (designed): reading a report and
 * answering it takes minutes; six hours covers a meeting or lunch between the two. Removed by
 * the leftovers' sweep (at start and hourly) once older.
 */
const CHECKED_FILE_HOURS = 6;

/** Removes the checked files older than CHECKED_FILE_HOURS; answers how many. */
export async function removeExpiredMeterChecks(blobs: BlobStore, now = Date.now()) {
  const before = now - CHECKED_FILE_HOURS * 3_600_000;
  let removed = 0;
  for (const area of await blobs.areas(CHECKED_AREA_PREFIX)) {
    for (const blob of await blobs.list(area)) {
      if (blob.writtenAt >= before) continue;
      await blobs.remove(blob.key);
      removed += 1;
    }
  }
  return removed;
}

function readerOptions(reading: MeterFileReading): MeterCsvOptions {
  return {
    fuel: reading.fuel === 'GAS' ? 'gas' : 'electricity',
    ...(reading.unit ? { unit: reading.unit } : {}),
    ...(reading.calorificValue ? { calorificValueMjPerM3: reading.calorificValue } : {}),
  };
}

/** The reader's refusal of a file (no layout fits, too many rows) as the user's 400. */
async function refusingUnreadable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MeterCsvError) throw new MeterFileRefusal(400, error.message);
    throw error;
  }
}

/** Passes the pieces on as they are read, so the file is kept and read in one pass. */
async function* readAsItGoes(
  pieces: AsyncIterable<Uint8Array>,
  reading: ReturnType<typeof meterCsvReading>,
) {
  for await (const piece of pieces) {
    reading.push(piece);
    yield piece;
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
 * Reads and checks a meter file as it arrives (issue 38): its quality report, and the file kept
 * for its meter and the person under a new id. The file is read line by line while it is written
 * to disk, never held whole; one no layout fits is refused as soon as its first lines are read.
 * That person's earlier checked file of the meter, never stored, is removed. No reading is stored.
 * The checked files an account keeps waiting are held to METER_CHECKS_MAX_BYTES_PER_ACCOUNT:
 * a file that would go past it is refused (413) before it is read when its declared length
 * (`declaredBytes`) says so, else as soon as it does.
 */
export async function checkMeterFile(
  deps: { db: Kysely<Database>; blobs: BlobStore },
  owner: MeterFileOwner,
  file: AsyncIterable<Uint8Array>,
  reading: MeterFileReading,
  declaredBytes?: number,
) {
  await requireNode(deps.db, owner.siteId, owner.path);
  const area = checkedArea(owner);
  for (const earlier of await deps.blobs.list(area)) await deps.blobs.remove(earlier.key);
  const kept = await keptChecks(deps.blobs, owner.checkedBy);
  if (overBudget(owner.checkedBy, kept, Math.max(1, declaredBytes ?? 0))) {
    throw new MeterFileRefusal(413, meterChecksOverBudgetMessage);
  }
  const read = meterCsvReading(readerOptions(reading));
  const pieces = withinBudget(file, owner.checkedBy, kept);
  const key = await refusingUnreadable(() =>
    deps.blobs.put(area, readAsItGoes(pieces, read), 'csv'),
  );
  try {
    const upload = await refusingUnreadable(async () => read.end());
    if (upload.quality.readings === 0) {
      throw new MeterFileRefusal(400, 'The file has no readable readings.');
    }
    const uploadId = key.slice(key.indexOf('/') + 1, -'.csv'.length);
    return { uploadId, quality: upload.quality };
  } catch (error) {
    await deps.blobs.remove(key);
    throw error;
  }
}

/**
 * Stores a checked file with the user's answers to its report, all in one transaction:
 * the meter (made when the node has none of that fuel), every reading, the completed
 * DATA_INGESTION event with the report, and the building's calibration run. A failure part-way
 * stores nothing. The kept file is removed once stored. Answers the calibration run to send.
 */
export async function storeMeterFile(
  deps: { db: Kysely<Database>; blobs: BlobStore },
  owner: Omit<MeterFileOwner, 'fuel'>,
  request: MeterFileReading & { uploadId: string; choices: QualityChoices },
) {
  const { siteId, path } = owner;
  const node = await requireNode(deps.db, siteId, path);
  const key = `${checkedArea({ ...owner, fuel: request.fuel })}/${request.uploadId}.csv`;
  const file = await deps.blobs.read(key);
  if (!file) {
    throw new MeterFileRefusal(404, 'The checked file is no longer kept: upload it again.');
  }
  const upload: MeterCsvUpload = await refusingUnreadable(() =>
    readMeterCsv(file, readerOptions(request)),
  );
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
