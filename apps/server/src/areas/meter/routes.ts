import type { FastifyRequest } from 'fastify';
import { shellErrorMessages, validateMpanForConnect } from '@wattwise/domain';
import { MeteringProviderUnavailableError } from '../../adapters/smartMeters/provider';
import { callerOwnsSite } from '../../platform/authz/siteAccess';
import type { AreaHandlers } from '../../platform/contract/contractRoutes';
import { HttpError, notFound, unauthorized } from '../../platform/errors/httpError';
import type { StreamedBody } from '../../platform/http/bodyParsers';
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
    if (error.status === 413) throw new HttpError(413, 'Payload Too Large', error.message);
    throw new HttpError(400, 'Bad Request', error.message);
  }
}

const noReadings = () =>
  new HttpError(
    400,
    'Bad Request',
    'Send the readings as the request body (text/csv or application/octet-stream).',
  );

/** A CSV body as pieces: a text/csv body as it arrives (bodyParsers.ts), or a small blob whole. */
function csvBody(body: unknown): AsyncIterable<Uint8Array> {
  if (Buffer.isBuffer(body) && body.length > 0)
    return (async function* () {
      yield body;
    })();
  if (body && typeof body === 'object' && Symbol.asyncIterator in body) return body as StreamedBody;
  throw noReadings();
}

/**
 * The older upload (issue 9) keeps its file whole for the ingest job: at most its 16 MB, where
 * 13 months of half-hours is about 1 MB.
 */
const WHOLE_UPLOAD_MAX_BYTES = 16 * 1024 * 1024;

async function wholeCsvBody(body: unknown): Promise<Buffer> {
  if (Buffer.isBuffer(body)) {
    if (body.length === 0) throw noReadings();
    return body;
  }
  const pieces: Uint8Array[] = [];
  let bytes = 0;
  for await (const piece of csvBody(body)) {
    bytes += piece.byteLength;
    if (bytes > WHOLE_UPLOAD_MAX_BYTES) {
      throw new HttpError(
        413,
        'Payload Too Large',
        'The file is larger than 16 MB: check it from the site’s data page instead.',
      );
    }
    pieces.push(piece);
  }
  if (bytes === 0) throw noReadings();
  return Buffer.concat(pieces);
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
    const bytes = await wholeCsvBody(body);
    const answer = await acceptMeterUpload(
      { db: deps.db, blobs: deps.blobs, sendIngestJob: request.server.meterUploads.sendIngestJob },
      params.siteId,
      params.path,
      bytes,
    );
    if (!answer.ok) {
      if (answer.status === 404) throw notFound(answer.message);
      throw new HttpError(400, 'Bad Request', answer.message);
    }
    return { eventId: answer.eventId, meterId: answer.meterId, quality: answer.quality };
  },

  // A site's meters, where its data page offers uploads; seeing the site was checked before.
  'data.meterData.meters': ({ db, params }) => siteMeters(db, params.siteId),

  // Owner only (the contract layer checks changing the site, before the body is read: a demo
  // answers 403). The file is read as it arrives (bodyParsers.ts).
  'data.meterData.check': async ({ params, query, body, caller, request }) => {
    if (!caller) throw unauthorized('A bearer access token is required.');
    const owner = { ...params, fuel: query.fuel, checkedBy: caller.sub };
    const declared = Number(request.headers['content-length']);
    return answeringRefusals(() =>
      checkMeterFile(
        depsOf(request),
        owner,
        csvBody(body),
        query,
        Number.isFinite(declared) ? declared : undefined,
      ),
    );
  },

  'data.meterData.store': async ({ params, body, caller, request }) => {
    if (!caller) throw unauthorized('A bearer access token is required.');
    const owner = { ...params, checkedBy: caller.sub };
    const { runId, ...stored } = await answeringRefusals(() =>
      storeMeterFile(depsOf(request), owner, body),
    );
    await request.server.meterUploads.sendCalibration?.(runId);
    return stored;
  },
};
