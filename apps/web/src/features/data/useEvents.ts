import { useEventsList } from '@wattwise/api';
import { matchRoute, type EventType } from '@wattwise/domain';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The events of the site in the address (spec analysis §2.6, §7.3 GET /api/events/{siteId}),
 * optionally of one type (the server filters with ?type=).
 */
export function useEvents() {
  const { pathname } = useLocation();
  const siteId = useMemo(() => matchRoute(pathname).params.siteId ?? '', [pathname]);
  const [type, setType] = useState<EventType | null>(null);
  const events = useEventsList(siteId ? { params: { siteId }, query: type ? { type } : {} } : null);
  return {
    siteId,
    type,
    setType,
    events: events.data ?? [],
    isLoading: events.isLoading,
    failed: events.error !== undefined,
  };
}
