import type { EventStatus, EventType } from '../enums/analysisEnums';
import type { SortDirection } from '../home/siteList';
import { compareTextIgnoringCase } from '../format/text';

/** An event row (spec analysis §3 "Event"). */
export interface EventRow {
  name: string;
  description: string;
  type: EventType | string;
  status: EventStatus | string;
  /** ISO date-time. */
  openDate: string;
}

/** Sortable columns of the events table (spec analysis §2.6). */
export type EventColumn = 'name' | 'description' | 'type' | 'status' | 'openDate';

/**
 * Sorts events by a column (spec analysis §2.6): openDate by time, others alphabetically;
 * desc reverses. Stable; returns a new array.
 */
export function sortEvents<E extends EventRow>(
  events: readonly E[],
  column: EventColumn,
  direction: SortDirection,
): E[] {
  const factor = direction === 'desc' ? -1 : 1;
  return [...events].sort((a, b) => {
    const order =
      column === 'openDate'
        ? new Date(a.openDate).getTime() - new Date(b.openDate).getTime()
        : compareTextIgnoringCase(String(a[column]), String(b[column]));
    return order * factor;
  });
}

/** Optional filter by event type (spec analysis §2.6); null keeps all. */
export function filterEventsByType<E extends EventRow>(
  events: readonly E[],
  type: string | null,
): E[] {
  return type ? events.filter((e) => e.type === type) : [...events];
}
