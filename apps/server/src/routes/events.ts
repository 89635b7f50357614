import { EVENT_TYPES, type EventType } from '@wattwise/domain';
import type { ServedHandlers } from '../platform/contract/contractRoutes';
import { listSiteEvents } from '../areas/registration/events';

/** Whether an event's spatial path is the asked node or lies under it ('building/floor/space'). */
function isEventType(type: string): type is EventType {
  return (EVENT_TYPES as readonly string[]).includes(type);
}

function isAtOrUnder(eventPath: string, path: string): boolean {
  return eventPath === path || eventPath.startsWith(`${path}/`);
}

/**
 * Events of a site (analysis §7.3), from the events table the jobs write, newest first; a path
 * keeps the events of that node and below, `type` keeps one event type. The registration
 * loading screen polls this call.
 */
export const eventHandlers: ServedHandlers = {
  'events.list': async ({ db, params, query }) => {
    const events = await listSiteEvents(db, params.siteId);
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
