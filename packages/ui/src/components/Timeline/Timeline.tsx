import type { Ref } from 'react';
import {
  chartMessages,
  TIMELINE_VIEWS,
  stepTimeline,
  timelineDateParam,
  timelineDays,
  timelineItemColumns,
  type TimelineView,
} from '@wattwise/domain';
import { IconButton } from '../IconButton/IconButton';
import { Select } from '../Select/Select';
import * as css from './Timeline.css';
import { TimelineDay, TimelineHours } from './TimelineDay';

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

/**
 * Scheduled scenarios by day or week (spec analysis §4.3, §9): each day is a row of 96 columns
 * (4 an hour) under one hour axis, so a week is seven day rows, each named ('Mon 2 Nov'), and an
 * item keeps the width it has in the day view; items under 4 hours are compact; previous/next and
 * a location filter.
 */
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
  const days = timelineDays(date, view);
  const inLocation = items.filter((i) => !location || i.location === location);
  const shownOn = (day: Date) =>
    inLocation.filter((i) => timelineItemColumns(i.start, i.end, day) !== null);
  const nothingShown = days.every((day) => shownOn(day).length === 0);
  return (
    <section ref={ref} className={css.timeline} aria-label="Timeline">
      <div className={css.toolbar}>
        <IconButton
          icon="chevronLeft"
          aria-label={view === 'week' ? 'Previous week' : 'Previous day'}
          onPress={() => onDateChange(stepTimeline(date, view, -1))}
        />
        <span className={css.range}>{timelineDateParam(days[0]!)}</span>
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
        <div className={css.days}>
          <TimelineHours />
          {nothingShown ? (
            <p className={css.empty}>{emptyMessage}</p>
          ) : (
            days.map((day) => (
              <TimelineDay
                key={day.getTime()}
                day={day}
                items={shownOn(day)}
                showLabel={view === 'week'}
              />
            ))
          )}
        </div>
      </div>
    </section>
  );
}
