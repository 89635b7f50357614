import { z } from 'zod';
import { alwaysAsk, tenMinutes } from '../cachePolicy';
import {
  blobSchema,
  emptySchema,
  epcRatingSchema,
  productSegmentSchema,
  semicolonListQuery,
  siteIdParam,
  spatialPathParam,
  timespanQuery,
} from '../entities/common';
import {
  predictImprovementSchema,
  scenarioEditDataSchema,
  scenarioEditSaveSchema,
  scenarioResultsSchema,
  followUpPromptSchema,
  scenarioStepsSchema,
  setRoiResultSchema,
  setRoiSchema,
  targetCheckSchema,
} from '../entities/scenario';
import { defineRoute } from '../routeDef';
import {
  exampleBuildingId,
  examplePath,
  exampleScenario,
  exampleScenarioId,
  exampleSiteId,
  exampleEditData,
  exampleResults,
  exampleSteps,
} from './examples';

const siteAndPath = z.object({ siteId: siteIdParam, path: spatialPathParam });
const scenarioOnNode = z.object({
  siteId: siteIdParam,
  scenarioId: z.string().min(1),
  path: spatialPathParam.optional(),
});
const scenarioOnNodeExample = {
  siteId: exampleSiteId,
  scenarioId: exampleScenarioId,
  path: examplePath,
};

/** Predict improvement list (analysis §7.1). */
const predictImprovementList = defineRoute({
  name: 'predict.improvement.list',
  method: 'GET',
  path: '/api/predict/improvement/list/{siteId}/{path}',
  params: siteAndPath,
  response: predictImprovementSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  source: 'analysis §7.1',
  summary: 'Scenarios of the Predict improvement plan, with the ids reaching each target rating.',
  example: {
    params: { siteId: exampleSiteId, path: exampleBuildingId },
    response: {
      scenarios: [exampleScenario],
      scenarioIds: { C: [exampleScenarioId] },
      usingAI: true,
      currentEPC: 'D',
    },
  },
});

/** Predict results of selected scenarios (analysis §7.1). */
const predictImprovementPotential = defineRoute({
  name: 'predict.improvement.potential',
  method: 'GET',
  path: '/api/predict/improvement/potential/{siteId}/{path}',
  params: siteAndPath,
  query: timespanQuery.extend({ selectedScenarios: semicolonListQuery }),
  response: scenarioResultsSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  source: 'analysis §7.1',
  summary: 'Results of the selected scenarios (semicolon-separated ids).',
  example: {
    params: { siteId: exampleSiteId, path: exampleBuildingId },
    query: { selectedScenarios: 'led-lighting' },
    response: exampleResults,
  },
});

/** Predict scenario edit data (analysis §7.1). */
const predictImprovementEditGet = defineRoute({
  name: 'predict.improvement.edit.get',
  method: 'GET',
  path: '/api/predict/improvement/edit/{siteId}/{path}/{scenarioId}',
  params: siteAndPath.extend({ scenarioId: z.string().min(1) }),
  response: scenarioEditDataSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  source: 'analysis §7.1',
  summary: "Form data to edit a scenario ('Edit Scenario' or 'Update Cost').",
  example: {
    params: { siteId: exampleSiteId, path: exampleBuildingId, scenarioId: exampleScenarioId },
    response: exampleEditData,
  },
});

/** Predict scenario edit save (analysis §7.1). */
const predictImprovementEditSave = defineRoute({
  name: 'predict.improvement.edit.save',
  method: 'POST',
  path: '/api/predict/improvement/edit/{siteId}/{scenarioId}/{path}',
  params: siteAndPath.extend({ scenarioId: z.string().min(1) }),
  body: scenarioEditSaveSchema,
  response: emptySchema,
  responseType: 'empty',
  auth: 'user',
  designed: 'Answer not shown: empty; the client re-fetches (analysis §4.2).',
  source: 'analysis §7.1',
  summary: 'Save a scenario edit: id plus one field per parameter property.',
  example: {
    params: { siteId: exampleSiteId, path: exampleBuildingId, scenarioId: exampleScenarioId },
    body: { id: exampleScenarioId, capitalCost: 11000 },
  },
});

