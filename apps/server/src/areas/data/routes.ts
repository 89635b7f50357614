import { EVENT_TYPES, type EventType } from '@wattwise/domain';
import { withQueuePositions } from '../registration/queuePosition';
import type { AreaHandlers } from '../../platform/contract/contractRoutes';
import { answeringAnalysisErrors } from '../../platform/errors/answeringAnalysisErrors';
import { HttpError } from '../../platform/errors/httpError';
import { listSiteEvents } from '../registration/events';
import { dataSeries, stimulusMap } from './dataSeries';
import { createIntervention, listInterventions } from './interventions';

function accountOf(caller: { sub: string } | undefined): string {
  if (!caller) throw new HttpError(401, 'Unauthorized', 'A bearer access token is required.');
  return caller.sub;
}

/** Whether an event's spatial path is the asked node or lies under it ('building/floor/space'). */
function isEventType(type: string): type is EventType {
  return (EVENT_TYPES as readonly string[]).includes(type);
}

function isAtOrUnder(eventPath: string, path: string): boolean {
  return eventPath === path || eventPath.startsWith(`${path}/`);
}

/**
 * Data calls of analysis §7.3: series, stimulus map, interventions and events. The contract
 * routes checked the caller may see the site (reads) or change it (the intervention POST) before.
 * Events come from the events table the jobs write, newest first; a path keeps the events of that
 * node and below, `type` keeps one event type. The registration loading screen polls them.
 */
export const handlers: AreaHandlers<'dataRoutes'> = {
  'data.series.site': ({ db, params, query }) =>
    answeringAnalysisErrors(() =>
      dataSeries(db, {
        siteId: params.siteId,
        stimulus: params.stimulus,
        query: query.query,
        now: new Date(),
      }),
    ),
  'data.series.node': ({ db, params, query }) =>
    answeringAnalysisErrors(() =>
      dataSeries(db, {
        siteId: params.siteId,
        path: params.path,
        stimulus: params.stimulus,
        query: query.query,
        now: new Date(),
      }),
    ),
  'data.stimulus': ({ db, params }) =>
    answeringAnalysisErrors(() => stimulusMap(db, params.siteId, params.path)),
  'data.interventions.create': async ({ db, params, body, caller, reply }) => {
    await answeringAnalysisErrors(() =>
      createIntervention(db, {
        siteId: params.siteId,
        ...(params.path !== undefined ? { path: params.path } : {}),
        accountId: accountOf(caller),
        intervention: body,
      }),
    );
    return reply.status(201).send() as never;
  },
  'data.interventions.list': ({ db, params, query }) =>
    answeringAnalysisErrors(() =>
      listInterventions(db, {
        siteId: params.siteId,
        ...(params.path !== undefined ? { path: params.path } : {}),
        ...(query?.startDate !== undefined ? { startDate: query.startDate } : {}),
        ...(query?.endDate !== undefined ? { endDate: query.endDate } : {}),
        ...(query?.stimulusType !== undefined ? { stimulusType: query.stimulusType } : {}),
      }),
    ),
  'events.list': async ({ db, params, query, request }) => {
    const events = await withQueuePositions(
      db,
      request.server.modelQueue,
      await listSiteEvents(db, params.siteId),
    );
    return events
      .filter((event) => !params.path || isAtOrUnder(event.path, params.path))
      .filter((event) => !query?.type || event.type === query.type)
      .flatMap(({ type, ...event }) => (isEventType(type) ? [{ ...event, type }] : []))
      .map((event) => ({
        name: event.name,
        description: event.description,
        type: event.type,
        status: event.status,
        openDate: event.openDate,
      }));
  },
};
