import { z } from 'zod';
import { neverStale } from '../cachePolicy';
import { lonLatSchema, noParams } from '../entities/common';
import { defineRoute } from '../routeDef';

/** A building footprint as GeoJSON (OpenStreetMap way or relation; properties are its tags). */
const outlineFeatureSchema = z.object({
  type: z.literal('Feature'),
  id: z.union([z.string(), z.number()]).optional(),
  properties: z.record(z.string(), z.unknown()).nullable(),
  geometry: z.union([
    z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(lonLatSchema)) }),
    z.object({
      type: z.literal('MultiPolygon'),
      coordinates: z.array(z.array(z.array(lonLatSchema))),
    }),
  ]),
});

/** Building outlines in a bounding box (shell §2 "a map on which a building outline is picked"). */
export const outlinesInBox = defineRoute({
  name: 'outlines.bbox',
  method: 'GET',
  path: '/api/outlines',
  params: noParams,
  query: z.object({
    bbox: z
      .string()
      .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/)
      .describe('minLon,minLat,maxLon,maxLat'),
  }),
  response: z.object({
    type: z.literal('FeatureCollection'),
    features: z.array(outlineFeatureSchema),
    attribution: z.string().optional(),
  }),
  responseType: 'json',
  auth: 'public',
  cache: neverStale,
  designed:
    'Not shown: GET /api/outlines?bbox=minLon,minLat,maxLon,maxLat answers the building footprints in the box as a GeoJSON FeatureCollection (OpenStreetMap, ODbL attribution in `attribution`).',
  source: 'shell §2 (address step map)',
  summary: 'Building outlines to pick from on the registration map.',
  example: {
    params: {},
    query: { bbox: '-0.1430,51.5385,-0.1420,51.5395' },
    response: {
      type: 'FeatureCollection',
      attribution: '© OpenStreetMap contributors, ODbL 1.0',
      features: [
        {
          type: 'Feature',
          id: 'way/1',
          properties: { building: 'yes' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-0.1428, 51.5389],
                [-0.1424, 51.5389],
                [-0.1424, 51.5391],
                [-0.1428, 51.5389],
              ],
            ],
          },
        },
      ],
    },
  },
});

export const outlineRoutes = [outlinesInBox] as const;
