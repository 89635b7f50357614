import { z } from 'zod';
import { CHAT_SENDERS, PARAMETER_TYPES, RANGE_BASES, SCENARIO_TYPES } from '@wattwise/domain';
import { entity } from '../registry';
import {
  epcBandSchema,
  epcRatingSchema,
  indicatorSchema,
  isoDateSchema,
  isoDateTimeSchema,
  kpiSchema,
} from './common';

/** A parameter value of a scenario or building parameter. */
export const parameterValueSchema = z.union([z.string(), z.number(), z.boolean()]).nullable();

/** Scenario edit parameter (analysis §3): property, label, type, value, optional, possibleValues, displayValues. */
const scenarioParameterSchema = entity(
  'ScenarioParameter',
  'Scenario edit parameter (analysis §3); ENUM options are a comma-separated list with optional display names.',
  z.object({
    property: z.string(),
    label: z.string(),
    type: z.enum(PARAMETER_TYPES),
    value: parameterValueSchema,
    optional: z.boolean(),
    possibleValues: z.string().nullable().optional().describe('Comma-separated keys (ENUM)'),
    displayValues: z
      .string()
      .nullable()
      .optional()
      .describe('Comma-separated display names (ENUM)'),
  }),
);

/** Scenario parameter group (analysis §3): label, parameters. */
const scenarioParameterGroupSchema = entity(
  'ScenarioParameterGroup',
  'Group of scenario parameters (analysis §3).',
  z.object({ label: z.string(), parameters: z.array(scenarioParameterSchema) }),
);

/** A modelled figure's likely low and high ends (the engine's range). */
const valueRangeSchema = entity(
  'ValueRange',
  "Designed: a modelled figure's likely low and high ends, from the engine.",
  z.object({ low: z.number(), high: z.number() }),
);

/** What a range rests on: the building's details ('model'), its bills or its meter readings. */
const rangeBasisSchema = z
  .enum(RANGE_BASES)
  .describe("What the ranges rest on: 'model', or 'bills' / 'meter' the model is calibrated on");

/** One fuel's yearly change, signed after − before (negative: less), from the engine. */
const fuelChangeSchema = entity(
  'FuelChange',
  "Designed: one fuel's yearly change, signed after − before (negative: less), from the engine.",
  z.object({ fuel: z.string(), kwh: z.number(), costGbp: z.number(), kgCo2e: z.number() }),
);

/** The payback as the engine states it: no cost, pays back in n years, or not within its life. */
const paybackSchema = entity(
  'Payback',
  "Designed: the engine's payback state with its years (PAYS_BACK only), the life and its words.",
  z.object({
    state: z.enum(['NO_COST', 'PAYS_BACK', 'NOT_WITHIN_LIFE']),
    years: z.number().nullable(),
    lowYears: z.number().nullable(),
    highYears: z.number().nullable(),
    lifetimeYears: z.number(),
    text: z.string(),
  }),
);

/** Solar panels' yearly electricity: made, used on site, exported, and the export income. */
const pvChangeSchema = z.object({
  generationKwh: z.number(),
  selfUseKwh: z.number(),
  exportKwh: z.number(),
  exportIncomeGbp: z.number(),
});

/**
 * A scenario's figures as the engine gives them, signed (a negative saving is an increase), with
 * their ranges, the installed cost with its source, and the payback state.
 */
const scenarioFiguresSchema = entity(
  'ScenarioFigures',
  "Designed: a scenario's signed yearly savings (negative: an increase) with their ranges, the change per fuel, the installed cost with its source and price year, and the payback state, from the engine.",
  z.object({
    savingGbp: z.number(),
    savingRange: valueRangeSchema.nullable(),
    energySavingKwh: z.number(),
    energySavingRange: valueRangeSchema.nullable(),
    carbonSavingKg: z.number(),
    carbonSavingRange: valueRangeSchema.nullable(),
    rangeBasis: rangeBasisSchema,
    fuelChanges: z.array(fuelChangeSchema),
    pv: pvChangeSchema.nullable(),
    capitalCostGbp: z.number(),
    capitalCostRange: valueRangeSchema,
    costSource: z.string().describe("The cost's source, price year and index; or the user's own"),
    costPriceYear: z.number().nullable(),
    paybackYears: z.number().nullable().describe('Years, when it pays back within its life'),
    payback: paybackSchema,
    lifetimeYears: z.number(),
    lifetimeSource: z.string(),
  }),
);
export type ScenarioFigures = z.output<typeof scenarioFiguresSchema>;

