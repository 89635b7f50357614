import type { EVENT_TYPES } from '@wattwise/domain';
import type { ServedHandlers } from '../http/contractRoutes';
import { listSiteEvents } from '../services/events';

/** `GET /api/events/{siteId}[/{path}]` (analysis §7.3): the jobs' events, newest first. */
export const eventHandlers: ServedHandlers = {
  'events.list': async ({ params, query, db }) => {
    // Seeing the site was checked by the contract layer (OWNER or a demo site).
    const events = await listSiteEvents(db, params.siteId);
    return events
      .filter((event) => params.path === undefined || event.path === params.path)
      .filter((event) => query?.type === undefined || event.type === query.type)
      .map((event) => ({
        name: event.name,
        description: event.description,
        // The jobs write only types of the domain's list; the answer is checked by the contract.
        type: event.type as (typeof EVENT_TYPES)[number],
        status: event.status,
        openDate: event.openDate,
      }));
  },
};
