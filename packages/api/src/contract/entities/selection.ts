import { z } from 'zod';
import { entity } from '../registry';
import { granularitySchema, isoDateSchema, isoDateTimeSchema } from './common';

/** Selection (analysis §3, shared): client state of the analysis screens. DEFAULT stands for an unset level. */
// An OpenAPI component only (the spec names it); no route carries it.
entity(
  'Selection',
  'Selection of the analysis screens (analysis §3); client state.',
  z.object({
    siteId: z.string(),
    buildingId: z.string().default('DEFAULT'),
    blockId: z.string().default('DEFAULT'),
    floorId: z.string().default('DEFAULT'),
    zoneId: z.string().default('DEFAULT'),
    spaceId: z.string().default('DEFAULT'),
    objectId: z.string().default('DEFAULT'),
    granularity: granularitySchema.default('YEARLY'),
    displayMode: z.string().optional(),
    dateRange: z.object({ start: isoDateSchema, end: isoDateSchema }).optional(),
  }),
);

/** Site as the analysis screens use it (analysis §3): id, paid, lastMeteringDateTime. */
// An OpenAPI component only (the spec names it); no route carries it.
entity(
  'AnalysisSite',
  'Site as the analysis screens use it (analysis §3).',
  z.object({
    id: z.string(),
    paid: z.boolean(),
    lastMeteringDateTime: isoDateTimeSchema.nullable(),
  }),
);
