import type { ServedHandlers } from '../platform/contract/contractRoutes';
import { HttpError, notFound, unauthorized } from '../platform/errors/httpError';
import { acceptMeterUpload } from '../areas/meter/meterUpload';
import { callerOwnsSite } from '../platform/authz/siteAccess';

/** Meter readings uploaded by the owner (designed, issue 9). */
export const meterDataHandlers: ServedHandlers = {
  'data.meterData.upload': async ({ params, body, caller, request }) => {
    const deps = request.server.registration;
    if (!caller) throw unauthorized('A bearer access token is required.');
    // Seeing the site was checked by the contract layer; changing it needs OWNER (shell §6).
    if (!(await callerOwnsSite(deps.db, caller.sub, params.siteId))) {
      throw new HttpError(403, 'Forbidden', 'Only the owner of this site may change it.');
    }
    if (!Buffer.isBuffer(body) || body.length === 0) {
      throw new HttpError(
        400,
        'Bad Request',
        'Send the readings as the request body (text/csv or application/octet-stream).',
      );
    }
    const answer = await acceptMeterUpload(deps, params.siteId, params.path, body);
    if (!answer.ok) {
      if (answer.status === 404) throw notFound(answer.message);
      throw new HttpError(400, 'Bad Request', answer.message);
    }
    return { eventId: answer.eventId, meterId: answer.meterId, quality: answer.quality };
  },
};
