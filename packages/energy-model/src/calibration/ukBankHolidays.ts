/**
 * England & Wales bank holidays by rule (Banking and Financial Dealings Act 1971 schedule as
 * applied by proclamation): New Year's Day, Good Friday, Easter Monday, first and last Monday of
 * May, last Monday of August, Christmas and Boxing Day, with weekend substitutes. One-off
 * holidays (jubilees, state funerals, the moved 2020 May holiday) are not included.
 */
import { DAY_MS } from './wallClock';

function dayIndex(y: number, m0: number, d: number): number {
  return Math.floor(Date.UTC(y, m0, d) / DAY_MS);
}

/** Easter Sunday (Gregorian, anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(y: number): number {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayIndex(y, month - 1, day);
}

function weekday(idx: number): number {
  return new Date(idx * DAY_MS).getUTCDay();
}

function firstMonday(y: number, m0: number): number {
  const first = dayIndex(y, m0, 1);
  return first + ((8 - weekday(first)) % 7);
}

function lastMonday(y: number, m0: number): number {
  const last = dayIndex(y, m0 + 1, 0);
  return last - ((weekday(last) + 6) % 7);
}

const cache = new Map<number, Set<number>>();

/** Set of day indices that are bank holidays in England & Wales in year `y`. */
export function bankHolidaysOf(y: number): Set<number> {
  const hit = cache.get(y);
  if (hit) return hit;
  const out = new Set<number>();
  let ny = dayIndex(y, 0, 1);
  while (weekday(ny) === 0 || weekday(ny) === 6) ny++;
  out.add(ny);
  const easter = easterSunday(y);
  out.add(easter - 2);
  out.add(easter + 1);
  out.add(firstMonday(y, 4));
  out.add(lastMonday(y, 4));
  out.add(lastMonday(y, 7));
  const xmas = dayIndex(y, 11, 25);
  const wd = weekday(xmas);
  if (wd === 6) {
    out.add(xmas + 2);
    out.add(xmas + 3);
  } else if (wd === 0) {
    out.add(xmas + 1);
    out.add(xmas + 2);
  } else if (wd === 5) {
    out.add(xmas);
    out.add(xmas + 3);
  } else {
    out.add(xmas);
    out.add(xmas + 1);
  }
  cache.set(y, out);
  return out;
}

/**
 * Working or not, by day index from 1950 to 2150 (0 not yet known, 1 working, 2 not): model fits
 * ask for the same days many times over.
 */
const KNOWN_FROM = Math.floor(Date.UTC(1950, 0, 1) / DAY_MS);
const known = new Uint8Array(Math.floor(Date.UTC(2150, 0, 1) / DAY_MS) - KNOWN_FROM);

/** True for Saturdays, Sundays and England & Wales bank holidays. */
export function isNonWorkingDay(idx: number): boolean {
  const k = idx - KNOWN_FROM;
  const hit = known[k];
  if (hit) return hit === 2;
  const d = new Date(idx * DAY_MS);
  const wd = d.getUTCDay();
  const off = wd === 0 || wd === 6 || bankHolidaysOf(d.getUTCFullYear()).has(idx);
  if (hit === 0) known[k] = off ? 2 : 1;
  return off;
}
