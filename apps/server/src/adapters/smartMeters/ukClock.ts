/**
 * UK civil time (The Summer Time Order 2002): British Summer Time, UTC+1, from 01:00 UTC on the
 * last Sunday of March to 01:00 UTC on the last Sunday of October; GMT otherwise. So a local day
 * has 46 half-hours in March and 50 in October.
 */
export const HALF_HOUR_MS = 30 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

function lastSundayUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

export function isBritishSummerTime(utcMs: number): boolean {
  const year = new Date(utcMs).getUTCFullYear();
  return utcMs >= lastSundayUtc(year, 2) && utcMs < lastSundayUtc(year, 9);
}

/** UK wall-clock time as if it were UTC (read it back with getUTC* methods). */
export function ukWallClock(utcMs: number): number {
  return utcMs + (isBritishSummerTime(utcMs) ? HOUR_MS : 0);
}

/**
 * The UTC instants a UK wall-clock time names: one normally, two in the repeated hour of October
 * (earlier first), none in the skipped hour of March.
 */
export function utcOfUkWallClock(wallMs: number): number[] {
  return [wallMs - HOUR_MS, wallMs].filter((utc) => ukWallClock(utc) === wallMs);
}

/** Half-hours in the UK local day that starts at this wall-clock midnight: 46, 48 or 50. */
export function halfHoursInUkDay(wallMidnightMs: number): number {
  const start = utcOfUkWallClock(wallMidnightMs)[0] ?? wallMidnightMs;
  const end = utcOfUkWallClock(wallMidnightMs + DAY_MS)[0] ?? wallMidnightMs + DAY_MS;
  return Math.round((end - start) / HALF_HOUR_MS);
}

export function isoDate(wallMs: number): string {
  return new Date(wallMs).toISOString().slice(0, 10);
}
