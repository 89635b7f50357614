import { z } from 'zod';
import { entity } from '../registry';

/** Products a site can belong to (shell §3). */
export const productSchema = entity(
  'Product',
  'Product line of a site (shell §3).',
  z.enum(['OPTIMISE', 'PREDICT', 'SIMPLE_PREDICT']),
);
export type Product = z.infer<typeof productSchema>;

/** The {product} segment of analysis §7 paths: predict or optimise. */
export const productSegmentSchema = z.enum(['predict', 'optimise']);
export type ProductSegment = z.infer<typeof productSegmentSchema>;

/** Traffic light of a site or node: HIGH, OK or LOW (shell §3). */
export const trafficLightSchema = entity(
  'TrafficLight',
  'Energy traffic light (shell §3): HIGH red, OK orange, LOW green.',
  z.enum(['HIGH', 'OK', 'LOW']),
);
export type TrafficLight = z.infer<typeof trafficLightSchema>;

/** Site permissions; only OWNER is shown (shell §6). */
export const sitePermissionSchema = z.enum(['OWNER']);

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