/** Hide a scenario, permanently for the user (analysis §7.1, §4.1). */
const predictImprovementHide = defineRoute({
  name: 'predict.improvement.hide',
  method: 'POST',
  path: '/api/predict/improvement/hide/{siteId}/{scenarioId}[/{path}]',
  params: scenarioOnNode,
  response: emptySchema,
  responseType: 'empty',
  auth: 'user',
  source: 'analysis §7.1',
  summary: 'Hide a scenario (permanent for the user).',
  example: { params: scenarioOnNodeExample },
});

/** Complete a scenario, permanently for the user (analysis §7.1, §4.1). */
const predictImprovementComplete = defineRoute({
  name: 'predict.improvement.complete',
  method: 'POST',
  path: '/api/predict/improvement/complete/{siteId}/{scenarioId}[/{path}]',
  params: scenarioOnNode,
  response: emptySchema,
  responseType: 'empty',
  auth: 'user',
  source: 'analysis §7.1',
  summary: 'Mark a scenario completed (permanent; it leaves the list).',
  example: { params: scenarioOnNodeExample },
});

/** Delete a scenario (analysis §7.1: path and payload not shown). */
const predictImprovementDelete = defineRoute({
  name: 'predict.improvement.delete',
  method: 'DELETE',
  path: '/api/predict/improvement/delete/{siteId}/{scenarioId}[/{path}]',
  params: scenarioOnNode,
  response: emptySchema,
  responseType: 'empty',
  auth: 'user',
  designed:
    'Path and payload not shown: DELETE shaped like hide and complete, no body, empty answer. Predict mode only (analysis §6).',
  source: 'analysis §7.1',
  summary: 'Delete a scenario (cannot be undone).',
  example: { params: scenarioOnNodeExample },
});

/** EPC wizard target check (analysis §7.1: returns potential rating). */
const predictImprovementTarget = defineRoute({
  name: 'predict.improvement.target',
  method: 'GET',
  path: '/api/predict/improvement/target/{siteId}/{buildingId}',
  params: z.object({ siteId: siteIdParam, buildingId: z.string().min(1) }),
  query: z.object({ target: epcRatingSchema }),
  response: targetCheckSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  designed: 'Field name of the answer not shown: { potentialRating }.',
  source: 'analysis §7.1',
  summary: 'The best rating the scenarios can reach towards a target (for the EPC wizard).',
  example: {
    params: { siteId: exampleSiteId, buildingId: exampleBuildingId },
    query: { target: 'A' },
    response: { potentialRating: 'B' },
  },
});

/** Implementation steps by product (analysis §7.1: /api/{product}/improvement/improvementSteps/...). */
const improvementSteps = defineRoute({
  name: 'improvement.steps',
  method: 'GET',
  path: '/api/{product}/improvement/improvementSteps/{siteId}/{id}[/{path}]',
  params: z.object({
    product: productSegmentSchema,
    siteId: siteIdParam,
    id: z.string().min(1),
    path: spatialPathParam.optional(),
  }),
  response: scenarioStepsSchema,
  responseType: 'json',
  auth: 'user',
  cache: tenMinutes,
  source: 'analysis §7.1',
  summary:
    'Implementation steps and follow-up questions of a scenario (Predict; Optimise uses optimise.scenario.steps).',
  example: {
    params: { product: 'predict', siteId: exampleSiteId, id: exampleScenarioId },
    response: exampleSteps,
  },
});

/**
 * Chat follow-up by product (analysis §7.1: 'GET /api/{product}/.../improvementFollowUp/...?prompt=').
 * Designed: a POST with the prompt in the body, so no reply is ever served from the 10-minute
 * cache (issue 12) and the question does not land in access logs.
 */