/** Where a measure's saving applies, how likely that is, and the building parameter that settles it. */
const scenarioAppliesSchema = entity(
  'ScenarioApplies',
  "Designed: where a measure's saving applies ('the cavity is still empty'), how likely for a building like this, and the building parameter that settles it.",
  z.object({
    where: z.string(),
    probability: z.number().min(0).max(1).nullable(),
    settledByParameter: z.boolean(),
    sentence: z.string().nullable(),
    parameterId: z.string(),
    parameterName: z.string(),
  }),
);

/** Scenario (analysis §3). */
export const scenarioSchema = entity(
  'Scenario',
  'Improvement scenario (analysis §3); description may be HTML.',
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    scenarioType: z.enum(SCENARIO_TYPES),
    appliesTo: z.array(z.string()).describe('Spatial paths'),
    indicators: z.array(indicatorSchema),
    mutuallyExclusiveWith: z.array(z.string()).default([]),
    exclusive: z.boolean().default(false),
    toggleable: z.boolean().default(true),
    toggleableDescription: z.string().nullable().optional(),
    customisable: z.boolean().default(false),
    howToLink: z.string().nullable().optional(),
    informationLink: z.string().nullable().optional(),
    lastOptimisationDate: isoDateTimeSchema.nullable().optional(),
    parameterGroups: z.array(scenarioParameterGroupSchema).optional(),
    toggled: z.boolean().optional(),
    disabled: z.boolean().optional(),
    roi: z
      .number()
      .nullable()
      .optional()
      .describe(
        "Simple payback in years at the scenario's cost (the user's own where set); the ROI sort (analysis §9). Designed: not in the spec's field list.",
      ),
    figures: scenarioFiguresSchema.optional(),
    applies: scenarioAppliesSchema.nullable().optional(),
    offeredBecause: z
      .string()
      .nullable()
      .optional()
      .describe('Designed: why the measure is offered where that is not plain, from the engine'),
  }),
);
export type Scenario = z.output<typeof scenarioSchema>;

/** Unpaid Predict sites receive placeholder data for the blurred views (analysis §2.3), never real figures. */
const placeholderFlag = z
  .boolean()
  .optional()
  .describe(
    'Designed: true when the answer is placeholder data for an unpaid site (analysis §2.3)',
  );

/**
 * As Diagnosis.energyModelRunning (analysis §3): 'TRUE' while the building is being modelled,
 * including while its stored figures, made by an earlier engine, wait to be modelled again.
 */
const modelRunning = {
  energyModelRunning: z
    .enum(['TRUE', 'FALSE', 'ERROR'])
    .optional()
    .describe(
      "Designed: as Diagnosis.energyModelRunning; 'TRUE' while the figures shown are being updated",
    ),
};

const aiFlags = {
  usingAI: z.boolean().optional(),
  currentEPC: epcBandSchema.nullable().optional(),
  ...modelRunning,
};

/** Scenario set (analysis §3): recommendedScenarios, completedScenarios; responses add usingAI and currentEPC. */
export const scenarioSetSchema = entity(
  'ScenarioSet',
  'Recommended and completed scenarios (analysis §3).',
  z.object({
    recommendedScenarios: z.array(scenarioSchema),
    completedScenarios: z.array(scenarioSchema),
    ...aiFlags,
  }),
);

