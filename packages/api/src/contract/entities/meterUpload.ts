import { z } from 'zod';
import { entity } from '../registry';
import { meterDataQualitySchema } from './meter';

/**
 * A meter file checked before anything is stored (issue 38): the report of meterDataQuality, what
 * the file was read as (its layout, unit and the gas conversion used), and each finding with the
 * actions the user may take. The engine's reader makes it (energy-model meterData).
 */
const findingKindSchema = z.enum([
  'unreadable',
  'duplicate',
  'gap',
  'negative',
  'zero-run',
  'spike',
  'clock-change-day',
  'irregular-day',
  'estimated',
]);
const qualityActionSchema = z.enum(['accept', 'fix', 'drop']);
const count = z.number().int().nonnegative();

const meterFindingSchema = entity(
  'MeterDataFinding',
  'One finding of a meter file’s quality report, with the action proposed and those allowed (designed, issue 38).',
  z.object({
    id: z.string(),
    kind: findingKindSchema,
    severity: z.enum(['info', 'warning', 'problem']),
    from: z.string().nullable(),
    to: z.string().nullable(),
    lines: z.object({ first: z.number().int(), last: z.number().int() }).nullable(),
    count,
    message: z.string(),
    proposed: qualityActionSchema,
    allowed: z.array(qualityActionSchema),
  }),
);

const meterUploadQualitySchema = entity(
  'MeterUploadQuality',
  'The full data-quality report of a meter file before it is stored: period, readings, gaps, repeats, negative and zero runs, spikes, clock-change days, estimated reads, the unit and conversion, and the findings (designed, issue 38).',
  meterDataQualitySchema.extend({
    format: z.string(),
    /** What the file was read as, in the words the report shows (the engine's). */
    readAs: z.string(),
    unit: z.string(),
    conversion: z.string().nullable(),
    zeroRuns: z.object({
      count,
      readings: count,
      examples: z.array(z.object({ from: z.string(), to: z.string() })),
    }),
    estimatedReads: z.object({ count }),
    findings: z.array(meterFindingSchema),
    findingCounts: z.record(findingKindSchema, count),
  }),
);

/** The fuels a site's meter measures. */
const meterFuelSchema = z.enum(['ELECTRICITY', 'GAS']);

/** The unit a file's quantities are in when it names none (the user's choice). */
const meterFileUnitSchema = z.enum(['kWh', 'Wh', 'MWh', 'MJ', 'GJ', 'm3', 'ft3', 'hcf']);

/** How the file should be read: the meter's fuel, and for gas volumes the bill's calorific value. */
export const meterFileReadingSchema = z.object({
  fuel: meterFuelSchema,
  unit: meterFileUnitSchema.optional(),
  /** MJ/m³, from the gas bill (UK gas is about 38.5–40.5). */
  calorificValue: z.coerce.number().min(30).max(50).optional(),
});

/** A checked file, kept with its site until it is stored (a server-made id). */
const meterUploadIdSchema = z.string().regex(/^[0-9a-f-]{36}$/);

export const meterUploadCheckSchema = entity(
  'MeterUploadCheck',
  'A meter file read and checked, nothing stored yet: the file’s id to store it with, and its quality report (designed, issue 38).',
  z.object({ uploadId: meterUploadIdSchema, quality: meterUploadQualitySchema }),
);

export const meterUploadStoreRequestSchema = entity(
  'MeterUploadStoreRequest',
  'Store a checked meter file with the user’s answers to its quality report: an action per kind of finding, or per finding (designed, issue 38).',
  meterFileReadingSchema.extend({
    uploadId: meterUploadIdSchema,
    choices: z.object({
      byKind: z.partialRecord(findingKindSchema, qualityActionSchema).optional(),
      byFinding: z.record(z.string().max(80), qualityActionSchema).optional(),
    }),
  }),
);

export const meterUploadStoredSchema = entity(
  'MeterUploadStored',
  'A checked meter file stored in one transaction: the meter, its DATA_INGESTION event, the readings stored and the span they cover (designed, issue 38).',
  z.object({
    meterId: z.string(),
    eventId: z.string(),
    stored: count,
    first: z.string().nullable(),
    last: z.string().nullable(),
  }),
);

export const siteMeterSchema = entity(
  'SiteMeter',
  'A meter of a site, or a fuel of a building that has no meter yet (meterId null): where uploaded readings go (designed, issue 38).',
  z.object({
    meterId: z.string().nullable(),
    path: z.string(),
    buildingName: z.string(),
    fuel: meterFuelSchema,
    number: z.string().nullable(),
    readings: count,
    first: z.string().nullable(),
    last: z.string().nullable(),
  }),
);
