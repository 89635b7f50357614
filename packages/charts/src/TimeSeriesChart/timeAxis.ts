import { dateFormatter } from '@wattwise/domain';
import type { ScaleTime } from 'd3-scale';

/**
 * Tick labels per tick spacing, so the axis reads well for every granularity (hours to years).
 * Made on first use (domain's dateFormatter): not when a page that never draws an axis loads.
 */
const utc = (options: Intl.DateTimeFormatOptions) => dateFormatter({ timeZone: 'UTC', ...options });
const hourMinute = utc({ hour: '2-digit', minute: '2-digit' });
const dayMonth = utc({ day: 'numeric', month: 'short' });
const month = utc({ month: 'short' });
const monthYear = utc({ month: 'short', year: 'numeric' });
const year = utc({ year: 'numeric' });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Horizontal room per tick label, in px. */
const TICK_SPACING_PX = 80;
/** Fewest ticks an axis shows, however narrow (a year on a phone still shows its quarters). */
const MIN_TICKS = 3;

export interface TimeTick {
  readonly value: number;
  readonly label: string;
}

/**
 * Ticks of a UTC time scale with labels chosen by the spacing of the ticks: times of day for
 * hourly ticks (the date at midnight), day and month for daily and weekly ticks, month names
 * (with the year in January) for monthly ticks, years for yearly ticks.
 */
export function timeTicks(scale: ScaleTime<number, number>, width: number): TimeTick[] {
  let count = Math.max(MIN_TICKS, Math.floor(width / TICK_SPACING_PX));
  let ticks = scale.ticks(count).map((d) => d.getTime());
  // d3 may round a small count down to one tick per year; ask for more until there are enough.
  while (ticks.length < MIN_TICKS && count < MIN_TICKS * 4) {
    count++;
    ticks = scale.ticks(count).map((d) => d.getTime());
  }
  const [from, to] = scale.domain().map((d) => d.getTime()) as [number, number];
  const step = ticks.length > 1 ? ticks[1]! - ticks[0]! : Math.max(HOUR, to - from);
  return ticks.map((value) => ({ value, label: tickLabel(value, step) }));
}

function tickLabel(value: number, step: number): string {
  const d = new Date(value);
  if (step < DAY) {
    return d.getUTCHours() === 0 && d.getUTCMinutes() === 0 ? dayMonth(d) : hourMinute(d);
  }
  if (step < 28 * DAY) return dayMonth(d);
  if (step < 360 * DAY) return d.getUTCMonth() === 0 ? monthYear(d) : month(d);
  return year(d);
}
