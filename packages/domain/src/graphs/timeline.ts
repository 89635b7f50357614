import type { TimelineView } from '../enums/analysisEnums';

/** Timeline grid: 96 columns a day, 4 per hour, 24 hours, 7 days a week (spec analysis §9). */
export const TIMELINE_COLUMNS_PER_HOUR = 4;
/** Hours per timeline day (spec analysis §9). */
const TIMELINE_HOURS_PER_DAY = 24;
/** 96 columns per day (spec analysis §9). */
export const TIMELINE_COLUMNS_PER_DAY = TIMELINE_COLUMNS_PER_HOUR * TIMELINE_HOURS_PER_DAY;
/** A week is 7 days (spec analysis §9). */
export const TIMELINE_DAYS_PER_WEEK = 7;
/** Items shorter than 4 hours are drawn compact (spec analysis §9). */
export const TIMELINE_COMPACT_BELOW_HOURS = 4;
/** Minute thresholds of the 15-minute rounding (spec analysis §9). */
const MINUTE_ROUNDING_THRESHOLDS = [8, 23, 38, 53] as const;

/**
 * Rounds minutes to 15-minute steps with thresholds 8, 23, 38, 53 (spec analysis §9):
 * 0-7 → 0, 8-22 → 15, 23-37 → 30, 38-52 → 45, 53-59 → 60 (the next hour).
 */
function roundMinutesToQuarter(minutes: number): 0 | 15 | 30 | 45 | 60 {
  const steps = MINUTE_ROUNDING_THRESHOLDS.filter((t) => minutes >= t).length;
  return (steps * 15) as 0 | 15 | 30 | 45 | 60;
}

/** Column (0-96) of a time of day: 4 per hour after rounding minutes (spec analysis §9). */
export function timelineColumn(hours: number, minutes: number): number {
  return hours * TIMELINE_COLUMNS_PER_HOUR + roundMinutesToQuarter(minutes) / 15;
}

/** Whether an item from start to end is compact: under 4 hours long (spec analysis §9). */
export function isCompactItem(start: Date, end: Date): boolean {
  return end.getTime() - start.getTime() < TIMELINE_COMPACT_BELOW_HOURS * 3_600_000;
}

/**
 * Previous or next period of the timeline: 1 day in day view, 7 days in week view
 * (spec analysis §4.3). UTC calendar days.
 */
export function stepTimeline(date: Date, view: TimelineView, direction: 1 | -1): Date {
  const days = view === 'week' ? TIMELINE_DAYS_PER_WEEK : 1;
  const next = new Date(date.getTime());
  next.setUTCDate(next.getUTCDate() + days * direction);
  return next;
}

/** Date as YYYY-MM-DD for the timeline call's date parameter (spec analysis §7.1). */
export function timelineDateParam(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/**
 * The wall clock of an ISO 8601 date-time as the timeline places it (spec analysis §4.3): the
 * building's local time written in the string ('2026-06-15T19:00:00+01:00' is 19:00), as a Date
 * whose UTC fields hold that wall clock, whatever the offset or the viewer's time zone. Measures
 * act by the building's clock, so a 19:00 switch-off stays at 19:00 in summer and in winter.
 */
export function timelineWallClock(iso: string): Date {
  const match = WALL_CLOCK.exec(iso);
  if (!match) throw new RangeError(`Not an ISO 8601 date-time: '${iso}'`);
  const [, y, mo, d, h, mi, s = '0'] = match;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}
