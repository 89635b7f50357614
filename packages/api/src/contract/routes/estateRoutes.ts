import { z } from 'zod';
import { alwaysAsk, tenMinutes } from '../cachePolicy';
import { blobSchema, noParams, siteIdParam } from '../entities/common';
import { buildingLettingSchema, estateOverviewSchema } from '../entities/estate';
import { siteMapFilterSchema } from '../entities/site';
import { defineRoute } from '../routeDef';
import { exampleSiteId } from './examples';

const designedFilter =
  "Designed (the spec has no estate screen): the filter is the home map's (buildingType, product, energyCost, energyUsage, energyCarbon, combined with AND); only the caller's own sites are read, from stored results only.";

/** The estate at a glance. */
const estateOverview = defineRoute({
  name: 'estate.overview',
  method: 'GET',
  path: '/api/estate',
  params: noParams,
  query: siteMapFilterSchema,
  response: estateOverviewSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed: designedFilter,
  source: 'designed',
  summary:
    "The caller's sites at a glance: monthly energy, cost and carbon against the year before, intensity ranking, plan totals and EPC compliance.",
  example: {
    params: {},
    query: { product: 'PREDICT' },
    response: {
      asOf: '2026-12-05',
      siteCount: 1,
      buildingCount: 1,
      months: [
        {
          month: '2026-11',
          energyKwh: 41250,
          costGbp: 9120,
          carbonKg: 8200,
          meteredSites: 0,
          modelledSites: 1,
        },
      ],
      lastYear: { energyKwh: 495000, costGbp: 109400, carbonKg: 98400 },
      yearBefore: { energyKwh: 495000, costGbp: 109400, carbonKg: 98400 },
      measured: null,
      ranking: [
        {
          siteId: exampleSiteId,
          buildingName: 'Camden Works',
          buildingType: 'OFFICE',
          product: 'PREDICT',
          floorAreaM2: 2400,
          intensityKwhM2: 206,
          benchmarkKwhM2: 215,
          ratio: 0.96,
          energyUsage: 'OK',
          schemeLabel: 'CIBSE TM46',
        },
      ],
      plans: {
        sitesWithPlan: 1,
        savingGbp: 21500,
        savingKwh: 98000,
        savingKgCo2e: 19000,
        capitalCostGbp: 140000,
      },
      compliance: [
        {
          siteId: exampleSiteId,
          buildingId: 'b-1',
          siteName: 'Camden Works',
          buildingName: 'Main Building',
          sector: 'non-domestic',
          epcBand: 'F',
          epcSource: 'CERTIFICATE',
          issuedOn: '2017-03-01',
          expiresOn: '2027-03-01',
          daysLeft: 86,
          letToTenants: true,
          meetsStandardToday: false,
          standardToday: {
            minimumBand: 'E',
            appliesFrom: '2023-04-01',
            status: 'IN_FORCE',
            source:
              'The Energy Efficiency (Private Rented Property) (England and Wales) Regulations 2015',
          },
          upcoming: [],
          cheapestRoute: {
            targetBand: 'E',
            feasible: true,
            achievedBand: 'E',
            measures: ['LED lighting'],
            capitalCostGbp: 12000,
          },
        },
      ],
    },
  },
});

/** The same as CSV. */
const estateCsv = defineRoute({
  name: 'estate.csv',
  method: 'GET',
  path: '/api/estate/csv',
  params: noParams,
  query: siteMapFilterSchema,
  response: blobSchema,
  responseType: 'blob',
  auth: 'user',
  cache: tenMinutes,
  designed: designedFilter,
  source: 'designed',
  summary: 'The estate at a glance as CSV (months, ranking, plans, compliance).',
  example: { params: {}, query: {} },
});

/** The same as a PDF report. */
const estatePdf = defineRoute({
  name: 'estate.pdf',
  method: 'GET',
  path: '/api/estate/pdf',
  params: noParams,
  query: siteMapFilterSchema,
  response: blobSchema,
  responseType: 'blob',
  auth: 'user',
  cache: tenMinutes,
  designed: designedFilter,
  source: 'designed',
  summary: 'The estate at a glance as a PDF report.',
  example: { params: {}, query: {} },
});

/** Every reading of the estate's meters as one CSV, streamed. */
const estateReadingsCsv = defineRoute({
  name: 'estate.readings.csv',
  method: 'GET',
  path: '/api/estate/readings',
  params: noParams,
  query: siteMapFilterSchema,
  response: blobSchema,
  responseType: 'blob',
  auth: 'user',
  cache: alwaysAsk,
  designed: `${designedFilter} Issue 38: every stored reading of every meter of the filtered estate (site, building, fuel, meter, start in UTC, kWh, quality), streamed page by page so an estate of any size is never held in memory; text/csv, UTF-8, as an attachment.`,
  source: 'issue 38',
  summary: "Every reading of the caller's (filtered) estate as CSV, streamed.",
  example: { params: {}, query: { product: 'OPTIMISE' } },
});

/** What the estate exports beside its readings (designed, issue 38): a site export's other tables. */
const ESTATE_EXPORTS = ['series', 'plan', 'kpis'] as const;

/** Each site's model series, plan or KPIs, as one CSV for the estate, streamed site by site. */
const estateExportCsv = defineRoute({
  name: 'estate.export.csv',
  method: 'GET',
  path: '/api/estate/export/{table}',
  params: z.object({ table: z.enum(ESTATE_EXPORTS) }),
  query: siteMapFilterSchema,
  response: blobSchema,
  responseType: 'blob',
  auth: 'user',
  cache: alwaysAsk,
  designed: `${designedFilter} Issue 38 (export for a site or the estate): the site export's table (series: each building's model series by month, measured, calibrated baseline, expected and potential; plan: each scenario with its savings and costs; kpis: each building's key figures) for every site of the filtered estate, with the site's name first, streamed site by site; text/csv, UTF-8, as an attachment.`,
  source: 'issue 38',
  summary:
    "Each site's model series, plan or KPIs for the caller's (filtered) estate as CSV, streamed.",
  example: { params: { table: 'series' }, query: {} },
});

/** Says whether a building is let to tenants. */
const estateLettingSave = defineRoute({
  name: 'estate.letting.save',
  method: 'PUT',
  path: '/api/estate/letting/{siteId}/{buildingId}',
  params: z.object({ siteId: siteIdParam, buildingId: z.string().min(1) }),
  body: buildingLettingSchema,
  response: buildingLettingSchema,
  responseType: 'json',
  auth: 'user',
  designed:
    'Designed: the minimum energy efficiency standard applies to let buildings only, and nothing else the user enters says whether a building is let.',
  source: 'designed',
  summary: 'Says whether a building of a site the caller owns is let to tenants.',
  example: {
    params: { siteId: exampleSiteId, buildingId: 'b-1' },
    body: { letToTenants: true },
    response: { letToTenants: true },
  },
});

export const estateRoutes = [
  estateOverview,
  estateCsv,
  estatePdf,
  estateReadingsCsv,
  estateExportCsv,
  estateLettingSave,
] as const;
