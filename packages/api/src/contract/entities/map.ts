import { z } from 'zod';
import { PERFORMANCE_LEVELS } from '@wattwise/domain';
import { entity } from '../registry';
import { isoDateSchema, lonLatSchema, sampleFlag } from './common';

/** Map certificate (analysis §3). */
export const mapCertificateSchema = entity(
  'MapCertificate',
  'EPC or DEC certificate of a building on the energy map (analysis §3).',
  z.object({
    certificateType: z.enum(['EPC', 'DEC']),
    rating: z.string().describe('Band letter, e.g. C'),
    issuedDate: isoDateSchema,
    floorArea: z.number().nullable().describe('m2'),
    buildingType: z.string().nullable(),
    sample: sampleFlag,
  }),
);

/** Map building performance (analysis §3): HIGH, MEDIUM, LOW, NA. */
export const buildingPerformanceSchema = entity(
  'BuildingPerformance',
  'Estimated performance of a building (analysis §3).',
  z.object({
    performanceLevel: z.enum(PERFORMANCE_LEVELS),
    source: z
      .enum(['CERTIFICATE', 'FOOTPRINT'])
      .optional()
      .describe(
        "Designed: where the level comes from, the building's certificate or the engine's estimate from its footprint",
      ),
    band: z
      .string()
      .nullable()
      .optional()
      .describe('Designed: the certificate band (source CERTIFICATE) or the estimated band'),
    sample: sampleFlag,
  }),
);

/** An address to estimate (analysis §7.5 'a list of addresses'; fields designed from the address feature). */
export const performanceAddressSchema = entity(
  'PerformanceAddress',
  'Address whose performance is estimated (analysis §7.5; fields designed).',
  z.object({ full_address: z.string().min(1), centre: lonLatSchema.optional() }),
);

const ring = z.array(z.array(z.number()).min(2).describe('[lon, lat]'));

/** A building footprint as GeoJSON (designed: OpenStreetMap tags as properties, '@id' = 'way/123'). */
export const buildingOutlineSchema = entity(
  'BuildingOutline',
  "A building footprint (OpenStreetMap), GeoJSON Feature; properties are OSM tags and '@id'.",
  z.object({
    type: z.literal('Feature'),
    id: z.string(),
    properties: z.record(z.string(), z.string()),
    geometry: z.union([
      z.object({ type: z.literal('Polygon'), coordinates: z.array(ring) }),
      z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring)) }),
    ]),
  }),
);

/** Building footprints in a box, with the data's attribution (ODbL for OpenStreetMap). */
export const buildingOutlineCollectionSchema = entity(
  'BuildingOutlineCollection',
  'Building footprints in a box as a GeoJSON FeatureCollection, with the attribution to show.',
  z.object({
    type: z.literal('FeatureCollection'),
    attribution: z.string(),
    features: z.array(buildingOutlineSchema),
  }),
);
