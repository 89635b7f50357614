import { z } from 'zod';
import { EVENT_STATUSES, EVENT_TYPES, PROPERTY_TYPES } from '@wattwise/domain';
import { entity } from '../registry';
import {
  dataFrequencySchema,
  dataPointSchema,
  isoDateSchema,
  isoDateTimeSchema,
  kpiSchema,
  sandboxFlag,
} from './common';
import { noticeSchema } from './diagnose';

/** Point (property) types of a graph series (analysis §3 "Graph"). */
const propertyTypeSchema = z.enum(PROPERTY_TYPES);

/** A stimulus key, e.g. ENERGY_USAGE; the server's stimulus map may add more (analysis §3). */
export const stimulusSchema = z.string().min(1);

/** Relative offset of a data query (analysis §7.3: value, unit, reference). */
const relativeOffsetSchema = z.object({
  value: z.number(),
  unit: z.enum(['HOURS', 'DAYS', 'WEEKS', 'MONTHS', 'YEARS']),
  reference: z.string().describe("Reference time, e.g. 'NOW' or an ISO date-time"),
});

/** Data query (analysis §7.3): the one object of the JSON array sent as ?query=. */
export const dataQuerySchema = entity(
  'DataQuery',
  'Series query (analysis §7.3), sent as a JSON array of one object in ?query=.',
  z.object({
    start: relativeOffsetSchema,
    end: relativeOffsetSchema,
    propertyType: propertyTypeSchema,
    scenarioName: z.string().optional(),
    limit: z.number().int().positive().optional(),
    rollDown: z.object({ value: z.number(), unit: z.enum(['HOURS', 'DAYS']) }).optional(),
    aggregators: z.array(
      z.object({
        type: z.enum(['AVG', 'SUM']),
        value: z.number(),
        unit: z.enum(['HOURS', 'DAYS', 'WEEKS', 'MONTHS', 'YEARS']),
      }),
    ),
  }),
);
export type DataQuery = z.infer<typeof dataQuerySchema>;

/** Data series answer (analysis §7.3): dataPoints and notices. */
export const dataSeriesSchema = entity(
  'DataSeries',
  'Series of a stimulus (analysis §7.3); sandbox when a sandbox meter made it.',
  z.object({
    dataPoints: z.array(dataPointSchema),
    notices: z.array(z.string()),
    sandbox: sandboxFlag,
  }),
);

/** Graph series (analysis §3 "Graph"): what the chart draws. */
// An OpenAPI component only (the spec names it); no route carries it.
entity(
  'GraphSeries',
  'Graph series (analysis §3).',
  z.object({
    name: z.string(),
    color: z.string(),
    propertyType: propertyTypeSchema,
    data: z.array(dataPointSchema),
    notices: z.array(z.string()),
    scenario: z.string().nullable().optional(),
  }),
);

/** Stimulus map (analysis §3, §7.3): label and unit per stimulus. */
export const stimulusMapSchema = entity(
  'StimulusMap',
  'Label and unit per stimulus (analysis §7.3).',
  z.record(stimulusSchema, z.object({ label: z.string(), unit: z.string() })),
);

/**
 * The saving measured at the meters since an intervention, for one fuel (IPMVP Option C, ASHRAE
 * Guideline 14 uncertainty): the sentence Validate, the marker and the PDF show, its figures, or
 * why it cannot be stated yet (`reasons`, figures null).
 */
const measuredSavingSchema = entity(
  'MeasuredSaving',
  'Saving measured at the meters since an intervention, one fuel (IPMVP Option C).',
  z.object({
    fuel: z.enum(['electricity', 'gas']),
    sentence: z.string(),
    verdict: z.enum(['sufficient', 'insufficient']),
    reasons: z.array(z.string()),
    notes: z.array(z.string()),
    /** Confidence of the ± figures (0.9). */
    confidence: z.number(),
    avoidedKwh: z.number().nullable(),
    uncertaintyKwh: z.number().nullable(),
    avoidedCostGbp: z.number().nullable(),
    uncertaintyCostGbp: z.number().nullable(),
    avoidedCarbonKg: z.number().nullable(),
    uncertaintyCarbonKg: z.number().nullable(),
    fractionalSaving: z.number().nullable(),
    baseline: z.object({ first: isoDateSchema, last: isoDateSchema, countedDays: z.number() }),
    reporting: z.object({ first: isoDateSchema, last: isoDateSchema, countedDays: z.number() }),
  }),
);

/** Intervention (analysis §3). */
export const interventionSchema = entity(
  'Intervention',
  'Intervention shown as a marker on graphs (analysis §3); cost in GBP.',
  z.object({
    id: z.string().optional(),
    dateTime: isoDateTimeSchema,
    title: z.string(),
    description: z.string(),
    stimulusType: stimulusSchema,
    cost: z.number().nullable().optional(),
    /** Measured at the meters of its node, one per fuel read; absent where nothing is metered. */
    measuredSavings: z.array(measuredSavingSchema).optional(),
  }),
);

/** New intervention (analysis §7.3): stimulusType, title, text, date (en-CA short form), cost; title and text required (§5). */
export const newInterventionSchema = entity(
  'NewIntervention',
  'Intervention to create (analysis §7.3).',
  z.object({
    stimulusType: stimulusSchema,
    title: z.string().min(1),
    text: z.string().min(1),
    date: isoDateSchema,
    cost: z.number().min(0).multipleOf(0.01).nullable().optional(),
  }),
);

/** Event (analysis §3). */
export const eventSchema = entity(
  'Event',
  'System event of a site (analysis §3).',
  z.object({
    name: z.string(),
    description: z.string(),
    type: z.enum(EVENT_TYPES),
    status: z.enum(EVENT_STATUSES),
    openDate: isoDateTimeSchema,
  }),
);

/** Validate data (analysis §3). */
export const validateDataSchema = entity(
  'ValidateData',
  'Observed against predicted consumption (analysis §3).',
  z.object({
    kpis: z.array(kpiSchema),
    hasAutoML: z.boolean(),
    dataFrequency: dataFrequencySchema.nullable(),
    lastMeteringDateTime: isoDateTimeSchema.nullable(),
    data: z.array(dataPointSchema),
    /** Designed: the calibrated model's prediction of the same days (`data` holds the observations). */
    predicted: z
      .array(dataPointSchema)
      .optional()
      .describe(
        'Designed: the calibrated model’s predicted consumption of the same days as `data` (the observed readings), daily kWh.',
      ),
    notices: z.array(noticeSchema),
    basis: z
      .enum(['METER', 'BILLS', 'NONE'])
      .optional()
      .describe(
        'Designed: what the model is validated against: meter readings (daily), the bills entered at registration (monthly and yearly), or nothing yet (the screen offers to connect a meter or upload readings)',
      ),
    sandbox: sandboxFlag,
    placeholder: z
      .boolean()
      .optional()
      .describe(
        'Designed: true when the answer is placeholder data for an unpaid site (analysis §2.3), never real figures.',
      ),
  }),
);
