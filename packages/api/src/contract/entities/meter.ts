import { z } from 'zod';
import { METER_STATES } from '@wattwise/domain';
import { entity } from '../registry';
import { sandboxFlag } from './common';

/** Meter state UNCHECKED, ACCESSIBLE, INACCESSIBLE (shell §3). */
export const meterStateSchema = entity(
  'MeterState',
  'Meter state (shell §3).',
  z.enum(METER_STATES),
);

/** Meter address option (shell §3). */
export const meterAddressOptionSchema = entity(
  'MeterAddressOption',
  'Meter address option from the metering database (shell §3).',
  z.object({
    address: z.string(),
    partialMpan: z.string(),
    encryptedMpan: z.string(),
    confidenceScore: z.number(),
    sandbox: sandboxFlag,
  }),
);

/** Meter check result (shell §3): validMeter, mpan. */
export const meterCheckResultSchema = entity(
  'MeterCheckResult',
  'Meter check result (shell §3).',
  z.object({ validMeter: z.boolean(), mpan: z.string(), sandbox: sandboxFlag }),
);

/** Energy supplier (shell §3). */
export const supplierSchema = entity(
  'Supplier',
  'Energy supplier (shell §3).',
  z.object({ id: z.string(), name: z.string() }),
);

/** MPAN and MPRN keep only digits and dots (shell §5). */
export const meterNumberSchema = z.string().regex(/^[0-9.]+$/);

/**
 * An encrypted MPAN as the address search answers it (shell §3): the provider's prefix, then an
 * opaque URL-safe text (designed: 'sandbox.…' from the sandbox), so a typo of a number stays a 400.
 */
export const encryptedMpanSchema = z
  .string()
  .max(512)
  .regex(/^[a-z]+[.:][A-Za-z0-9_~-]+$/);

/** Connect-meter submit (shell §7: payload mpan, siteId, path). */
export const connectMeterRequestSchema = entity(
  'ConnectMeterRequest',
  'Connect-meter submit payload (shell §7).',
  z.object({ mpan: meterNumberSchema, siteId: z.string().min(1), path: z.string() }),
);

const readingCount = z.number().int().nonnegative();
const dayCount = z.object({
  date: z.string(),
  expectedHalfHours: z.number().int(),
  foundHalfHours: z.number().int(),
});

/** The data-quality report of an uploaded readings file (issue 9: meter CSV upload). */
export const meterDataQualitySchema = entity(
  'MeterDataQuality',
  'Data-quality report of uploaded meter readings: gaps, duplicates, negative values, spikes, clock-change and irregular days, unreadable lines (designed, issue 9).',
  z.object({
    layout: z.enum(['timestamp-value', 'day-per-row']),
    intervalMinutes: z.number(),
    readings: readingCount,
    first: z.string().nullable(),
    last: z.string().nullable(),
    gaps: z.object({
      count: readingCount,
      missingReadings: readingCount,
      examples: z.array(z.object({ from: z.string(), to: z.string() })),
    }),
    duplicates: z.object({ count: readingCount, examples: z.array(z.string()) }),
    negativeValues: z.object({ count: readingCount, examples: z.array(z.string()) }),
    spikes: z.object({
      count: readingCount,
      examples: z.array(z.string()),
      thresholdKwh: z.number().nullable(),
    }),
    clockChangeDays: z.array(dayCount),
    irregularDays: z.array(dayCount),
    unreadableLines: z.object({ count: readingCount, examples: z.array(z.number().int()) }),
  }),
);

/** The answer to a meter-data upload: the ingestion event that stores it, and the report. */
export const meterDataUploadResponseSchema = entity(
  'MeterDataUploadResponse',
  'A meter-data upload accepted: the DATA_INGESTION event storing it and its data-quality report (designed, issue 9).',
  z.object({ eventId: z.string(), meterId: z.string(), quality: meterDataQualitySchema }),
);
