import { z } from 'zod';
import {
  DIRECTIONS,
  EPC_BANDS,
  EPC_RATINGS,
  FREQUENCY_ORDER,
  GRANULARITIES,
  INDICATOR_VARIANTS,
  PERMISSIONS,
  PRODUCTS,
  TRAFFIC_LIGHTS,
} from '@wattwise/domain';
import { entity } from '../registry';

/** Products a site can belong to (shell §3). */
export const productSchema = entity(
  'Product',
  'Product line of a site (shell §3).',
  z.enum(PRODUCTS),
);

/** The {product} segment of analysis §7 paths: predict or optimise. */
export const productSegmentSchema = z.enum(['predict', 'optimise']);
export type ProductSegment = z.infer<typeof productSegmentSchema>;

/** Traffic light of a site or node: HIGH, OK or LOW (shell §3). */
export const trafficLightSchema = entity(
  'TrafficLight',
  'Energy traffic light (shell §3): HIGH red, OK orange, LOW green.',
  z.enum(TRAFFIC_LIGHTS),
);

/** Site permissions; only OWNER is shown (shell §6). */
export const sitePermissionSchema = z.enum(PERMISSIONS);

/** An ISO 8601 date-time, with Z or an offset. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar date, YYYY-MM-DD (the en-CA short form of analysis §7.3). */
export const isoDateSchema = z.iso.date();

/** A [longitude, latitude] pair. */
export const lonLatSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/** Marks data fabricated by a sandbox adapter (ARCHITECTURE.md: sandbox data is labelled). */
export const sandboxFlag = z
  .boolean()
  .optional()
  .describe('True when this data comes from a sandbox adapter, not a real provider.');

/** Marks synthetic sample rows bundled with the server (the EPC register's embedded default). */
export const sampleFlag = z
  .boolean()
  .optional()
  .describe(
    'True when this row is synthetic sample data bundled with the server, not the real register.',
  );

/** A boolean query value: true/false, or the strings 'true'/'false' as they arrive in a URL. */
export const queryBoolean = z.union([z.boolean(), z.stringbool()]);

/** A number query value, or its decimal text as it arrives in a URL. */
export const queryNumber = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** No path params. */
export const noParams = z.object({});

/** A site id as a path parameter (36 characters for real sites, shell §9; demo ids end in -demo, shell §1). */
export const siteIdParam = z.string().min(1).describe('Site id');

/** A spatial path as one path parameter, e.g. 'floor/space' (shell §3); the client URL-encodes it. */
export const spatialPathParam = z
  .string()
  .min(1)
  .describe("Spatial path, e.g. 'building/floor/space'");

/** EPC ratings A to G (shell §3). */
export const epcRatingSchema = entity(
  'EpcRating',
  'EPC rating A to G (shell §3).',
  z.enum(EPC_RATINGS),
);

/** A computed band: A+ to G (non-domestic asset ratings below 0 are A+); used for engine outputs. */
export const epcBandSchema = entity(
  'EpcBand',
  'Computed EPC band A+ to G (A+ only for non-domestic asset ratings below 0).',
  z.enum(EPC_BANDS),
);

/** Granularity DAILY, WEEKLY, MONTHLY, YEARLY (shell §3, analysis §3); the `timespan` query of analysis §7.1. */
export const granularitySchema = entity(
  'Granularity',
  'Granularity (shell §3, analysis §3); default YEARLY.',
  z.enum(GRANULARITIES),
);

/** Data frequency of a node; HOURLY appears only in ordering (analysis §3 "Selection"). */
export const dataFrequencySchema = z.enum(FREQUENCY_ORDER);

/** Indicator (analysis §3): value, unit, text, variant, direction, isCurrency. */
export const indicatorSchema = entity(
  'Indicator',
  'Indicator badge of a scenario or KPI (analysis §3).',
  z.object({
    value: z.number(),
    unit: z.string(),
    text: z.string(),
    variant: z.enum(INDICATOR_VARIANTS),
    direction: z.enum(DIRECTIONS).optional(),
    isCurrency: z.boolean(),
  }),
);

/** KPI card (analysis §3 "Scenario results": text, value, unit, isCurrency, indicator). */
export const kpiSchema = entity(
  'Kpi',
  'KPI card (analysis §3).',
  z.object({
    text: z.string(),
    value: z.number().nullable(),
    unit: z.string(),
    isCurrency: z.boolean(),
    indicator: indicatorSchema.optional(),
  }),
);

/** A point of a series: x an ISO date-time, y a value or null for a gap (analysis §3 "Graph", "Validate data"). */
export const dataPointSchema = entity(
  'DataPoint',
  'One point of a series (analysis §3).',
  z.object({ x: isoDateTimeSchema, y: z.number().nullable() }),
);

/** A semicolon-separated list of ids in a query, e.g. selectedScenarios=a;b (analysis §7.1). */
export const semicolonListQuery = z
  .string()
  .transform((text) => text.split(';').filter((part) => part.length > 0))
  .describe('Semicolon-separated ids, e.g. a;b');

/** The `timespan` query of analysis §7.1: a granularity. */
export const timespanQuery = z.object({ timespan: granularitySchema.optional() });

/** A binary answer or upload (reports, logos, models); null when the server answers 204 or empty (shell §7). */
export const blobSchema = z.custom<Blob>(
  (value) => typeof Blob !== 'undefined' && value instanceof Blob,
  {
    message: 'Expected binary content',
  },
);
export const optionalBlobSchema = blobSchema.nullable();

/** An empty answer (204 or no body). */
export const emptySchema = z.null();
