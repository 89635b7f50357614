import { z } from 'zod';
import { tenMinutes } from '../cachePolicy';
import { noParams, queryBoolean, siteIdParam } from '../entities/common';
import {
  buildingTypesSchema,
  siteMapFilterSchema,
  siteMapSummarySchema,
  siteStubSchema,
  siteSummarySchema,
} from '../entities/site';
import { defineRoute } from '../routeDef';

import { exampleSiteId } from './examples';

const exampleSite = {
  siteId: exampleSiteId,
  buildingName: 'Camden Works: Main Building',
  buildingType: 'OFFICE',
  product: 'PREDICT',
  paid: false,
  permissions: ['OWNER'],
  energyCost: 'HIGH',
  energyUsage: 'OK',
  energyCarbon: null,
  summaryData: null,
  lastMeteringDateTime: '2026-10-31T23:30:00Z',
} as const;

/** The user's sites (shell §7 "user sites"). */
const userSiteList = defineRoute({
  name: 'user.site.list',
  method: 'GET',
  path: '/api/user/site/list',
  params: noParams,
  response: z.array(siteSummarySchema),
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed:
    'summaryData: shape not shown; a site data string (what simple diagnose reads) or null.',
  source: 'shell §7',
  summary: "The signed-in user's sites, as site summaries.",
  example: { params: {}, response: [exampleSite] },
});

/** Site stubs (shell §7). */
const userSiteStubs = defineRoute({
  name: 'user.site.stubs',
  method: 'GET',
  path: '/api/user/site/stubs',
  params: noParams,
  response: z.array(siteStubSchema),
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed: 'summaryData: shape not shown; a site data string or null.',
  source: 'shell §7',
  summary: "The signed-in user's sites, as stubs for the site switcher.",
  example: {
    params: {},
    response: [
      {
        id: exampleSiteId,
        name: 'Camden Works',
        product: 'PREDICT',
        paid: true,
        permissions: ['OWNER'],
        summaryData: null,
      },
    ],
  },
});

/** Default site (shell §7). */
const userSiteDefault = defineRoute({
  name: 'user.site.default',
  method: 'GET',
  path: '/api/user/site',
  params: noParams,
  response: siteSummarySchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed: 'Shape not shown: a site summary; 404 when the user has no site.',
  source: 'shell §7',
  summary: "The signed-in user's default site.",
  example: { params: {}, response: exampleSite },
});

/** Home map summary (shell §7: 'GET /api/user/mapsummary (filter query)', 'reads data field'). */
const userMapSummary = defineRoute({
  name: 'user.mapsummary',
  method: 'GET',
  path: '/api/user/mapsummary',
  params: noParams,
  query: siteMapFilterSchema,
  response: siteMapSummarySchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed:
    'Items and filter not shown: each item is a site with its centre [lon, lat] and traffic lights; the filter takes buildingType, product, energyCost, energyUsage, energyCarbon (all optional, combined with AND as the home filters are).',
  source: 'shell §7',
  summary: "Pins for the home 'Show on map' view.",
  example: {
    params: {},
    query: { product: 'PREDICT', energyUsage: 'HIGH' },
    response: {
      data: [
        {
          siteId: exampleSiteId,
          buildingName: 'Camden Works: Main Building',
          buildingType: 'OFFICE',
          product: 'PREDICT',
          centreCoordinate: [-0.1426, 51.539],
          energyCost: 'HIGH',
          energyUsage: 'HIGH',
          energyCarbon: 'OK',
        },
      ],
    },
  },
});

/** Building types (shell §7: 'GET /api/buildingdata/get-building-types?hidden=', map key to label). */
const buildingTypes = defineRoute({
  name: 'buildingdata.buildingTypes',
  method: 'GET',
  path: '/api/buildingdata/get-building-types',
  params: noParams,
  query: z.object({ hidden: queryBoolean.optional() }),
  response: buildingTypesSchema,
  responseType: 'json',
  auth: 'public',
  cache: tenMinutes,
  source: 'shell §7',
  summary: 'Building types as a map of key to label; hidden=true includes hidden types.',
  example: {
    params: {},
    query: { hidden: true },
    response: { OFFICE: 'Office', RETAIL: 'Retail', SCHOOL: 'School' },
  },
});

/** Delete a site (shell §7: non-200 is failure). */
const userSiteDelete = defineRoute({
  name: 'user.site.delete',
  method: 'DELETE',
  path: '/api/user/site/delete/{siteId}',
  params: z.object({ siteId: siteIdParam }),
  response: z.null(),
  responseType: 'empty',
  auth: 'user',
  source: 'shell §7',
  summary: 'Delete a site the user owns (not OPTIMISE sites, shell §2).',
  example: { params: { siteId: exampleSiteId } },
});

export const siteRoutes = [
  userSiteList,
  userSiteStubs,
  userSiteDefault,
  userMapSummary,
  buildingTypes,
  userSiteDelete,
] as const;
