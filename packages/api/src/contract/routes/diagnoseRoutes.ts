import { z } from 'zod';
import { tenMinutes } from '../cachePolicy';
import {
  emptySchema,
  kpiSchema,
  noParams,
  productSegmentSchema,
  siteIdParam,
  spatialPathParam,
  timespanQuery,
} from '../entities/common';
import { diagnosisSchema, simpleDiagnoseDataSchema, tariffDataSchema } from '../entities/diagnose';
import { validateDataSchema } from '../entities/data';
import { siteDataSchema } from '../entities/registration';
import { defineRoute } from '../routeDef';
import { exampleBuildingId, exampleKpi, exampleSiteId } from './examples';

/** Scheme of the diagnose and potential metrics (analysis §2.2: default CIBSE, others from the server). */
const schemeQuery = z.object({
  diagnoseMetric: z.string().min(1).optional().describe('Scheme; default CIBSE'),
  potentialMetric: z.string().min(1).optional().describe('Scheme; default CIBSE'),
});
const metric = {
  actualImprovement: 3200,
  percentageImprovement: 14,
  barPercentage: 62,
  unit: 'GBP',
  isCurrency: true,
  direction: 'DOWN',
} as const;
const simpleDiagnosis = {
  buildingName: 'Camden Works',
  centreCoordinate: [-0.1426, 51.539] as [number, number],
  kpis: [exampleKpi],
  enteredRating: 'D',
  diagnoseMetrics: { cost: metric },
} as const;

/** Diagnosis of a site or building (analysis §7.2; cached 10 minutes, §7.6). */
const diagnose = defineRoute({
  name: 'diagnose',
  method: 'GET',
  path: '/api/{product}/diagnose/{siteId}[/{buildingId}]',
  params: z.object({
    product: productSegmentSchema,
    siteId: siteIdParam,
    buildingId: z.string().min(1).optional(),
  }),
  query: schemeQuery,
  response: diagnosisSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed:
    'Breakdown items not shown: { label, value, unit }. informationCompletePercentage is a fraction 0 to 1 (the completeness colour thresholds of analysis §9).',
  source: 'analysis §7.2',
  summary: 'Actual, diagnose and potential of a site or building under the chosen schemes.',
  example: {
    params: { product: 'predict', siteId: exampleSiteId, buildingId: exampleBuildingId },
    query: { diagnoseMetric: 'CIBSE', potentialMetric: 'NET_ZERO_CARBON_STANDARD' },
    response: {
      kpis: [exampleKpi],
      rating: 'D',
      targetRating: 'B',
      averageRating: 'C',
      enteredRating: 'D',
      notices: [
        {
          notice: 'Gas use is above similar buildings.',
          highlights: ['above'],
          noticeType: 'DIAGNOSE',
          variant: 'NEGATIVE',
        },
      ],
      diagnoseMetrics: { cost: metric },
      potentialMetrics: { cost: { ...metric, barPercentage: 40 } },
      informationCompletePercentage: 0.8,
      energyModelRunning: 'FALSE',
      usingAI: true,
      energyUsageIntensity: 182,
    },
  },
});

/** Simple diagnose (analysis §7.2: body is the site data; open to anonymous visitors). */
const simpleDiagnose = defineRoute({
  name: 'predict.simplediagnose',
  method: 'POST',
  path: '/api/predict/simplediagnose',
  params: noParams,
  query: schemeQuery,
  body: siteDataSchema,
  response: simpleDiagnoseDataSchema,
  responseType: 'json',
  auth: 'public',
  cache: tenMinutes,
  designed: 'Body "the site data": the site data string, sent as a JSON string.',
  source: 'analysis §7.2',
  summary: 'Diagnosis of the simple (no sign-in) flow.',
  example: { params: {}, query: {}, body: 'c2ltcGxlLXNpdGUtZGF0YQ', response: simpleDiagnosis },
});

/** E-mail the diagnosis (analysis §7.2). */
const simpleDiagnoseEmail = defineRoute({
  name: 'predict.simplediagnose.email',
  method: 'PUT',
  path: '/api/predict/simplediagnose/email',
  params: noParams,
  query: z.object({ email: z.email() }),
  body: siteDataSchema,
  response: emptySchema,
  responseType: 'empty',
  auth: 'public',
  designed: 'Body not shown: the site data string (as simple diagnose takes). Answer empty.',
  source: 'analysis §7.2',
  summary: 'E-mail the diagnosis to an address.',
  example: { params: {}, query: { email: 'owner@example.org' }, body: 'c2ltcGxlLXNpdGUtZGF0YQ' },
});

/** Scheme-aware e-mail send (analysis §7.2: path not shown). */
const simpleDiagnoseEmailScheme = defineRoute({
  name: 'predict.simplediagnose.emailScheme',
  method: 'PUT',
  path: '/api/predict/simplediagnose/email/scheme',
  params: noParams,
  query: schemeQuery.extend({ email: z.email() }),
  body: siteDataSchema,
  response: emptySchema,
  responseType: 'empty',
  auth: 'public',
  designed:
    'Path not shown: PUT /api/predict/simplediagnose/email/scheme with the schemes in the query; body the site data string.',
  source: 'analysis §7.2',
  summary: 'E-mail the diagnosis under the chosen schemes.',
  example: {
    params: {},
    query: { email: 'owner@example.org', diagnoseMetric: 'CIBSE' },
    body: 'c2ltcGxlLXNpdGUtZGF0YQ',
  },
});

