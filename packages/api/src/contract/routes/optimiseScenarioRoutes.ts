import { z } from 'zod';
import { TIMELINE_VIEWS } from '@wattwise/domain';
import { tenMinutes } from '../cachePolicy';
import {
  emptySchema,
  isoDateSchema,
  semicolonListQuery,
  siteIdParam,
  spatialPathParam,
  timespanQuery,
} from '../entities/common';
import {
  improvementOverviewSchema,
  scenarioEditDataSchema,
  scenarioEditSaveSchema,
  scenarioResultsSchema,
  scenarioSchema,
  scenarioSetSchema,
  followUpPromptSchema,
  scenarioStepsSchema,
  scenarioSelectionSchema,
  timelineEntrySchema,
} from '../entities/scenario';
import { defineRoute } from '../routeDef';
import {
  exampleEditData,
  exampleIndicator,
  exampleKpi,
  examplePath,
  exampleResults,
  exampleScenario,
  exampleScenarioId,
  exampleSiteId,
  exampleSteps,
} from './examples';

const siteAndPath = z.object({ siteId: siteIdParam, path: spatialPathParam });
const siteAndPathExample = { siteId: exampleSiteId, path: examplePath };
/** Optimise improvement view (analysis §7.1). */
const optimiseImprovement = defineRoute({
  name: 'optimise.improvement',
  method: 'GET',
  path: '/api/optimise/improvement/{siteId}/{path}',
  params: siteAndPath,
  query: timespanQuery,
  response: scenarioSetSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed: 'Answer not shown: the scenario set of the node (recommended and completed).',
  source: 'analysis §7.1',
  summary: 'Scenarios of the Optimise improvement view for a node and granularity.',
  example: {
    params: siteAndPathExample,
    query: { timespan: 'YEARLY' },
    response: { recommendedScenarios: [exampleScenario], completedScenarios: [] },
  },
});

/** Optimise improvement overview (analysis §7.1, §3 "Improvement overview"). */
const optimiseImprovementOverview = defineRoute({
  name: 'optimise.improvement.overview',
  method: 'GET',
  path: '/api/optimise/improvement/overview/{siteId}/{path}',
  params: siteAndPath,
  query: timespanQuery,
  response: improvementOverviewSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed: 'Items of areasForImprovement not shown: { title, text }.',
  source: 'analysis §7.1',
  summary: 'KPIs, areas for improvement and potential savings of a node.',
  example: {
    params: siteAndPathExample,
    query: { timespan: 'MONTHLY' },
    response: {
      kpis: [exampleKpi],
      areasForImprovement: [{ title: 'Lighting', text: 'Lighting uses 30% of electricity.' }],
      scenarios: [exampleScenario],
      totalSavings: 450,
      totalSavingsUnit: 'GBP',
    },
  },
});

/** Optimise scenario list (analysis §7.1). */
const optimiseScenarioList = defineRoute({
  name: 'optimise.scenario.list',
  method: 'GET',
  path: '/api/optimise/scenario/list/{siteId}/{path}',
  params: siteAndPath,
  query: timespanQuery,
  response: scenarioSetSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  source: 'analysis §7.1',
  summary: 'Recommended and completed scenarios of a node.',
  example: {
    params: siteAndPathExample,
    query: { timespan: 'YEARLY' },
    response: {
      recommendedScenarios: [exampleScenario],
      completedScenarios: [],
      usingAI: true,
      currentEPC: 'D',
    },
  },
});

/** Optimise results of selected scenarios (analysis §7.1: the results call). */
const optimiseScenarioPotential = defineRoute({
  name: 'optimise.scenario.potential',
  method: 'GET',
  path: '/api/optimise/scenario/potential/{siteId}/{path}',
  params: siteAndPath,
  query: timespanQuery.extend({ selectedScenarios: semicolonListQuery }),
  response: scenarioResultsSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  source: 'analysis §7.1',
  summary: 'Results of the selected scenarios (semicolon-separated ids).',
  example: {
    params: siteAndPathExample,
    query: { timespan: 'YEARLY', selectedScenarios: 'led-lighting;roof-insulation' },
    response: exampleResults,
  },
});

/** Optimise scenario edit data (analysis §7.1). */
const optimiseScenarioEditGet = defineRoute({
  name: 'optimise.scenario.edit.get',
  method: 'GET',
  path: '/api/optimise/scenario/edit/{siteId}/{path}/{scenarioId}',
  params: siteAndPath.extend({ scenarioId: z.string().min(1) }),
  response: scenarioEditDataSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  source: 'analysis §7.1',
  summary: 'Form data to edit a scenario.',
  example: {
    params: { ...siteAndPathExample, scenarioId: exampleScenarioId },
    response: exampleEditData,
  },
});

/** Optimise scenario edit save (analysis §7.1: note the order siteId, scenarioId, path). */
const optimiseScenarioEditSave = defineRoute({
  name: 'optimise.scenario.edit.save',
  method: 'POST',
  path: '/api/optimise/scenario/edit/{siteId}/{scenarioId}/{path}',
  params: siteAndPath.extend({ scenarioId: z.string().min(1) }),
  body: scenarioEditSaveSchema,
  response: emptySchema,
  responseType: 'empty',
  auth: 'user',
  designed: 'Answer not shown: empty; the client re-fetches the scenario (analysis §4.2).',
  source: 'analysis §7.1',
  summary: 'Save a scenario edit: id plus one field per parameter property.',
  example: {
    params: { ...siteAndPathExample, scenarioId: exampleScenarioId },
    body: { id: exampleScenarioId, capitalCost: 11000 },
  },
});

