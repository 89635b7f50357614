import type { FastifyRequest } from 'fastify';
import { shellErrorMessages, validateMpanForConnect } from '@wattwise/domain';
import { MeteringProviderUnavailableError } from '../../adapters/smartMeters/provider';
import { callerOwnsSite } from '../../platform/authz/siteAccess';
import type { AreaHandlers } from '../../platform/contract/contractRoutes';
import { HttpError, notFound, unauthorized } from '../../platform/errors/httpError';
import { attachMpan } from './meterConnection';
import { checkMeterFile, MeterFileRefusal, siteMeters, storeMeterFile } from './meterFiles';
import { acceptMeterUpload, type MeterUploads } from './meterUpload';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the ingest job of an uploaded CSV (the job queue; nothing without one). */
    meterUploads: MeterUploads;
  }
}

const depsOf = (request: FastifyRequest) => request.server.registration;

const notTheOwner = () =>
  new HttpError(403, 'Forbidden', 'Only the owner of this site may change it.');

/** Changes need OWNER (shell §6); a site the caller may only see (a demo) answers 403. */
async function requireOwner(request: FastifyRequest, siteId: string, sub: string | undefined) {
  if (!sub) throw unauthorized('A bearer access token is required.');
  if (!(await callerOwnsSite(depsOf(request).db, sub, siteId))) throw notTheOwner();
}

/** A metering provider that did not answer is a 502 (shell §8: 'External Server Error'). */
async function fromMeteringProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MeteringProviderUnavailableError) {
      throw new HttpError(502, 'Bad Gateway', shellErrorMessages.meteringProviderNoResponse);
    }
    throw error;
  }
}

/** A refused meter file is answered with its reason (400) or as not found (404). */
async function answeringRefusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof MeterFileRefusal)) throw error;
    if (error.status === 404) throw notFound(error.message);
    throw new HttpError(400, 'Bad Request', error.message);
  }
}

function csvBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new HttpError(
      400,
      'Bad Request',
      'Send the readings as the request body (text/csv or application/octet-stream).',
    );
  }
  return body;
}

/**
 * Meters (shell §7): the meter-check step's look-ups, an MPAN on a node, the connect-meter
 * submit, and readings uploaded by the owner (designed).
 */
export const handlers: AreaHandlers<'meterRoutes'> = {
  'user.electralink.addressSearch': async ({ request, query }) =>
    fromMeteringProvider(() =>
      request.server.adapters.smartMeters.addressSearch(query.address, query.postcode),
    ),

  'user.electralink.meterCheck': async ({ request, query }) =>
    fromMeteringProvider(() => request.server.adapters.smartMeters.meterCheck(query.mpan)),

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

  'data.meterData.upload': async ({ params, body, caller, request }) => {
    const deps = depsOf(request);
    if (!caller) throw unauthorized('A bearer access token is required.');
    // Seeing the site was checked by the contract layer; changing it needs OWNER (shell §6).
    if (!(await callerOwnsSite(deps.db, caller.sub, params.siteId))) throw notTheOwner();
    if (!Buffer.isBuffer(body) || body.length === 0) {
      throw new HttpError(
        400,
        'Bad Request',
        'Send the readings as the request body (text/csv or application/octet-stream).',
      );
    }
    const answer = await acceptMeterUpload(
      { db: deps.db, blobs: deps.blobs, sendIngestJob: request.server.meterUploads.sendIngestJob },
      params.siteId,
      params.path,
      body,
    );
    if (!answer.ok) {
      if (answer.status === 404) throw notFound(answer.message);
      throw new HttpError(400, 'Bad Request', answer.message);
    }
    return { eventId: answer.eventId, meterId: answer.meterId, quality: answer.quality };
  },

  // A site's meters, where its data page offers uploads; seeing the site was checked before.
  'data.meterData.meters': ({ db, params }) => siteMeters(db, params.siteId),

  // Owner only (the contract layer checks changing the site: a demo answers 403).
  'data.meterData.check': async ({ params, query, body, request }) =>
    answeringRefusals(() =>
      checkMeterFile(depsOf(request), params.siteId, params.path, csvBody(body), query),
    ),

  'data.meterData.store': async ({ params, body, request }) => {
    const { runId, ...stored } = await answeringRefusals(() =>
      storeMeterFile(depsOf(request), params.siteId, params.path, body),
    );
    await request.server.meterUploads.sendCalibration?.(runId);
    return stored;
  },
};
