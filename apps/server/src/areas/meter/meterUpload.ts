import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BlobStore } from '../../adapters/blobs/index';
import {
  MeterCsvError,
  parseMeterCsv,
  type MeterDataQuality,
} from '../../adapters/smartMeters/meterCsv';
import type { Database } from '../../db/schema';
import { queueMeterIngest, type IngestJobData } from './meterJobs';

/** The number a meter made for uploaded readings carries (designed: the file names none). */
const UPLOADED_METER_NUMBER = 'CSV upload';

export type MeterFuel = 'ELECTRICITY' | 'GAS';

/** The node's meter of that fuel (the first made), or a new one for uploads: UNCHECKED. */
export async function uploadedMeterOf(
  trx: Kysely<Database>,
  siteId: string,
  path: string,
  fuel: MeterFuel,
) {
  const meter = await trx
    .selectFrom('meters')
    .select('id')
    .where('site_id', '=', siteId)
    .where('node_path', '=', path)
    .where('fuel', '=', fuel)
    .orderBy('created_at')
    .executeTakeFirst();
  if (meter) return meter.id;
  const id = randomUUID();
  await trx
    .insertInto('meters')
    .values({
      id,
      site_id: siteId,
      node_path: path,
      fuel,
      number: UPLOADED_METER_NUMBER,
      supplier: null,
      consent_at: null,
      state: 'UNCHECKED',
      sandbox: false,
    })
    .execute();
  return id;
}

/** Sends one ingest job whose DATA_INGESTION event is open (a CSV upload), after it is stored. */
export interface MeterUploads {
  sendIngestJob: (job: IngestJobData) => Promise<void>;
  /** Sends the calibration run a stored upload queued (nothing without a job queue). */
  sendCalibration?: (runId: string) => Promise<void>;
}

export type MeterUploadAnswer =
  | { ok: true; eventId: string; meterId: string; quality: MeterDataQuality }
  | { ok: false; status: 400 | 404; message: string };

/**
 * A CSV of a building's electricity readings (designed, issue 9): parsed at once so a file no
 * layout fits is refused with the reason and nothing is stored; otherwise kept as a blob and
 * stored by the ingest job on the node's electricity meter (one is made for uploads when the
 * node has none: UNCHECKED, so no provider ever reads it). Answers the data-quality report.
 */
export async function acceptMeterUpload(
  deps: {
    db: Kysely<Database>;
    blobs: BlobStore;
    sendIngestJob?: (job: IngestJobData) => Promise<void>;
  },
  siteId: string,
  path: string,
  bytes: Buffer,
): Promise<MeterUploadAnswer> {
  let quality: MeterDataQuality;
  try {
    quality = parseMeterCsv(bytes.toString('utf8')).quality;
  } catch (error) {
    if (error instanceof MeterCsvError) return { ok: false, status: 400, message: error.message };
    throw error;
  }
  if (quality.readings === 0) {
    return { ok: false, status: 400, message: 'The file has no readable readings.' };
  }
  const { db } = deps;
  const node = await db
    .selectFrom('spatial_nodes')
    .select('path')
    .where('site_id', '=', siteId)
    .where('path', '=', path)
    .executeTakeFirst();
  if (!node) return { ok: false, status: 404, message: 'No node with this path in the site.' };
  const meterId = await db
    .transaction()
    .execute((trx) => uploadedMeterOf(trx, siteId, path, 'ELECTRICITY'));
  const blobKey = await deps.blobs.put('readings', bytes, 'csv');
  const job = await queueMeterIngest(db, { meterId, source: 'csv', blobKey });
  await deps.sendIngestJob?.(job);
  return { ok: true, eventId: job.eventId, meterId, quality };
}
