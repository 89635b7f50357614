/**
 * Approximate England school holidays by rule (assumption: the typical pattern of English local
 * authorities' term dates, e.g. Bath & North East Somerset 2013–2018): Christmas 21 Dec – 3 Jan,
 * a February half-term week (the Monday between 12 and 18 Feb), Easter (from the Monday before
 * Easter Sunday to the Friday after next), the May half-term week (the week of the last Monday of
 * May), summer 23 Jul – 31 Aug and the October half-term week (the Monday between 22 and 28 Oct).
 * Authorities differ by days, so it is a candidate day type chosen only by validation inside the
 * baseline (changePoint dayTypes 'school'), never assumed.
 */
import { easterSunday } from './ukBankHolidays';
import { DAY_MS } from './wallClock';

const dayIndex = (y: number, m0: number, d: number): number =>
  Math.floor(Date.UTC(y, m0, d) / DAY_MS);

/** First Monday on or after day index `idx`. */
const mondayFrom = (idx: number): number => idx + ((8 - new Date(idx * DAY_MS).getUTCDay()) % 7);

const cache = new Map<number, [number, number][]>();

/** [first, last] day-index ranges (inclusive) of the school holidays of year `y`. */
function schoolHolidayRanges(y: number): [number, number][] {
  const hit = cache.get(y);
  if (hit) return hit;
  const easter = easterSunday(y);
  const feb = mondayFrom(dayIndex(y, 1, 12));
  const oct = mondayFrom(dayIndex(y, 9, 22));
  const lastMay = dayIndex(y, 5, 0);
  const mayMonday = lastMay - ((new Date(lastMay * DAY_MS).getUTCDay() + 6) % 7);
  const out: [number, number][] = [
    [dayIndex(y, 0, 1), dayIndex(y, 0, 3)],
    [feb, feb + 4],
    [easter - 6, easter + 12],
    [mayMonday, mayMonday + 4],
    [dayIndex(y, 6, 23), dayIndex(y, 7, 31)],
    [oct, oct + 4],
    [dayIndex(y, 11, 21), dayIndex(y, 11, 31)],
  ];
  cache.set(y, out);
  return out;
}

/** Holiday or not, by day index from 1950 to 2150 (0 not yet known, 1 term, 2 holiday). */
const KNOWN_FROM = dayIndex(1950, 0, 1);
const known = new Uint8Array(dayIndex(2150, 0, 1) - KNOWN_FROM);

/** True on an approximate England school-holiday day. */
export function isSchoolHoliday(idx: number): boolean {
  const k = idx - KNOWN_FROM;
  const hit = known[k];
  if (hit) return hit === 2;
  const y = new Date(idx * DAY_MS).getUTCFullYear();
  const holiday = schoolHolidayRanges(y).some(([a, b]) => idx >= a && idx <= b);
  if (hit === 0) known[k] = holiday ? 2 : 1;
  return holiday;
}
