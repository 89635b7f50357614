import { z } from 'zod';
import { EVENT_TYPES } from '@wattwise/domain';
import { neverStale, tenMinutes } from '../cachePolicy';
import { emptySchema, isoDateSchema, siteIdParam, spatialPathParam } from '../entities/common';
import {
  dataSeriesSchema,
  eventSchema,
  interventionSchema,
  newInterventionSchema,
  stimulusMapSchema,
  stimulusSchema,
} from '../entities/data';
import { defineRoute } from '../routeDef';
import { exampleBuildingId, examplePath, exampleSiteId } from './examples';

const seriesQuery = z.object({
  query: z.string().min(2).describe('JSON array of one DataQuery (use dataQueryParam)'),
});
const exampleQuery = JSON.stringify([
  {
    start: { value: -1, unit: 'YEARS', reference: 'NOW' },
    end: { value: 0, unit: 'DAYS', reference: 'NOW' },
    propertyType: 'OBSERVABLE',
    aggregators: [{ type: 'SUM', value: 1, unit: 'DAYS' }],
  },
]);
const exampleSeries = {
  dataPoints: [
    { x: '2026-10-30T00:00:00Z', y: 401.2 },
    { x: '2026-10-31T00:00:00Z', y: null },
  ],
  notices: [],
  sandbox: true,
};

/** Series of a stimulus for a site (analysis §7.3: '/api/data/{siteId}/{path?}/{stimulus}' without the path). */
export const dataSeriesSite = defineRoute({
  name: 'data.series.site',
  method: 'GET',
  path: '/api/data/{siteId}/{stimulus}',
  params: z.object({ siteId: siteIdParam, stimulus: stimulusSchema }),
  query: seriesQuery,
  response: dataSeriesSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed: "The answer's notices are taken as plain texts.",
  source: 'analysis §7.3',
  summary: 'Data points of a stimulus over the whole site.',
  example: {
    params: { siteId: exampleSiteId, stimulus: 'ENERGY_USAGE' },
    query: { query: exampleQuery },
    response: exampleSeries,
  },
});

/** Series of a stimulus for a node (analysis §7.3: '/api/data/{siteId}/{path?}/{stimulus}' with the path). */
export const dataSeriesNode = defineRoute({
  name: 'data.series.node',
  method: 'GET',
  path: '/api/data/{siteId}/{path}/{stimulus}',
  params: z.object({ siteId: siteIdParam, path: spatialPathParam, stimulus: stimulusSchema }),
  query: seriesQuery,
  response: dataSeriesSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed: "The answer's notices are taken as plain texts.",
  source: 'analysis §7.3',
  summary: 'Data points of a stimulus at a building, floor or space.',
  example: {
    params: { siteId: exampleSiteId, path: examplePath, stimulus: 'TEMPERATURE' },
    query: { query: exampleQuery },
    response: exampleSeries,
  },
});

/** Create an intervention (analysis §7.3). */
export const interventionCreate = defineRoute({
  name: 'data.interventions.create',
  method: 'POST',
  path: '/api/data/interventions/{siteId}[/{path}]',
  params: z.object({ siteId: siteIdParam, path: spatialPathParam.optional() }),
  body: newInterventionSchema,
  response: emptySchema,
  responseType: 'empty',
  auth: 'user',
  designed:
    'Answer not shown: empty; the client refreshes the intervention queries (analysis §4.7).',
  source: 'analysis §7.3',
  summary: 'Record an intervention (title, text, date, optional cost in GBP).',
  example: {
    params: { siteId: exampleSiteId, path: exampleBuildingId },
    body: {
      stimulusType: 'ENERGY_USAGE',
      title: 'New boiler',
      text: 'Condensing boiler fitted',
      date: '2026-03-14',
      cost: 8200.5,
    },
  },
});

/** Interventions of a node (analysis §7.3). */
export const interventionList = defineRoute({
  name: 'data.interventions.list',
  method: 'GET',
  path: '/api/data/interventions/{siteId}[/{path}]',
  params: z.object({ siteId: siteIdParam, path: spatialPathParam.optional() }),
  query: z.object({
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    stimulusType: stimulusSchema.optional(),
  }),
  response: z.array(interventionSchema),
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed:
    'Field names not shown beyond "dateTime (or date)", "text/description", "stimulusType/stimulus": the answer uses dateTime, description and stimulusType, plus an optional id.',
  source: 'analysis §7.3',
  summary: 'Interventions in a date range, for graph markers.',
  example: {
    params: { siteId: exampleSiteId },
    query: { startDate: '2026-01-01', endDate: '2026-12-31', stimulusType: 'ENERGY_USAGE' },
    response: [
      {
        id: 'i1',
        dateTime: '2026-03-14T00:00:00Z',
        title: 'New boiler',
        description: 'Condensing boiler fitted',
        stimulusType: 'ENERGY_USAGE',
        cost: 8200.5,
      },
    ],
  },
});

/** Stimulus map of a node (analysis §7.3; never stale, §9). */
export const stimulusMap = defineRoute({
  name: 'data.stimulus',
  method: 'GET',
  path: '/api/data/stimulus/{siteId}/{path}',
  params: z.object({ siteId: siteIdParam, path: spatialPathParam }),
  response: stimulusMapSchema,
  responseType: 'json',
  auth: 'user',
  cache: neverStale,
  source: 'analysis §7.3, §9',
  summary: 'Label and unit of each stimulus measured at a node.',
  example: {
    params: { siteId: exampleSiteId, path: exampleBuildingId },
    response: {
      ENERGY_USAGE: { label: 'Energy usage', unit: 'kWh' },
      TEMPERATURE: { label: 'Temperature', unit: '°C' },
    },
  },
});

/** Events of a site (analysis §7.3). */
export const eventList = defineRoute({
  name: 'events.list',
  method: 'GET',
  path: '/api/events/{siteId}[/{path}]',
  params: z.object({ siteId: siteIdParam, path: spatialPathParam.optional() }),
  query: z.object({ type: z.enum(EVENT_TYPES).optional() }),
  response: z.array(eventSchema),
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  source: 'analysis §7.3',
  summary: 'System events of a site, optionally of one type.',
  example: {
    params: { siteId: exampleSiteId },
    query: { type: 'ENERGY_MODEL' },
    response: [
      {
        name: 'Energy model run',
        description: 'Model calibrated',
        type: 'ENERGY_MODEL',
        status: 'COMPLETE',
        openDate: '2026-11-01T09:00:00Z',
      },
    ],
  },
});

export const dataRoutes = [
  dataSeriesSite,
  dataSeriesNode,
  interventionCreate,
  interventionList,
  stimulusMap,
  eventList,
] as const;