/** Predict improvement response (analysis §3): scenarios and scenarioIds per target rating. */
export const predictImprovementSchema = entity(
  'PredictImprovement',
  'Predict improvement list: scenarios and the scenario ids that reach each target rating (analysis §3).',
  z.object({
    scenarios: z.array(scenarioSchema),
    scenarioIds: z.partialRecord(epcRatingSchema, z.array(z.string())),
    ...aiFlags,
    placeholder: placeholderFlag,
  }),
);

/** A KPI of scenario results: the spec's KPI with its range and its signed yearly saving. */
const resultKpiSchema = entity(
  'ResultKpi',
  'KPI card of scenario results (analysis §3), with its range and signed saving (designed).',
  kpiSchema.extend({
    range: valueRangeSchema
      .nullable()
      .optional()
      .describe("Designed: the figure's likely range after the measures"),
    saving: z
      .number()
      .nullable()
      .optional()
      .describe('Designed: the yearly saving, signed (negative: an increase); none for a cost'),
  }),
);

/** A modelled EPC score (SAP for homes, the asset rating otherwise) and its band. */
const epcScoreSchema = z.object({ rating: z.number(), band: z.string() });

/** The EPC before and after the measures, with its scores and why band and energy differ. */
const epcChangeSchema = entity(
  'EpcChange',
  "Designed: the engine's modelled rating before and after the measures (SAP score for homes, asset rating otherwise), and why the band and the energy move differently (null when they agree).",
  z.object({
    kind: z.enum(['SAP', 'NON_DOMESTIC_ASSET']),
    before: epcScoreSchema,
    after: epcScoreSchema,
    energyChangePercent: z.number(),
    ratedChangePercent: z.number(),
    explanation: z.string().nullable(),
  }),
);

/** Scenario results (analysis §3). */
export const scenarioResultsSchema = entity(
  'ScenarioResults',
  'Results of the selected scenarios (analysis §3).',
  z.object({
    totalSavings: z.object({
      value: z.number(),
      currencyCode: z.string(),
      percentage: z.number(),
      range: valueRangeSchema
        .nullable()
        .optional()
        .describe("Designed: the yearly saving's likely range (signed)"),
    }),
    currentEpcRating: epcBandSchema.nullable(),
    potentialEpcRating: epcBandSchema.nullable(),
    kpis: z.array(resultKpiSchema),
    epcChange: epcChangeSchema.nullable().optional(),
    rangeBasis: rangeBasisSchema.optional(),
    fuelChanges: z.array(fuelChangeSchema).optional(),
    capitalCostRange: valueRangeSchema.nullable().optional(),
    payback: paybackSchema.nullable().optional(),
    comfortLevel: z
      .number()
      .min(0)
      .max(100)
      .nullable()
      .optional()
      .describe('Comfort as a percentage, 0 to 100 (analysis §5), from the engine'),
    comfort: z
      .enum(['GOOD', 'FAIR', 'POOR'])
      .optional()
      .describe("Designed: the engine's comfort class beside the percentage"),
    placeholder: placeholderFlag,
    ...modelRunning,
  }),
);

/** Target check answer: the potential rating (analysis §3; field name designed). */
export const targetCheckSchema = entity(
  'TargetCheck',
  'Potential rating the scenarios can reach for a target (analysis §3; field name designed).',
  z.object({ potentialRating: epcBandSchema }),
);

/** Area for improvement (analysis §3 names the list; item shape designed). */
const areaForImprovementSchema = z.object({ title: z.string(), text: z.string() });

/** Improvement overview (analysis §3). */
export const improvementOverviewSchema = entity(
  'ImprovementOverview',
  'Optimise improvement overview (analysis §3).',
  z.object({
    kpis: z.array(resultKpiSchema),
    areasForImprovement: z.array(areaForImprovementSchema),
    scenarios: z.array(scenarioSchema),
    totalSavings: z.number(),
    totalSavingsUnit: z.string(),
    ...modelRunning,
  }),
);

