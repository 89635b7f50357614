import { z } from 'zod';
import { tenMinutes } from '../cachePolicy';
import { emptySchema, siteIdParam, spatialPathParam } from '../entities/common';
import {
  parameterGroupSchema,
  parameterUpdateResponseSchema,
  parameterUpdateSchema,
  scheduleSchema,
} from '../entities/parameters';
import { analysisNodeSchema } from '../entities/spatial';
import { defineRoute } from '../routeDef';
import { exampleBuildingId, exampleLane, examplePath, exampleSiteId } from './examples';

const siteAndPath = z.object({ siteId: siteIdParam, path: spatialPathParam });
const exampleSchedule = {
  title: 'Heating setpoint',
  unit: 'CELSIUS',
  presets: [
    { value: 16, variant: 'LOW' },
    { value: 21, variant: 'HIGH' },
  ],
  weekdays: exampleLane,
  weekends: exampleLane.map(() => ({ presetIndex: 0 })),
  holidays: exampleLane.map(() => ({ presetIndex: 0 })),
} as const;

/** Building parameters of a node (analysis §7.4). */
const parametersGet = defineRoute({
  name: 'predict.parameters.get',
  method: 'GET',
  path: '/api/predict/parameters/{siteId}/{path}',
  params: siteAndPath,
  response: z.array(parameterGroupSchema),
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  source: 'analysis §7.4',
  summary: 'Editable model inputs of a building, grouped by category.',
  example: {
    params: { siteId: exampleSiteId, path: exampleBuildingId },
    response: [
      {
        categoryName: 'Fabric',
        description: 'Walls, roof and glazing',
        order: 1,
        parameters: [
          {
            id: 'wallU',
            name: 'Wall U-value',
            type: 'NUMBER',
            targetPath: exampleBuildingId,
            value: 0.35,
            defaultValue: 0.35,
            unit: 'W/m2K',
            optional: false,
          },
        ],
      },
    ],
  },
});

/** Save building parameters (analysis §7.4: returns errors keyed by id and targetPath). */
const parametersSave = defineRoute({
  name: 'predict.parameters.save',
  method: 'POST',
  path: '/api/predict/parameters/{siteId}',
  params: z.object({ siteId: siteIdParam }),
  body: parameterUpdateSchema,
  response: parameterUpdateResponseSchema,
  responseType: 'json',
  auth: 'user',
  designed: 'Nesting of the errors not shown: errors[id][targetPath] = message.',
  source: 'analysis §7.4',
  summary: 'Apply parameter changes; refused on demonstration sites (analysis §6).',
  example: {
    params: { siteId: exampleSiteId },
    body: { [exampleBuildingId]: { wallU: 0.3 } },
    response: { errors: {} },
  },
});

/** Delete an optional parameter (analysis §7.4). */
const parameterDelete = defineRoute({
  name: 'predict.parameters.delete',
  method: 'DELETE',
  path: '/api/predict/parameters/{siteId}/{parameterId}/{path}',
  params: siteAndPath.extend({ parameterId: z.string().min(1) }),
  response: emptySchema,
  responseType: 'empty',
  auth: 'user',
  source: 'analysis §7.4',
  summary: 'Delete an optional parameter (after confirmation).',
  example: { params: { siteId: exampleSiteId, parameterId: 'wallU', path: exampleBuildingId } },
});

/** Spaces with schedules (analysis §7.4). */
const scheduleSpaces = defineRoute({
  name: 'predict.schedules.spaces',
  method: 'GET',
  path: '/api/predict/schedules/spaces/{siteId}/{path}',
  params: siteAndPath,
  response: z.array(analysisNodeSchema),
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed: 'Shape of the space list not shown: a list of nodes.',
  source: 'analysis §7.4, §3',
  summary: 'Spaces of a site that have schedules.',
  example: {
    params: { siteId: exampleSiteId, path: exampleBuildingId },
    response: [{ name: 'Reception', path: examplePath, type: 'SPACE' }],
  },
});

/** Schedules of a space (analysis §7.4). */
const schedulesGet = defineRoute({
  name: 'predict.schedules.get',
  method: 'GET',
  path: '/api/predict/schedules/{siteId}/{path}',
  params: siteAndPath,
  response: z.array(scheduleSchema),
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  source: 'analysis §7.4',
  summary: 'Schedules of a space.',
  example: { params: { siteId: exampleSiteId, path: examplePath }, response: [exampleSchedule] },
});

/** Save the schedules of a space (analysis §7.4: POST body is the schedules). */
const schedulesSave = defineRoute({
  name: 'predict.schedules.save',
  method: 'POST',
  path: '/api/predict/schedules/{siteId}/{path}',
  params: siteAndPath,
  body: z.array(scheduleSchema),
  response: emptySchema,
  responseType: 'empty',
  auth: 'user',
  designed: 'Answer not shown: empty. Refused on demonstration sites (analysis §6).',
  source: 'analysis §7.4',
  summary: 'Save the schedules of a space.',
  example: { params: { siteId: exampleSiteId, path: examplePath }, body: [exampleSchedule] },
});

export const parameterRoutes = [
  parametersGet,
  parametersSave,
  parameterDelete,
  scheduleSpaces,
  schedulesGet,
  schedulesSave,
] as const;
