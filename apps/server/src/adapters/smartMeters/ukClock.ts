import {
  DAY_MS,
  dayIndexOf,
  hoursInUkDay,
  isoDateOfDay,
  utcToUkWallClock,
} from '@wattwise/energy-model';

/**
 * The engine's UK wall clock (calibration/wallClock.ts: British Summer Time from 01:00 UTC on the
 * last Sunday of March to 01:00 UTC on the last Sunday of October, The Summer Time Order 2002),
 * in the forms the meter-data adapters read half-hours with. No clock rule is typed here.
 */
export { DAY_MS };
export const HOUR_MS = DAY_MS / 24;
export const HALF_HOUR_MS = HOUR_MS / 2;

/** UK wall-clock time as if it were UTC (read it back with getUTC* methods). */
export const ukWallClock = utcToUkWallClock;

/**
 * The UTC instants a UK wall-clock time names: one normally, two in the repeated hour of October
 * (earlier first), none in the skipped hour of March.
 */
export function utcOfUkWallClock(wallMs: number): number[] {
  return [wallMs - HOUR_MS, wallMs].filter((utc) => utcToUkWallClock(utc) === wallMs);
}

/** Half-hours in the UK local day that starts at this wall-clock midnight: 46, 48 or 50. */
export function halfHoursInUkDay(wallMidnightMs: number): number {
  return 2 * hoursInUkDay(dayIndexOf(wallMidnightMs));
}

/** The wall-clock date, yyyy-mm-dd. */
export function isoDate(wallMs: number): string {
  return isoDateOfDay(dayIndexOf(wallMs));
}
