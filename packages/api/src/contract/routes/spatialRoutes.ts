import { z } from 'zod';
import { neverStale, tenMinutes } from '../cachePolicy';
import { blobSchema, siteIdParam, spatialPathParam } from '../entities/common';
import { spatialTreeSchema } from '../entities/spatial';
import { defineRoute } from '../routeDef';
import { exampleBuildingId, exampleSiteId } from './examples';

/** Spatial tree (shell §7, analysis §7.6: cached indefinitely). */
const spatialTree = defineRoute({
  name: 'spatial.tree',
  method: 'GET',
  path: '/api/spatialstructure/{siteId}',
  params: z.object({ siteId: siteIdParam }),
  response: spatialTreeSchema,
  responseType: 'json',
  auth: 'user',
  cache: neverStale,
  designed: 'Top level not shown: a list of BUILDING nodes.',
  source: 'shell §7, analysis §7.6',
  summary: 'The spatial tree of a site (buildings, blocks, floors, zones, spaces).',
  example: {
    params: { siteId: exampleSiteId },
    response: [
      {
        name: 'Main Building',
        path: exampleBuildingId,
        type: 'BUILDING',
        centreCoordinate: [-0.1426, 51.539],
        energyUsage: 'HIGH',
        assets: { glb: 'main-building.glb' },
        children: [
          {
            name: 'Ground floor',
            path: `${exampleBuildingId}/ground-floor`,
            type: 'FLOOR',
            children: [
              {
                name: 'Reception',
                path: 'ground-floor/reception',
                type: 'SPACE',
                children: [],
                hasMpan: false,
              },
            ],
          },
        ],
      },
    ],
  },
});

const assetQuery = z.object({
  token: z.string().optional().describe('Access token, for loaders that cannot set headers'),
});

/** glb model asset (shell §7, analysis §7.6: token in query). */
const blobGlb = defineRoute({
  name: 'blob.glb',
  method: 'GET',
  path: '/api/blob/{siteId}/glb/{name}',
  params: z.object({ siteId: siteIdParam, name: z.string().min(1) }),
  query: assetQuery,
  response: blobSchema,
  responseType: 'blob',
  auth: 'user',
  cache: tenMinutes,
  source: 'shell §7, analysis §7.6',
  summary: 'A glb 3D model of a node.',
  example: {
    params: { siteId: exampleSiteId, name: 'main-building.glb' },
    query: { token: 'eyJ...' },
  },
});

/** frag model asset (shell §7, analysis §7.6). */
const blobFrag = defineRoute({
  name: 'blob.frag',
  method: 'GET',
  path: '/api/blob/{siteId}/frag/{path}',
  params: z.object({ siteId: siteIdParam, path: spatialPathParam }),
  query: assetQuery,
  response: blobSchema,
  responseType: 'blob',
  auth: 'user',
  cache: tenMinutes,
  source: 'shell §7, analysis §7.6',
  summary: 'A frag (IFC fragments) model of a node.',
  example: {
    params: { siteId: exampleSiteId, path: exampleBuildingId },
    query: { token: 'eyJ...' },
  },
});

/** jpg 360 photo asset (shell §7, analysis §7.6). */
const blobJpg = defineRoute({
  name: 'blob.jpg',
  method: 'GET',
  path: '/api/blob/{siteId}/jpg/{path}',
  params: z.object({ siteId: siteIdParam, path: spatialPathParam }),
  query: assetQuery,
  response: blobSchema,
  responseType: 'blob',
  auth: 'user',
  cache: tenMinutes,
  source: 'shell §7, analysis §7.6',
  summary: 'A 360 photo of a node.',
  example: {
    params: { siteId: exampleSiteId, path: 'ground-floor/reception' },
    query: { token: 'eyJ...' },
  },
});

export const spatialRoutes = [spatialTree, blobGlb, blobFrag, blobJpg] as const;
