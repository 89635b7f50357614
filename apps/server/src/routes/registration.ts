import type { FastifyRequest } from 'fastify';
import { validateMpanForConnect } from '@wattwise/domain';
import {
  addBuilding,
  registerSimple,
  registerSite,
  type RegistrationDeps,
} from '../areas/registration/registration';
import { spatialTree } from '../areas/spatial/spatialTree';
import { attachMpan } from '../areas/meter/meterConnection';
import { savedRegistration } from '../areas/registration/savedRegistration';
import { callerOwnsSite } from '../platform/authz/siteAccess';
import type { ServedHandlers } from '../platform/contract/contractRoutes';
import { HttpError, notFound, unauthorized } from '../platform/errors/httpError';

declare module 'fastify' {
  interface FastifyInstance {
    /** What registration needs beyond the database: captcha, blobs, meters, the job queue. */
    registration: RegistrationDeps;
  }
}

const depsOf = (request: FastifyRequest) => request.server.registration;

/** Changes need OWNER (shell §6); a site the caller may only see (a demo) answers 403. */
async function requireOwner(request: FastifyRequest, siteId: string, sub: string | undefined) {
  if (!sub) throw unauthorized('A bearer access token is required.');
  if (!(await callerOwnsSite(depsOf(request).db, sub, siteId))) {
    throw new HttpError(403, 'Forbidden', 'Only the owner of this site may change it.');
  }
}

/** Registration calls of shell §7 and the spatial tree. */
export const registrationHandlers: ServedHandlers = {
  'predict.register.site': async ({ body, caller, request }) =>
    registerSite(depsOf(request), body, caller, request.ip),

  'predict.register.building': async ({ params, body, caller, request }) => {
    if (!caller) throw unauthorized('A bearer access token is required.');
    const answer = await addBuilding(depsOf(request), params.siteId, body, caller);
    if (answer === 'not-owner') {
      throw new HttpError(403, 'Forbidden', 'Only the owner of this site may change it.');
    }
    return answer;
  },

  'predict.simplediagnose.registration': async ({ body, caller, request }) => {
    const answer = await registerSimple(depsOf(request), body, caller, request.ip);
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

  'spatial.tree': async ({ db, params }) => spatialTree(db, params.siteId),

  'predict.register.addMpan': async ({ params, query, caller, request, reply }) => {
    await requireOwner(request, params.siteId, caller?.sub);
    const deps = depsOf(request);
    const found = await attachMpan(deps.db, {
      siteId: params.siteId,
      path: params.path,
      mpan: query.mpan,
      consent: false,
      state: 'UNCHECKED',
      sandbox: deps.meters.sandbox,
    });
    if (!found) throw notFound('No node with this path in the site.');
    return reply.status(204).send() as never;
  },

  'predict.register.connectMeter': async ({ body, caller, request, reply }) => {
    const deps = depsOf(request);
    if (!caller) throw unauthorized('A bearer access token is required.');
    // Seeing and changing are checked separately: an unknown or foreign site is not found.
    if (!(await callerOwnsSite(deps.db, caller.sub, body.siteId))) {
      throw notFound('No site with this id is visible to you.');
    }
    const format = validateMpanForConnect(body.mpan);
    if (!format.ok) return reply.status(400).type('text/plain').send(format.message) as never;
    const accessible = await deps.meters.isHalfHourly(body.mpan);
    const found = await attachMpan(deps.db, {
      siteId: body.siteId,
      path: body.path,
      mpan: body.mpan,
      consent: true,
      state: accessible ? 'ACCESSIBLE' : 'INACCESSIBLE',
      sandbox: deps.meters.sandbox,
    });
    if (!found)
      return reply
        .status(404)
        .type('text/plain')
        .send('No node with this path in the site.') as never;
    await deps.sendMeterIngests?.(body.siteId);
    return reply.status(204).send() as never;
  },
};