/** Implement a scenario (analysis §7.1). */
const optimiseScenarioImplement = defineRoute({
  name: 'optimise.scenario.implement',
  method: 'POST',
  path: '/api/optimise/scenario/implement/{siteId}/{path}/{scenarioId}',
  params: siteAndPath.extend({ scenarioId: z.string().min(1) }),
  body: scenarioSchema,
  response: emptySchema,
  responseType: 'empty',
  auth: 'user',
  designed: 'Answer not shown: empty.',
  source: 'analysis §7.1',
  summary: 'Implement a scenario on a node.',
  example: {
    params: { ...siteAndPathExample, scenarioId: exampleScenarioId },
    body: exampleScenario,
  },
});

/** Optimise timeline (analysis §7.1: list of {date, scenarios}). */
const optimiseScenarioTimeline = defineRoute({
  name: 'optimise.scenario.timeline',
  method: 'GET',
  path: '/api/optimise/scenario/timeline/{siteId}/{x}',
  params: z.object({
    siteId: siteIdParam,
    x: spatialPathParam.describe('Spatial path (named x in the spec)'),
  }),
  query: z.object({
    mode: z.enum(TIMELINE_VIEWS),
    date: isoDateSchema,
    selectedScenarios: semicolonListQuery,
  }),
  response: z.array(timelineEntrySchema),
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed:
    'Meaning of {x} not shown: taken as the spatial path; mode is day or week (analysis §4.3).',
  source: 'analysis §7.1',
  summary: 'Timeline of the selected scenarios for a day or week.',
  example: {
    params: { siteId: exampleSiteId, x: examplePath },
    query: { mode: 'week', date: '2026-11-16', selectedScenarios: 'led-lighting' },
    response: [
      {
        date: '2026-11-16',
        scenarios: [
          {
            title: 'LED lighting',
            text: 'Lights off after 19:00',
            location: 'Ground floor',
            start: '2026-11-16T19:00:00Z',
            end: '2026-11-16T23:00:00Z',
            active: true,
            recommended: true,
            indicators: [exampleIndicator],
          },
        ],
      },
    ],
  },
});

/** Optimise implementation steps (analysis §7.1: /api/optimise/scenario/improvementSteps/...). */
const optimiseScenarioSteps = defineRoute({
  name: 'optimise.scenario.steps',
  method: 'GET',
  path: '/api/optimise/scenario/improvementSteps/{siteId}/{id}[/{path}]',
  params: z.object({
    siteId: siteIdParam,
    id: z.string().min(1),
    path: spatialPathParam.optional(),
  }),
  response: scenarioStepsSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  source: 'analysis §7.1',
  summary: 'Implementation steps and follow-up questions of a scenario (about 20 s to generate).',
  example: {
    params: { siteId: exampleSiteId, id: exampleScenarioId, path: examplePath },
    response: exampleSteps,
  },
});

/** Optimise chat follow-up (analysis §7.1 '/api/{product}/.../improvementFollowUp/...'; designed as a POST, never cached). */
const optimiseScenarioFollowUp = defineRoute({
  name: 'optimise.scenario.followUp',
  method: 'POST',
  path: '/api/optimise/scenario/improvementFollowUp/{siteId}/{id}/{scenarioId}',
  params: z.object({ siteId: siteIdParam, id: z.string().min(1), scenarioId: z.string().min(1) }),
  body: followUpPromptSchema,
  response: z.array(z.string()),
  responseType: 'json',
  auth: 'user',
  designed:
    "The spec elides the middle ('.../'): for Optimise it is 'scenario', as for improvementSteps. A POST with { prompt } in the body instead of ?prompt= (a chat reply is never cached). {id} the node's path.",
  source: 'analysis §7.1',
  summary:
    "The chat's reply to a prompt about a scenario; an empty list counts as failed (analysis §4.4).",
  example: {
    params: { siteId: exampleSiteId, id: examplePath, scenarioId: exampleScenarioId },
    body: { prompt: 'How long does it take?' },
    response: ['About two days per floor.'],
  },
});

/** The user's toggled scenarios of a node (analysis §4.1 'previously selected'; §3 'toggled'). */
const optimiseScenarioSelection = defineRoute({
  name: 'optimise.scenario.selection',
  method: 'PUT',
  path: '/api/optimise/scenario/selection/{siteId}/{path}',
  params: siteAndPath,
  body: scenarioSelectionSchema,
  response: emptySchema,
  responseType: 'empty',
  auth: 'user',
  designed:
    "Path and payload not shown: the spec keeps scenario state per user and selects 'previously selected' scenarios first (§4.1); PUT { selectedScenarios } replaces the node's selection, which the list answers as each scenario's toggled.",
  source: 'analysis §3, §4.1',
  summary: "Store the user's selected scenarios of a node (answered as toggled by the list).",
  example: {
    params: siteAndPathExample,
    body: { selectedScenarios: ['led-lighting', 'roof-insulation'] },
  },
});

export const optimiseScenarioRoutes = [
  optimiseImprovement,
  optimiseImprovementOverview,
  optimiseScenarioList,
  optimiseScenarioPotential,
  optimiseScenarioEditGet,
  optimiseScenarioEditSave,
  optimiseScenarioImplement,
  optimiseScenarioTimeline,
  optimiseScenarioSteps,
  optimiseScenarioFollowUp,
  optimiseScenarioSelection,
] as const;
