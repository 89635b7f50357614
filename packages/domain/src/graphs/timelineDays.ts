import type { TimelineView } from '../enums/analysisEnums';
import { dateFormatter } from '../format/locale';
import { TIMELINE_COLUMNS_PER_DAY, TIMELINE_DAYS_PER_WEEK, timelineColumn } from './timeline';

const DAY_MS = 86_400_000;

/** The UTC days a timeline view shows from `date`: one for a day, seven for a week. */
export function timelineDays(date: Date, view: TimelineView): Date[] {
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const count = view === 'week' ? TIMELINE_DAYS_PER_WEEK : 1;
  return Array.from({ length: count }, (_, i) => new Date(first + i * DAY_MS));
}

const dayLabel = dateFormatter({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayName = dateFormatter({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A day of the week view as its row reads it, 'Mon 2 Nov', and in full for screen readers. */
export function timelineDayLabel(day: Date): { short: string; full: string } {
  return { short: dayLabel(day), full: dayName(day) };
}

/** Hour ticks of a day's axis, every 3 hours: 0:00, 3:00, … 21:00 (columns 0, 12, … 84). */
export const TIMELINE_TICK_HOURS = [0, 3, 6, 9, 12, 15, 18, 21] as const;

/**
 * The columns an item takes on one day's row (0–96), or null when it does not touch that day;
 * an item running past midnight continues on the next day's row. Times are wall-clock UTC fields
 * (timelineWallClock), minutes rounded to the quarter as the spec rounds them.
 */
export function timelineItemColumns(
  start: Date,
  end: Date,
  day: Date,
): { from: number; to: number; continuesBefore: boolean; continuesAfter: boolean } | null {
  const column = (t: Date) =>
    Math.floor((t.getTime() - day.getTime()) / DAY_MS) * TIMELINE_COLUMNS_PER_DAY +
    timelineColumn(t.getUTCHours(), t.getUTCMinutes());
  const rawFrom = column(start);
  const rawTo = column(end);
  if (rawTo <= 0 || rawFrom >= TIMELINE_COLUMNS_PER_DAY) return null;
  const from = Math.max(0, rawFrom);
  const to = Math.min(TIMELINE_COLUMNS_PER_DAY, Math.max(from + 1, rawTo));
  return {
    from,
    to,
    continuesBefore: rawFrom < 0,
    continuesAfter: rawTo > TIMELINE_COLUMNS_PER_DAY,
  };
}
