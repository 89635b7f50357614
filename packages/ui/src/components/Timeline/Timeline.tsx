import type { Ref } from 'react';
import {
  chartMessages,
  TIMELINE_COLUMNS_PER_DAY,
  TIMELINE_VIEWS,
  isCompactItem,
  stepTimeline,
  timelineColumn,
  timelineColumnCount,
  timelineDateParam,
  type TimelineView,
} from '@wattwise/domain';
import { IconButton } from '../IconButton/IconButton';
import { Select } from '../Select/Select';
import * as css from './Timeline.css';

export interface TimelineItem {
  id: string;
  title: string;
  location: string;
  start: Date;
  end: Date;
  /** When it acts, as text (e.g. '19:00–23:00'), read in the item's tooltip. */
  text?: string;
  recommended?: boolean;
}

export interface TimelineProps {
  view: TimelineView;
  onViewChange: (view: TimelineView) => void;
  /** First day shown (UTC). */
  date: Date;
  onDateChange: (date: Date) => void;
  items: readonly TimelineItem[];
  locations: readonly string[];
  location: string | null;
  onLocationChange: (location: string | null) => void;
  /** Shown when nothing is scheduled in the period shown (for the chosen location). */
  emptyMessage?: string;
  ref?: Ref<HTMLElement>;
}

function columnOf(start: Date, dayStart: Date, date: Date): number {
  const dayOffset = Math.floor((date.getTime() - dayStart.getTime()) / 86_400_000);
  return (
    dayOffset * TIMELINE_COLUMNS_PER_DAY + timelineColumn(date.getUTCHours(), date.getUTCMinutes())
  );
}

/** Scheduled scenarios by day (96 columns) or week; items under 4 hours are compact; previous/next and location filter. */
export function Timeline({
  view,
  onViewChange,
  date,
  onDateChange,
  items,
  locations,
  location,
  onLocationChange,
  emptyMessage = chartMessages.noRelevantData,
  ref,
}: TimelineProps) {
  const columns = timelineColumnCount(view);
  const dayStart = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const days = view === 'week' ? 7 : 1;
  const shown = items.filter((i) => {
    if (location && i.location !== location) return false;
    // Only items that overlap the period shown.
    return columnOf(i.start, dayStart, i.end) > 0 && columnOf(i.start, dayStart, i.start) < columns;
  });
  return (
    <section ref={ref} className={css.timeline} aria-label="Timeline">
      <div className={css.toolbar}>
        <IconButton
          icon="chevronLeft"
          aria-label={view === 'week' ? 'Previous week' : 'Previous day'}
          onPress={() => onDateChange(stepTimeline(date, view, -1))}
        />
        <span className={css.range}>{timelineDateParam(dayStart)}</span>
        <IconButton
          icon="chevronRight"
          aria-label={view === 'week' ? 'Next week' : 'Next day'}
          onPress={() => onDateChange(stepTimeline(date, view, 1))}
        />
        <Select
          label="View"
          options={TIMELINE_VIEWS.map((v) => ({ id: v, label: v === 'day' ? 'Day' : 'Week' }))}
          selectedKey={view}
          onSelectionChange={(v) => onViewChange(v as TimelineView)}
        />
        <Select
          label="Location"
          options={[
            { id: '__all', label: 'All locations' },
            ...locations.map((l) => ({ id: l, label: l })),
          ]}
          selectedKey={location ?? '__all'}
          onSelectionChange={(l) => onLocationChange(l === '__all' ? null : String(l))}
        />
      </div>
      <div className={css.scroller} tabIndex={0} role="region" aria-label="Scheduled scenarios">
        <div
          className={css.grid}
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(${view === 'week' ? 2 : 8}px, 1fr))`,
          }}
        >
          {Array.from({ length: days * 24 }, (_, h) => (
            <span
              key={h}
              className={css.hour}
              style={{ gridColumn: `${h * 4 + 1} / span 4` }}
              aria-hidden="true"
            >
              {h % (view === 'week' ? 24 : 3) === 0 ? `${h % 24}:00` : ''}
            </span>
          ))}
          {shown.length === 0 ? (
            <p className={css.empty} style={{ gridColumn: `1 / span ${columns}` }}>
              {emptyMessage}
            </p>
          ) : null}
          <ul className={css.items} style={{ gridColumn: `1 / span ${columns}` }}>
            {shown.map((item) => {
              const rawFrom = columnOf(item.start, dayStart, item.start);
              const rawTo = columnOf(item.start, dayStart, item.end);
              if (rawTo <= 0 || rawFrom >= columns) return null;
              const from = Math.max(0, rawFrom);
              const to = Math.min(columns, Math.max(from + 1, rawTo));
              const compact = isCompactItem(item.start, item.end);
              return (
                <li
                  key={item.id}
                  className={css.item}
                  data-compact={compact || undefined}
                  style={{ gridColumn: `${from + 1} / ${to + 1}` }}
                  title={`${item.title}${item.text ? `, ${item.text}` : ''} (${item.location})`}
                >
                  <span className={css.itemTitle}>{item.title}</span>
                  {compact ? null : <span className={css.itemLocation}>{item.location}</span>}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
