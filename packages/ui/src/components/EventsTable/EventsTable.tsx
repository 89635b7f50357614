import type { Ref } from 'react';
import {
  eventMessages,
  eventNameWords,
  eventStatusLabel,
  eventTypeLabel,
  planMessages,
  type EventStatus,
  type EventType,
} from '@wattwise/domain';
import { Badge } from '../Badge/Badge';
import { Table, type TableColumn } from '../Table/Table';

export interface SiteEvent {
  id: string;
  name: string;
  description: string;
  type: EventType;
  status: EventStatus;
  /** ISO date-time. */
  openDate: string;
}

export interface EventsTableProps {
  events: readonly SiteEvent[];
  /** Date shown for openDate; the app decides the locale format. */
  formatDate?: (iso: string) => string;
  isLoading?: boolean;
  ref?: Ref<HTMLDivElement>;
}

const statusTone = {
  COMPLETE: 'positive',
  FAILED: 'critical',
  RUNNING: 'caution',
  OPEN: 'info',
  CANCELLED: 'neutral',
} as const;

/** Sizes the table so five columns stay readable; narrower screens scroll sideways. */
const MIN_TABLE_WIDTH_PX = 640;

/**
 * The site's events (spec analysis "Events": name, description, type, status, openDate) in a
 * table sortable by every column, newest first; status as a labelled badge. Names, types and
 * statuses read in words (packages/domain eventWords), never as the jobs' codes.
 */
export function EventsTable({
  events,
  formatDate = (iso) => iso.slice(0, 10),
  isLoading = false,
  ref,
}: EventsTableProps) {
  const columns: TableColumn<SiteEvent>[] = [
    {
      id: 'name',
      label: 'Name',
      render: (e) => eventNameWords(e.name),
      sortValue: (e) => eventNameWords(e.name),
    },
    {
      id: 'description',
      label: 'Description',
      render: (e) => e.description,
      sortValue: (e) => e.description,
    },
    {
      id: 'type',
      label: 'Type',
      render: (e) => eventTypeLabel(e.type),
      sortValue: (e) => eventTypeLabel(e.type),
    },
    {
      id: 'status',
      label: 'Status',
      render: (e) => <Badge tone={statusTone[e.status]}>{eventStatusLabel(e.status)}</Badge>,
      sortValue: (e) => e.status,
    },
    {
      id: 'openDate',
      label: 'Opened',
      render: (e) => formatDate(e.openDate),
      sortValue: (e) => e.openDate,
    },
  ];
  return (
    <Table
      ref={ref}
      aria-label={eventMessages.title}
      columns={columns}
      rows={events}
      defaultSortDescriptor={{ column: 'openDate', direction: 'descending' }}
      emptyMessage={eventMessages.empty}
      isLoading={isLoading}
      loadingLabel={planMessages.loadingData}
      minWidth={MIN_TABLE_WIDTH_PX}
    />
  );
}