/** Scenario edit data (analysis §3). */
export const scenarioEditDataSchema = entity(
  'ScenarioEditData',
  'Data of the scenario edit form (analysis §3).',
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    howToLink: z.string().nullable().optional(),
    parameterGroups: z.array(scenarioParameterGroupSchema),
  }),
);

/** Scenario edit save body (analysis §7.1): id plus one field per parameter property. */
export const scenarioEditSaveSchema = entity(
  'ScenarioEditSave',
  'Scenario edit save: id plus one field per parameter property (analysis §7.1).',
  z.object({ id: z.string() }).catchall(parameterValueSchema),
);

/** One implementation step (analysis §3). */
const improvementStepSchema = entity(
  'ImprovementStep',
  'Implementation step (analysis §3).',
  z.object({
    title: z.string(),
    text: z.string(),
    subSteps: z.array(z.string()).default([]),
    imageURLs: z.array(z.string()).default([]),
    linkURL: z.string().nullable().optional(),
  }),
);

/** Scenario steps (analysis §3): improvementSteps, followupQuestions. */
export const scenarioStepsSchema = entity(
  'ScenarioSteps',
  'Guidance for a scenario (analysis §3).',
  z.object({
    improvementSteps: z.array(improvementStepSchema),
    followupQuestions: z.array(z.string()),
  }),
);

/** A chat question about a scenario (analysis §2.4, §7.1 'prompt'), sent in a body: never cached. */
export const followUpPromptSchema = entity(
  'FollowUpPrompt',
  "A chat question about a scenario (analysis §7.1 'prompt'); sent as a POST body so no reply is cached.",
  z.object({ prompt: z.string().trim().min(1).max(2000) }),
);

/** 'Set ROI' (analysis §2.3, §5): the payback wanted, in years ("ROI in years", analysis §9). */
export const setRoiSchema = entity(
  'SetRoi',
  "'Set ROI': the simple payback wanted for a scenario, in years (analysis §2.3, §9).",
  z.object({ roiYears: z.number().positive().max(200) }),
);

/** What 'Set ROI' stored: the capital cost that gives that payback on this building. */
export const setRoiResultSchema = entity(
  'SetRoiResult',
  "The capital cost (GBP) 'Set ROI' stored as the scenario's cost ('Update Cost').",
  z.object({ roiYears: z.number(), capitalCost: z.number() }),
);

/** The user's toggled scenarios of a node (analysis §4.1), stored per user. */
export const scenarioSelectionSchema = entity(
  'ScenarioSelection',
  "The user's selected (toggled) scenario ids of a node (analysis §4.1 'previously selected').",
  z.object({ selectedScenarios: z.array(z.string().min(1).max(200)).max(200) }),
);

/** Timeline entry (analysis §3): date and its scenarios. */
export const timelineEntrySchema = entity(
  'TimelineEntry',
  'Timeline entry (analysis §3).',
  z.object({
    date: isoDateSchema,
    scenarios: z.array(
      z.object({
        title: z.string(),
        text: z.string(),
        location: z.string(),
        start: isoDateTimeSchema,
        end: isoDateTimeSchema,
        active: z.boolean(),
        recommended: z.boolean(),
        indicators: z.array(indicatorSchema),
      }),
    ),
  }),
);

/** Scenario filter (analysis §3): client state of the plan's filters. */
// An OpenAPI component only (the spec names it); no route carries it.
entity(
  'ScenarioFilter',
  'Scenario filter (analysis §3); client state.',
  z.object({
    key: z.string(),
    label: z.string(),
    inUse: z.boolean(),
    min: z.number().nullable(),
    max: z.number().nullable(),
  }),
);

/** Chat message (analysis §3): sender user or ai, message. */
// An OpenAPI component only (the spec names it); no route carries it.
entity(
  'ChatMessage',
  'Chat message (analysis §3).',
  z.object({ sender: z.enum(CHAT_SENDERS), message: z.string() }),
);
