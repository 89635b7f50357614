/**
 * Time handling for meter data. Readings are placed on the UK wall clock (Europe/London), as a
 * number of milliseconds "as if the wall-clock time were UTC". Calendar days and months are then
 * plain integer divisions, and clock-change days naturally hold 46 or 50 half-hours.
 */

const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** Last Sunday of a month (0-based month) at 01:00 UTC, when UK clocks change (since 1996, EU rule). */
function lastSundayOneAmUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const back = lastDay.getUTCDay();
  return Date.UTC(year, month, lastDay.getUTCDate() - back, 1);
}

/** Each year's summer time, [start, end) in UTC ms: asked once per reading, worked out once per year. */
const summerTimes = new Map<number, readonly [number, number]>();
function summerTimeOf(year: number): readonly [number, number] {
  let span = summerTimes.get(year);
  if (!span) {
    span = [lastSundayOneAmUtc(year, 2), lastSundayOneAmUtc(year, 9)];
    summerTimes.set(year, span);
  }
  return span;
}

/** The UTC year of an instant, without making a Date (years from 1970 to 2199). */
function utcYearOf(utcMs: number): number {
  let year = 1970 + Math.floor(utcMs / 31_556_952_000);
  while (Date.UTC(year, 0, 1) > utcMs) year--;
  while (Date.UTC(year + 1, 0, 1) <= utcMs) year++;
  return year;
}

/** True when British Summer Time is in force at this UTC instant. */
export function isBritishSummerTime(utcMs: number): boolean {
  const [start, end] = summerTimeOf(utcYearOf(utcMs));
  return utcMs >= start && utcMs < end;
}

/** UTC instant → UK wall-clock milliseconds. */
export function utcToUkWallClock(utcMs: number): number {
  return isBritishSummerTime(utcMs) ? utcMs + HOUR_MS : utcMs;
}

/** Number of wall-clock hours in a UK local day (23 on the spring change, 25 on the autumn one). */
export function hoursInUkDay(dayIndex: number): number {
  const startWall = dayIndex * DAY_MS;
  const [spring, autumn] = summerTimeOf(utcYearOf(startWall));
  if (Math.floor(spring / DAY_MS) === dayIndex) return 23;
  if (Math.floor(autumn / DAY_MS) === dayIndex) return 25;
  return 24;
}

const STAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Parses an ISO-like timestamp to UK wall-clock ms. A timestamp with an offset (or Z) is an
 * instant and is converted; a naive one is taken as UK local time already. Returns NaN if unreadable.
 */
export function parseToUkWallClock(text: string): number {
  const m = STAMP.exec(text.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = m;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (zone === undefined) return wall;
  if (zone === 'Z') return utcToUkWallClock(wall);
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.replace(/[+:-]/g, '');
  const offsetMin = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4));
  return utcToUkWallClock(wall - sign * offsetMin * 60_000);
}

/** Day index (days since 1970-01-01 on the UK wall clock). */
export function dayIndexOf(wallMs: number): number {
  return Math.floor(wallMs / DAY_MS);
}

/** Month key yyyy*12+month0 for a day index. */
export function monthKeyOfDay(dayIndex: number): number {
  const d = new Date(dayIndex * DAY_MS);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayOfDay(dayIndex: number): number {
  return (new Date(dayIndex * DAY_MS).getUTCDay() + 6) % 7;
}

/** ISO date (yyyy-mm-dd) of a day index. */
export function isoDateOfDay(dayIndex: number): string {
  return new Date(dayIndex * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The UTC instants a UK wall-clock time names: one normally, two in October's repeated hour
 * (earlier first), none in March's skipped hour.
 */
export function utcOfUkWallClock(wallMs: number): number[] {
  return [wallMs - HOUR_MS, wallMs].filter((utc) => utcToUkWallClock(utc) === wallMs);
}

/** Half-hours in the UK local day that starts at this wall-clock midnight: 46, 48 or 50. */
export function halfHoursInUkDay(wallMidnightMs: number): number {
  return 2 * hoursInUkDay(dayIndexOf(wallMidnightMs));
}
