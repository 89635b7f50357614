import {
  TIMELINE_COLUMNS_PER_DAY,
  TIMELINE_COMPACT_BELOW_HOURS,
  TIMELINE_COLUMNS_PER_HOUR,
  TIMELINE_TICK_HOURS,
  isCompactItem,
  timelineDayLabel,
  timelineItemColumns,
} from '@wattwise/domain';
import type { TimelineItem } from './Timeline';
import * as css from './Timeline.css';

const COMPACT_COLUMNS = TIMELINE_COMPACT_BELOW_HOURS * TIMELINE_COLUMNS_PER_HOUR;
/** A compact item starting from 18:00 runs its title leftwards, inside the day, not off its end. */
const LATE_COLUMN = 18 * TIMELINE_COLUMNS_PER_HOUR;
const columns = { gridTemplateColumns: `repeat(${TIMELINE_COLUMNS_PER_DAY}, minmax(0, 1fr))` };

/** The hour axis every day row shares: a tick every 3 hours, 0:00 to 21:00. */
export function TimelineHours() {
  return (
    <div className={css.hours} style={columns} aria-hidden="true">
      {TIMELINE_TICK_HOURS.map((h) => (
        <span
          key={h}
          className={css.hour}
          style={{ gridColumn: `${h * TIMELINE_COLUMNS_PER_HOUR + 1} / span 12` }}
        >
          {`${h}:00`}
        </span>
      ))}
    </div>
  );
}

export interface TimelineDayProps {
  day: Date;
  /** The items that touch this day (the caller filters them). */
  items: readonly TimelineItem[];
  /** The day's name above its row ('Mon 2 Nov'): the week view shows seven rows. */
  showLabel: boolean;
}

/**
 * One day's row: its items placed on 96 columns; an item that runs past midnight is cut at the
 * day's edge and marked as continuing, and goes on in the next row.
 */
export function TimelineDay({ day, items, showLabel }: TimelineDayProps) {
  const label = timelineDayLabel(day);
  return (
    <div className={css.day} role="group" aria-label={label.full}>
      {showLabel ? (
        <span className={css.dayLabel} aria-hidden="true">
          {label.short}
        </span>
      ) : null}
      <ul className={css.items} style={columns}>
        {items.map((item) => {
          const place = timelineItemColumns(item.start, item.end, day);
          if (!place) return null;
          // A piece under 4 hours on this row (the end of a night measure) is drawn like a
          // compact item: its title runs on past it instead of being cut to a few letters.
          const compact =
            isCompactItem(item.start, item.end) || place.to - place.from < COMPACT_COLUMNS;
          return (
            <li
              key={item.id}
              className={css.item}
              data-compact={compact || undefined}
              data-continues-before={place.continuesBefore || undefined}
              data-continues-after={place.continuesAfter || undefined}
              data-runs-left={(compact && place.from >= LATE_COLUMN) || undefined}
              style={{ gridColumn: `${place.from + 1} / ${place.to + 1}` }}
              title={`${item.title}${item.text ? `, ${item.text}` : ''} (${item.location})`}
            >
              <span className={css.itemTitle}>{item.title}</span>
              {compact ? null : <span className={css.itemLocation}>{item.location}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
