import { z } from 'zod';
import { DIAGNOSE_TABS, DIRECTIONS, METRIC_STATES, TARIFF_FUEL_TYPES } from '@wattwise/domain';
import { entity } from '../registry';
import {
  epcBandSchema,
  epcRatingSchema,
  kpiSchema,
  lonLatSchema,
  sampleFlag,
  sandboxFlag,
} from './common';

/** Notice (analysis §3): notice, highlights, noticeType, variant, learnMoreURL. */
export const noticeSchema = entity(
  'Notice',
  'Notice on a diagnose tab (analysis §3).',
  z.object({
    notice: z.string(),
    highlights: z.array(z.string()).default([]),
    noticeType: z.enum(DIAGNOSE_TABS),
    variant: z.enum(['POSITIVE', 'NEGATIVE']),
    learnMoreURL: z.string().nullable().optional(),
  }),
);

/** One part of a metric's breakdown (analysis §3 names the breakdown; item shape designed). */
const metricBreakdownItemSchema = z.object({
  label: z.string(),
  value: z.number(),
  unit: z.string(),
});

/** Diagnose metric (analysis §3). */
const diagnoseMetricSchema = entity(
  'DiagnoseMetric',
  'Diagnose or potential metric (analysis §3).',
  z.object({
    state: z
      .enum(METRIC_STATES)
      .default('COMPARED')
      .describe(
        'Designed: COMPARED, or why the metric is not compared (NO_DATA, NO_BENCHMARK, NOT_USED); every figure of a metric not compared is 0 and means nothing',
      ),
    reason: z
      .string()
      .nullable()
      .optional()
      .describe('Designed: why the metric is not compared, in words a person reads'),
    basis: z
      .string()
      .nullable()
      .optional()
      .describe('Designed: what the benchmark is, with its figure'),
    source: z
      .string()
      .nullable()
      .optional()
      .describe("Designed: where the benchmark's figures come from, with the year"),
    actualImprovement: z.number(),
    percentageImprovement: z.number(),
    barPercentage: z.number(),
    unit: z.string(),
    isCurrency: z.boolean(),
    direction: z.enum(DIRECTIONS),
    breakdown: z.array(metricBreakdownItemSchema).optional(),
  }),
);

/** Metrics by name: cost, electricity, gas, water, dampAndMould, oil, carbon, tariff (analysis §3). */
const diagnoseMetricsSchema = z.partialRecord(
  z.enum(['cost', 'electricity', 'gas', 'water', 'dampAndMould', 'oil', 'carbon', 'tariff']),
  diagnoseMetricSchema,
);

/** Diagnosis (analysis §3). */
/** One characteristic the engine assumed rather than was told (designed: 'What we assumed'). */
const assumptionSchema = z.object({
  field: z.string(),
  label: z.string(),
  text: z.string().describe('What the model used, in words'),
  likelihood: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe('The chance of what was modelled among the options weighed; null for a default'),
  source: z.string(),
  parameterId: z
    .string()
    .nullable()
    .describe('The building parameter that changes it, when there is one'),
});

export const diagnosisSchema = entity(
  'Diagnosis',
  'Diagnosis of a site or building (analysis §3).',
  z.object({
    kpis: z.array(kpiSchema),
    rating: epcBandSchema.nullable(),
    targetRating: epcRatingSchema.nullable().optional(),
    averageRating: epcBandSchema.nullable().optional(),
    enteredRating: epcRatingSchema.nullable().optional(),
    notices: z.array(noticeSchema),
    diagnoseMetrics: diagnoseMetricsSchema,
    potentialMetrics: diagnoseMetricsSchema,
    informationCompletePercentage: z
      .number()
      .min(0)
      .max(1)
      .describe('0 to 1; colours at 0.75, 0.5, 0.25'),
    energyModelRunning: z.string().describe("'ERROR', 'TRUE' or another value"),
    usingAI: z.boolean(),
    energyUsageIntensity: z.number().nullable().describe('kWh/m2'),
    usageBreakdown: z
      .array(metricBreakdownItemSchema)
      .optional()
      .describe(
        "Designed: the Actual tab's usage breakdown (analysis §2.2) by fuel, kWh, from the same source as the KPIs: a metered building's readings of the last 12 months, else its stored model run",
      ),
    assumptions: z
      .array(assumptionSchema)
      .optional()
      .describe(
        "Designed: 'What we assumed' for one building, each with its likelihood and the parameter that changes it",
      ),
    sandbox: sandboxFlag,
  }),
);

/** A tariff suggestion (analysis §3). */
const tariffSchema = entity(
  'Tariff',
  'Suggested tariff (analysis §3); rates in p/kWh, savings and total per year in GBP.',
  z.object({
    supplierName: z.string(),
    name: z.string(),
    fuelType: z.enum(TARIFF_FUEL_TYPES),
    term: z.string(),
    headlineElecRate: z.number().nullable(),
    headlineGasRate: z.number().nullable(),
    savings: z.number(),
    total: z.number(),
    detailsLink: z.string().nullable().optional(),
    sample: sampleFlag,
    pricesFrom: z
      .string()
      .nullable()
      .optional()
      .describe('Designed: the first day the prices apply (YYYY-MM-DD)'),
    pricesTo: z
      .string()
      .nullable()
      .optional()
      .describe('Designed: the last day the prices apply (YYYY-MM-DD)'),
  }),
);

/** A date as [year, month, day] (analysis §3 "Tariff data"). */
const dateTripleSchema = z.tuple([
  z.number().int(),
  z.number().int().min(1).max(12),
  z.number().int().min(1).max(31),
]);

/** Tariff data (analysis §3). */
export const tariffDataSchema = entity(
  'TariffData',
  'Tariff suggestions (analysis §3).',
  z.object({
    startDate: dateTripleSchema,
    endDate: dateTripleSchema,
    diagnoseTariffs: z.array(tariffSchema),
    potentialTariffs: z.array(tariffSchema),
    tariffSource: z
      .object({ name: z.string(), url: z.string(), date: z.string() })
      .optional()
      .describe('Designed: where the bundled rates come from and the date they apply from'),
  }),
);

/** Simple diagnose data (analysis §3). */
export const simpleDiagnoseDataSchema = entity(
  'SimpleDiagnoseData',
  'Diagnosis of the no-sign-in simple flow (analysis §3).',
  z.object({
    buildingName: z.string(),
    centreCoordinate: lonLatSchema,
    kpis: z.array(kpiSchema),
    enteredRating: epcRatingSchema.nullable(),
    diagnoseMetrics: diagnoseMetricsSchema,
  }),
);
