import { useMemo, useState } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type SortDescriptor,
} from 'react-aria-components';
import { eventMessages, type EventStatus, type EventType } from '@wattwise/domain';
import { Badge } from '../Badge/Badge';
import { EmptyState } from '../StateMessage/StateMessage';
import * as css from './EventsTable.css';

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
}

type ColumnKey = 'name' | 'description' | 'type' | 'status' | 'openDate';
const columns: { key: ColumnKey; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'description', label: 'Description' },
  { key: 'type', label: 'Type' },
  { key: 'status', label: 'Status' },
  { key: 'openDate', label: 'Opened' },
];
const statusTone = {
  COMPLETE: 'positive',
  FAILED: 'critical',
  RUNNING: 'caution',
  OPEN: 'info',
  CANCELLED: 'neutral',
} as const;

/** The site's events in a table sortable by every column; status as a labelled badge. */
export function EventsTable({ events, formatDate = (iso) => iso.slice(0, 10) }: EventsTableProps) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'openDate', direction: 'descending' });
  const rows = useMemo(() => {
    const key = sort.column as ColumnKey;
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...events].sort((a, b) => a[key].localeCompare(b[key]) * factor);
  }, [events, sort]);
  if (events.length === 0) return <EmptyState message={eventMessages.empty} />;
  return (
    <div className={css.scroller}>
      <Table
        aria-label={eventMessages.title}
        sortDescriptor={sort}
        onSortChange={setSort}
        className={css.table}
      >
        <TableHeader>
          {columns.map((c, i) => (
            <Column
              key={c.key}
              id={c.key}
              isRowHeader={i === 0}
              allowsSorting
              className={css.column}
            >
              {({ sortDirection }) => (
                <span className={css.columnLabel}>
                  {c.label}
                  <span aria-hidden="true">
                    {sortDirection === 'ascending'
                      ? '▲'
                      : sortDirection === 'descending'
                        ? '▼'
                        : ''}
                  </span>
                </span>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody items={rows}>
          {(event) => (
            <Row id={event.id} className={css.row}>
              <Cell className={css.cell}>{event.name}</Cell>
              <Cell className={css.cell}>{event.description}</Cell>
              <Cell className={css.cell}>{event.type.replaceAll('_', ' ')}</Cell>
              <Cell className={css.cell}>
                <Badge tone={statusTone[event.status]}>{event.status}</Badge>
              </Cell>
              <Cell className={css.cell}>{formatDate(event.openDate)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
