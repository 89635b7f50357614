import { z } from 'zod';
import { neverStale, tenMinutes } from '../cachePolicy';
import { addressFeatureSchema } from '../entities/address';
import { blobSchema, lonLatSchema, noParams, queryNumber } from '../entities/common';
import {
  buildingOutlineCollectionSchema,
  buildingPerformanceSchema,
  mapCertificateSchema,
  performanceAddressSchema,
} from '../entities/map';
import { defineRoute } from '../routeDef';

const feature = {
  name: 'Camden Works',
  full_address: 'Camden Works, 1 Pancras Way, London NW1 0PE',
  elevation: 31,
  centre: [-0.1426, 51.539] as [number, number],
};
const longitude = queryNumber.pipe(z.number().min(-180).max(180));
const latitude = queryNumber.pipe(z.number().min(-90).max(90));

/** Forward address search (shell §7, analysis §7.5: restricted to GB, cached indefinitely; path not shown). */
const geocodingSearch = defineRoute({
  name: 'geocoding.search',
  method: 'GET',
  path: '/api/geocoding/search',
  params: noParams,
  query: z.object({ q: z.string().min(1) }),
  response: z.array(addressFeatureSchema),
  responseType: 'json',
  auth: 'public',
  cache: neverStale,
  designed: 'Path not shown: GET /api/geocoding/search?q=. Restricted to GB by the server.',
  source: 'shell §7, analysis §7.5',
  summary: 'Search addresses and post codes in Great Britain.',
  example: { params: {}, query: { q: 'NW1 0PE' }, response: [feature] },
});

/** Reverse search by longitude and latitude (analysis §7.5: address type, limit 30; path not shown). */
const geocodingReverse = defineRoute({
  name: 'geocoding.reverse',
  method: 'GET',
  path: '/api/geocoding/reverse',
  params: noParams,
  query: z.object({
    lon: longitude,
    lat: latitude,
    limit: queryNumber.optional().describe('Default 30 (analysis §7.5)'),
  }),
  response: z.array(addressFeatureSchema),
  responseType: 'json',
  auth: 'public',
  cache: neverStale,
  designed: 'Path not shown: GET /api/geocoding/reverse?lon=&lat=&limit=. Address type only.',
  source: 'shell §7, analysis §7.5',
  summary: 'Addresses at a point, nearest first.',
  example: { params: {}, query: { lon: -0.1426, lat: 51.539, limit: 30 }, response: [feature] },
});

/** Batch reverse search (analysis §7.5: POST, one result each; path not shown). */
const geocodingReverseBatch = defineRoute({
  name: 'geocoding.reverseBatch',
  method: 'POST',
  path: '/api/geocoding/reverse/batch',
  params: noParams,
  body: z
    .array(lonLatSchema)
    .max(1000)
    .describe('Points as [lon, lat]; at most 1000 buildings (analysis §9)'),
  response: z.array(addressFeatureSchema.nullable()),
  responseType: 'json',
  auth: 'public',
  cache: neverStale,
  designed:
    'Path not shown: POST /api/geocoding/reverse/batch with [lon, lat] pairs; answers one feature or null per point, in order.',
  source: 'analysis §7.5',
  summary: 'The nearest address of each point.',
  example: {
    params: {},
    body: [
      [-0.1426, 51.539],
      [0, 0],
    ],
    response: [feature, null],
  },
});

/** Terrain elevation tile (analysis §7.5: failure logged and ignored; path not shown). */
const elevationTile = defineRoute({
  name: 'elevation.tile',
  method: 'GET',
  path: '/api/elevation/{z}/{x}/{y}',
  params: z.object({
    z: queryNumber.pipe(z.number().int().min(0).max(22)),
    x: queryNumber.pipe(z.number().int().min(0)),
    y: queryNumber.pipe(z.number().int().min(0)),
  }),
  response: blobSchema,
  responseType: 'blob',
  auth: 'public',
  cache: neverStale,
  designed: 'Path not shown: GET /api/elevation/{z}/{x}/{y}, a terrain-RGB PNG tile.',
  source: 'analysis §7.5',
  summary: 'A terrain elevation tile for the 3D map.',
  example: { params: { z: 16, x: 32742, y: 21784 } },
});

