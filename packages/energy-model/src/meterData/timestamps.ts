/**
 * Times as meter files write them. A time with a zone (Z, +01:00) or a Unix time is an instant;
 * one without is a wall-clock time whose clock the layout names (UK local time for most files,
 * UTC for n3rgy's). Answers milliseconds: UTC for an instant, else the wall-clock time written as
 * if it were UTC (`local: true`), which the reader then places on its clock.
 */

export interface ReadTime {
  ms: number;
  /** No zone was written: `ms` is a wall-clock time. */
  local: boolean;
}

/** How a date written with slashes orders its day and month. */
export type DateOrder = 'day-first' | 'month-first';

const ISO =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const SLASHED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[T ,]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const YEAR_FIRST_SLASHED = /^(\d{4})\/(\d{1,2})\/(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
/**
 * Unix time in seconds, as Glowmarkt's API gives its readings: ten digits from 1 (September 2001
 * to May 2033), so a 13-digit MPAN in a date's place is never read as a time.
 */
const UNIX_SECONDS = /^1\d{9}$/;

function wallClock(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): number | null {
  // 24:00 closes a day in some supplier files (the 48th half-hour ends at 24:00).
  if (hour > 24 || (hour === 24 && (minute > 0 || second > 0)) || minute > 59 || second > 59)
    return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  return ms;
}

function zoneOffsetMs(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

/** Reads a date or date-time; null when the text is no time at all. */
export function readTimestamp(text: string, order: DateOrder = 'day-first'): ReadTime | null {
  const trimmed = text.trim();
  if (UNIX_SECONDS.test(trimmed)) return { ms: Number(trimmed) * 1000, local: false };
  let parts = ISO.exec(trimmed);
  if (parts) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = parts;
    const ms = wallClock(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
    if (ms === null) return null;
    return zone ? { ms: ms - zoneOffsetMs(zone), local: false } : { ms, local: true };
  }
  parts = YEAR_FIRST_SLASHED.exec(trimmed);
  if (parts) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = parts;
    const ms = wallClock(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
    return ms === null ? null : { ms, local: true };
  }
  parts = SLASHED.exec(trimmed);
  if (parts) {
    const [, a, b, y, h = '0', mi = '0', s = '0'] = parts;
    const [day, month] = order === 'day-first' ? [a, b] : [b, a];
    const ms = wallClock(Number(y), Number(month), Number(day), Number(h), Number(mi), Number(s));
    return ms === null ? null : { ms, local: true };
  }
  return null;
}
