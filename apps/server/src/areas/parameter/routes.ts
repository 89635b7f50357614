import type { FastifyRequest } from 'fastify';
import type { AreaHandlers } from '../../platform/contract/contractRoutes';
import { answeringAnalysisErrors } from '../../platform/errors/answeringAnalysisErrors';
import { deleteParameter, parametersOf, saveParameters } from './buildingParameters';
import { saveSchedules, scheduleSpaces, schedulesOf } from './schedules';

/** Sends the queued model runs once their transaction has committed (as registration does). */
const sendRuns = (request: FastifyRequest, runIds: string[]) =>
  request.server.registration.sendModelRuns(runIds);

/**
 * Building parameters and schedules (analysis §7.4, issue 12). Seeing needs the site visible and
 * changing needs the owner of a non-demo site: both checked by the contract routes first (demo
 * sites answer 403 with the spec's words).
 */
export const handlers: AreaHandlers<'parameterRoutes'> = {
  'predict.parameters.get': async ({ db, params }) =>
    answeringAnalysisErrors(() => parametersOf(db, params.siteId, params.path)),

  'predict.parameters.save': async ({ db, params, body, request }) =>
    answeringAnalysisErrors(async () => {
      const { errors, runIds } = await saveParameters(db, params.siteId, body);
      await sendRuns(request, runIds);
      return { errors };
    }),

  'predict.parameters.delete': async ({ db, params, request }) =>
    answeringAnalysisErrors(async () => {
      await sendRuns(
        request,
        await deleteParameter(db, params.siteId, params.parameterId, params.path),
      );
      return null;
    }),

  'predict.schedules.spaces': async ({ db, params }) =>
    answeringAnalysisErrors(() => scheduleSpaces(db, params.siteId, params.path)),

  'predict.schedules.get': async ({ db, params }) =>
    answeringAnalysisErrors(() => schedulesOf(db, params.siteId, params.path)),

  'predict.schedules.save': async ({ db, params, body, request }) =>
    answeringAnalysisErrors(async () => {
      await sendRuns(request, await saveSchedules(db, params.siteId, params.path, body));
      return null;
    }),
};
