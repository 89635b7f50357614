import type { FastifyRequest } from 'fastify';
import type { AreaHandlers } from '../../platform/contract/contractRoutes';
import { HttpError, notFound, unauthorized } from '../../platform/errors/httpError';
import { checkAddress } from '../map/certificateLookup';
import { answerOf } from '../map/lookupAnswers';
import { energySuppliers } from './energySuppliers';
import { withinRegistrationBudgets } from './registrationBudgets';
import {
  addBuilding,
  registerSimple,
  registerSite,
  registrationAllowance,
  type RegistrationDeps,
} from './registration';
import { savedRegistration } from './savedRegistration';
import { spaceTypesFor } from './spaceTypes';

declare module 'fastify' {
  interface FastifyInstance {
    /** What registration needs beyond the database: captcha, blobs, meters, the job queue. */
    registration: RegistrationDeps;
  }
}

const depsOf = (request: FastifyRequest) => request.server.registration;

/** Registration calls of shell §7: the wizard's lists, the address check and the submits. */
export const handlers: AreaHandlers<'registrationRoutes'> = {
  'buildingdata.suppliers': async () => energySuppliers(),

  'buildingdata.spaces': async ({ params }) => {
    const spaces = spaceTypesFor(params.buildingType);
    if (!spaces) throw notFound(`Unknown building type '${params.buildingType}'.`);
    return spaces;
  },

  'predict.simplediagnose.checkAddress': async ({ request, body }) =>
    answerOf(() => checkAddress(request.server.adapters.epcRegister, body)),

  'predict.register.site': async ({ body, caller, request }) =>
    withinRegistrationBudgets(request, caller, body, () =>
      registerSite(depsOf(request), body, caller, request.ip),
    ),

  'predict.register.allowance': async ({ caller, request }) => {
    if (!caller) throw unauthorized('A bearer access token is required.');
    return registrationAllowance(depsOf(request), caller);
  },

  'predict.register.building': async ({ params, body, caller, request }) => {
    if (!caller) throw unauthorized('A bearer access token is required.');
    const answer = await withinRegistrationBudgets(request, caller, body, async () => {
      const added = await addBuilding(depsOf(request), params.siteId, body, caller);
      if (added === 'not-owner') {
        throw new HttpError(403, 'Forbidden', 'Only the owner of this site may change it.');
      }
      return added;
    });
    return answer;
  },

  'predict.simplediagnose.registration': async ({ body, caller, request }) => {
    const answer = await withinRegistrationBudgets(request, caller, body, () =>
      registerSimple(depsOf(request), body, caller, request.ip),
    );
    if (answer.ok) return answer.siteData;
    throw new HttpError(400, 'Bad Request', answer.message, {
      errorMessage: answer.message,
      captchaSuccessful: answer.captchaSuccessful,
    });
  },

  'predict.simplediagnose.registrationData': async ({ db, query }) => {
    const saved = await savedRegistration(db, query.siteData);
    if (!saved) throw notFound('No registration is saved under this site data.');
    return saved;
  },
};
