import {
  EVENT_TYPES,
  chartMessages,
  dateFormatter,
  eventMessages,
  eventTypeLabel,
  type EventType,
} from '@wattwise/domain';
import { ErrorState, EventsTable, Heading, Select, Stack } from '@wattwise/ui';
import type { Key } from 'react';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { MeterDataPanel } from './MeterDataPanel';
import { useEvents } from './useEvents';

const ALL = 'ALL';
const TYPE_OPTIONS = [
  { id: ALL, label: eventMessages.allTypes },
  ...EVENT_TYPES.map((type) => ({ id: type, label: eventTypeLabel(type) })),
];

/** One formatter for every row (toLocaleString with options makes a new one per call). */
const eventDate = dateFormatter({ dateStyle: 'medium', timeStyle: 'short' });

/**
 * Site events, Predict and Optimise (spec analysis §2.6): the jobs' events in a table sortable by
 * every column, an optional type filter, 'There are no events for this site' when none. Above
 * them, the site's meter data: upload readings with their quality report, and export as CSV.
 */
export default function EventsScreen() {
  const view = useEvents();
  const { supportEmail } = useRuntimeConfig();
  const formatDate = (iso: string) => eventDate(new Date(iso));
  return (
    <Stack gap="lg">
      <title>{`${eventMessages.title} · WattWise`}</title>
      <Heading level={1}>{eventMessages.title}</Heading>
      {view.siteId ? <MeterDataPanel siteId={view.siteId} /> : null}
      <Select
        label={eventMessages.typeFilter}
        options={TYPE_OPTIONS}
        selectedKey={view.type ?? ALL}
        onSelectionChange={(key: Key | null) =>
          view.setType(key === ALL || key === null ? null : (key as EventType))
        }
      />
      {view.failed ? (
        <ErrorState message={chartMessages.loadError} supportEmail={supportEmail} />
      ) : (
        <EventsTable
          events={view.events.map((event, index) => ({
            id: `${event.openDate}-${index}`,
            ...event,
          }))}
          formatDate={formatDate}
          isLoading={view.isLoading}
        />
      )}
    </Stack>
  );
}