/** Tariff suggestions (analysis §7.2: GET /api/tariffs/{siteId}/{optional}/). */
const tariffs = defineRoute({
  name: 'tariffs',
  method: 'GET',
  path: '/api/tariffs/{siteId}/{optional}/',
  params: z.object({
    siteId: siteIdParam,
    optional: z.string().min(1).describe('Building id (named optional in the spec)'),
  }),
  response: tariffDataSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed:
    "Meaning of {optional} not shown: taken as the building id (the site's own id, or 'site', for the whole site); the trailing slash is kept as written. Added: tariffSource (where the bundled rates come from, and when) and sample on each tariff that has no published source.",
  source: 'analysis §7.2',
  summary: 'Suggested tariffs for the diagnose and potential usage.',
  example: {
    params: { siteId: exampleSiteId, optional: exampleBuildingId },
    response: {
      startDate: [2025, 11, 1],
      endDate: [2026, 10, 31],
      diagnoseTariffs: [
        {
          supplierName: 'Octopus Energy',
          name: 'Business Fixed 12M',
          fuelType: 'DUAL',
          term: '12 months',
          headlineElecRate: 24.1,
          headlineGasRate: 6.2,
          savings: 1800,
          total: 41000,
          detailsLink: 'https://example.org/tariff',
        },
      ],
      potentialTariffs: [],
    },
  },
});

/** The engine's inputs of one building (designed, not in the spec), to check figures against the engine. */
const modelInputs = defineRoute({
  name: 'predict.modelInputs',
  method: 'GET',
  path: '/api/predict/model-inputs/{siteId}/{buildingId}',
  params: z.object({ siteId: siteIdParam, buildingId: z.string().min(1) }),
  response: z.object({
    facts: z
      .record(z.string(), z.unknown())
      .describe("The engine's BuildingFacts, as the model-building job builds them"),
    inputHash: z.string().describe('Digest of those facts (keys sorted)'),
    latestRunInputHash: z
      .string()
      .nullable()
      .describe(
        'Input digest of the latest complete model run; equal when its results are current',
      ),
  }),
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed:
    'Not in the spec: GET /api/predict/model-inputs/{siteId}/{buildingId} answers the engine inputs of a building the caller may see (what it registered, nothing more), so a figure on a screen can be recomputed with the engine directly.',
  source: 'analysis §2.2',
  summary: "The engine's inputs of a building.",
  example: {
    params: { siteId: exampleSiteId, buildingId: exampleBuildingId },
    response: {
      facts: { buildingType: 'OFFICE', floorArea: 1200, noFloors: 3 },
      inputHash: 'a1b2c3',
      latestRunInputHash: 'a1b2c3',
    },
  },
});

/** A benchmark scheme of the Scheme selector (analysis §2.2, §9: 'Other schemes come from the server'). */
const diagnoseSchemeSchema = z.object({
  key: z.string(),
  label: z.string(),
  source: z.string().describe("Where the scheme's benchmark figures come from"),
});

/** The schemes the server can diagnose against (analysis §9; path designed). */
const diagnoseSchemes = defineRoute({
  name: 'diagnose.schemes',
  method: 'GET',
  path: '/api/diagnose/schemes',
  params: noParams,
  response: z.array(diagnoseSchemeSchema),
  responseType: 'json',
  auth: 'public',
  cache: tenMinutes,
  designed:
    "Path not shown: analysis §9 says 'Other schemes come from the server'. GET /api/diagnose/schemes lists { key, label, source }, public (the simple diagnose offers them too).",
  source: 'analysis §2.2, §9',
  summary: 'Benchmark schemes of the diagnose and potential metrics (default CIBSE).',
  example: {
    params: {},
    response: [{ key: 'CIBSE', label: 'CIBSE TM46', source: 'CIBSE TM46:2008' }],
  },
});

/** Validate overview (analysis §7.1). */
const validateOverview = defineRoute({
  name: 'predict.validate.overview',
  method: 'GET',
  path: '/api/predict/validate/overview/{siteId}',
  params: z.object({ siteId: siteIdParam }),
  query: timespanQuery.extend({ path: spatialPathParam.optional() }),
  response: validateDataSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed:
    'Query `path` (a building, floor or space; the whole site when omitted) serves the building, floor and space validate screens (analysis §2.5 levels); `predicted` carries the calibrated prediction beside the observed `data`.',
  source: 'analysis §7.1',
  summary: 'Observed against predicted consumption of a site.',
  example: {
    params: { siteId: exampleSiteId },
    query: { timespan: 'YEARLY' },
    response: {
      kpis: [exampleKpi],
      hasAutoML: true,
      dataFrequency: 'DAILY',
      lastMeteringDateTime: '2026-10-31T23:30:00Z',
      data: [{ x: '2026-10-31T00:00:00Z', y: 412.5 }],
      predicted: [{ x: '2026-10-31T00:00:00Z', y: 398.1 }],
      notices: [],
      sandbox: true,
    },
  },
});

/** Yearly KPIs of validate (analysis §7.3: path not shown; §9: validate KPIs cover YEARLY data). */
const validateKpis = defineRoute({
  name: 'predict.validate.kpis',
  method: 'GET',
  path: '/api/predict/validate/kpis/{siteId}[/{path}]',
  params: z.object({ siteId: siteIdParam, path: spatialPathParam.optional() }),
  response: z.array(kpiSchema),
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed:
    'Path not shown: GET /api/predict/validate/kpis/{siteId}[/{path}], KPI cards over YEARLY data for a site, building, floor or space.',
  source: 'analysis §7.3, §9',
  summary: 'KPI cards of the validate screen (yearly).',
  example: { params: { siteId: exampleSiteId, path: exampleBuildingId }, response: [exampleKpi] },
});

export const diagnoseRoutes = [
  diagnose,
  simpleDiagnose,
  simpleDiagnoseEmail,
  simpleDiagnoseEmailScheme,
  tariffs,
  diagnoseSchemes,
  modelInputs,
  validateOverview,
  validateKpis,
] as const;