/** EPC open-data lookup (shell §7, analysis §7.5: /opendata/{site}/address/{id}, debounced 500 ms). */
const opendataCertificates = defineRoute({
  name: 'opendata.certificates',
  method: 'GET',
  path: '/opendata/{site}/address/{id}',
  params: z.object({ site: z.string().min(1), id: z.string().min(1) }),
  query: z.object({
    address1: z.string().optional(),
    address2: z.string().optional(),
    address3: z.string().optional(),
    confidence: queryNumber.optional(),
  }),
  response: z.array(mapCertificateSchema),
  responseType: 'json',
  auth: 'public',
  cache: tenMinutes,
  designed: 'Meaning of {site} and {id} not shown (opaque strings).',
  source: 'shell §7, analysis §7.5',
  summary: 'Certificates (EPC or DEC) of a building from the open-data register.',
  example: {
    params: { site: 'energy-map', id: 'osm-way-123456' },
    query: { address1: '1 Pancras Way', address2: 'London', address3: 'NW1 0PE' },
    response: [
      {
        certificateType: 'EPC',
        rating: 'C',
        issuedDate: '2021-03-04',
        floorArea: 1180,
        buildingType: 'Offices',
      },
    ],
  },
});

/** Performance estimate of a list of addresses (analysis §7.5). */
const calculatePerformance = defineRoute({
  name: 'energyperformance.calculate',
  method: 'PUT',
  path: '/api/energyperformance/calculateperformance',
  params: noParams,
  query: z.object({ confidence: queryNumber.optional().describe('Default 50 (analysis §9)') }),
  body: z.array(performanceAddressSchema).max(1000),
  response: z.array(buildingPerformanceSchema.nullable()),
  responseType: 'json',
  auth: 'public',
  designed:
    'Address fields not shown: each address is { full_address, centre? } as the map gets them from batch reverse geocoding.',
  source: 'analysis §7.5',
  summary:
    'Estimated performance level of each address, in order; null where none could be estimated.',
  example: {
    params: {},
    query: { confidence: 50 },
    body: [{ full_address: feature.full_address }, { full_address: 'Unknown' }],
    response: [{ performanceLevel: 'MEDIUM' }, null],
  },
});

const boundingBox = z
  .string()
  .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/, 'bbox is west,south,east,north in degrees')
  .transform((text) => text.split(',').map(Number) as [number, number, number, number])
  .refine(
    ([west, south, east, north]) =>
      west >= -180 && east <= 180 && south >= -90 && north <= 90 && west < east && south < north,
    'bbox must have west < east and south < north, within -180..180 and -90..90',
  );

/** Building outlines in a box, for the outline picker and the energy map (designed). */
const outlinesInBox = defineRoute({
  name: 'outlines.inBox',
  method: 'GET',
  path: '/api/outlines',
  params: noParams,
  query: z.object({ bbox: boundingBox }),
  response: buildingOutlineCollectionSchema,
  responseType: 'json',
  auth: 'public',
  cache: tenMinutes,
  designed:
    'Not in the spec: GET /api/outlines?bbox=west,south,east,north answers the building footprints touching the box as GeoJSON (OpenStreetMap tags as properties, attribution to show). At most 0.1° a side (400 otherwise).',
  source: 'shell §2 (address step map), analysis §9 (building layer)',
  summary: 'Building outlines in a bounding box, as GeoJSON.',
  example: {
    params: {},
    query: { bbox: '-0.1195,51.5195,-0.1185,51.5205' },
    response: {
      type: 'FeatureCollection',
      attribution:
        '© OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright)',
      features: [
        {
          type: 'Feature',
          id: 'way/475423265',
          properties: { '@id': 'way/475423265', building: 'public', name: 'Conway Hall' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-0.1192, 51.5198],
                [-0.1188, 51.5198],
                [-0.1188, 51.5201],
                [-0.1192, 51.5198],
              ],
            ],
          },
        },
      ],
    },
  },
});

export const mapRoutes = [
  geocodingSearch,
  geocodingReverse,
  geocodingReverseBatch,
  elevationTile,
  opendataCertificates,
  calculatePerformance,
  outlinesInBox,
] as const;