const improvementFollowUp = defineRoute({
  name: 'improvement.followUp',
  method: 'POST',
  path: '/api/{product}/improvement/improvementFollowUp/{siteId}/{id}/{scenarioId}',
  params: z.object({
    product: productSegmentSchema,
    siteId: siteIdParam,
    id: z.string().min(1),
    scenarioId: z.string().min(1),
  }),
  body: followUpPromptSchema,
  response: z.array(z.string()),
  responseType: 'json',
  auth: 'user',
  designed:
    "The spec shows a GET with ?prompt= and elides the middle ('.../'): here a POST with { prompt } in the body (a chat reply is never cached), middle 'improvement' as for improvementSteps, {id} the building's path.",
  source: 'analysis §7.1',
  summary:
    "The chat's reply to a prompt about a scenario; an empty list counts as failed (analysis §4.4).",
  example: {
    params: {
      product: 'predict',
      siteId: exampleSiteId,
      id: exampleBuildingId,
      scenarioId: exampleScenarioId,
    },
    body: { prompt: 'Is there a grant for this?' },
    response: ['Check the Boiler Upgrade Scheme.'],
  },
});

/**
 * 'Set ROI' (analysis §2.3, §5, §6: Predict only, needs a building). The spec shows no call:
 * designed as a POST that stores the capital cost giving the chosen payback on this building
 * (the engine's costForPayback), like 'Update Cost'.
 */
const predictImprovementRoi = defineRoute({
  name: 'predict.improvement.roi',
  method: 'POST',
  path: '/api/predict/improvement/roi/{siteId}/{scenarioId}/{path}',
  params: siteAndPath.extend({ scenarioId: z.string().min(1) }),
  body: setRoiSchema,
  response: setRoiResultSchema,
  responseType: 'json',
  auth: 'user',
  designed:
    "Path and payload not shown: POST { roiYears } shaped like the edit save; answers the capital cost stored as the scenario's cost.",
  source: 'analysis §2.3, §5',
  summary: "Set a scenario's payback in years: stores the capital cost that gives it.",
  example: {
    params: { siteId: exampleSiteId, path: exampleBuildingId, scenarioId: exampleScenarioId },
    body: { roiYears: 5 },
    response: { roiYears: 5, capitalCost: 4250 },
  },
});

/** What a site's data page exports as CSV (designed, issue 38): with the plan, whose figures it reads. */
const SITE_EXPORTS = ['readings', 'series', 'plan', 'kpis'] as const;

/** A site's readings, model series, plan or KPIs as CSV (designed, issue 38). */
const siteExport = defineRoute({
  name: 'data.export.csv',
  method: 'GET',
  path: '/api/data/export/{siteId}/{table}',
  params: z.object({ siteId: siteIdParam, table: z.enum(SITE_EXPORTS) }),
  response: blobSchema,
  responseType: 'blob',
  auth: 'user',
  cache: alwaysAsk,
  designed:
    'Not in the spec (issue 38: export as CSV). readings: every stored reading of every meter of the site; series: each building’s model series by month (expected, potential, calibrated baseline); plan: each scenario with its savings and costs; kpis: each building’s key figures. text/csv, UTF-8, as an attachment. Whoever may see the site.',
  source: 'issue 38',
  summary: "Export a site's readings, model series, plan or KPIs as CSV.",
  example: { params: { siteId: exampleSiteId, table: 'readings' } },
});

export const predictImprovementRoutes = [
  predictImprovementList,
  predictImprovementPotential,
  predictImprovementEditGet,
  predictImprovementEditSave,
  predictImprovementHide,
  predictImprovementComplete,
  predictImprovementDelete,
  predictImprovementTarget,
  predictImprovementRoi,
  improvementSteps,
  improvementFollowUp,
  siteExport,
] as const;
