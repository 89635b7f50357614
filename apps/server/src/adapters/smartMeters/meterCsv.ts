import { assessQuality, type MeterDataQuality, type ParsedReading } from './meterQuality';
import { DAY_MS, HALF_HOUR_MS, halfHoursInUkDay, utcOfUkWallClock } from './ukClock';

export type { MeterDataQuality, ParsedReading } from './meterQuality';

export class MeterCsvError extends Error {}

/** The most rows read from one upload (designed: 10 years of half-hours is 175,320). */
export const MAX_CSV_ROWS = 250_000;

const TIME_COLUMNS = [
  'start',
  'start_local',
  'dt',
  'datetime',
  'timestamp',
  'time',
  'date',
  'reading_date',
];
const VALUE_COLUMNS = ['value', 'kwh', 'consumption', 'usage', 'reading'];

function cellsOf(line: string): string[] {
  return line.split(',').map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;
const UK_DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A timestamp: absolute when it has a zone, else UK wall-clock as UTC-like ms (`local: true`). */
export function parseTimestamp(text: string): { ms: number; local: boolean } | null {
  let parts: RegExpExecArray | null = DATE_TIME.exec(text);
  let year: number, month: number, day: number, hour: number, minute: number, second: number;
  let zone: string | undefined;
  if (parts) {
    [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
    hour = Number(parts[4] ?? 0);
    minute = Number(parts[5] ?? 0);
    second = Number(parts[6] ?? 0);
    zone = parts[7];
  } else if ((parts = UK_DATE_TIME.exec(text))) {
    [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
    hour = Number(parts[4] ?? 0);
    minute = Number(parts[5] ?? 0);
    second = Number(parts[6] ?? 0);
  } else return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1 || hour > 23) return null;
  if (!zone) return { ms: wall, local: true };
  if (zone === 'Z') return { ms: wall, local: false };
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offset = (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  return { ms: wall - sign * offset, local: false };
}

function numberOf(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** One row per local day: a date then the day's half-hours (46, 48 or 50 values). */
function parseDayRows(lines: readonly { line: string; number: number }[]) {
  const readings: ParsedReading[] = [];
  const unreadable: number[] = [];
  const dayLengths: { date: string; values: number }[] = [];
  for (const { line, number } of lines) {
    const [dateText = '', ...cells] = cellsOf(line);
    const date = parseTimestamp(dateText);
    if (!date || !date.local) {
      unreadable.push(number);
      continue;
    }
    const midnight = Math.floor(date.ms / DAY_MS) * DAY_MS;
    const firstUtc = utcOfUkWallClock(midnight)[0] ?? midnight;
    // A spring day written as 48 slots (folded): slots are wall-clock half-hours, the skipped
    // hour's two read on GMT and added to their instant (as in parsePairs).
    const folded = halfHoursInUkDay(midnight) === 46 && cells.length >= 48;
    let values = 0;
    cells.forEach((cell, slot) => {
      const kwh = numberOf(cell);
      if (kwh === null) return;
      values = slot + 1;
      if (folded) {
        const wall = midnight + slot * HALF_HOUR_MS;
        const instant = utcOfUkWallClock(wall)[0];
        readings.push({ start: instant ?? wall, kwh, line: number, folded: instant === undefined });
        return;
      }
      // Slots are consecutive half-hours from local midnight, so 46- and 50-slot days map exactly.
      readings.push({ start: firstUtc + slot * HALF_HOUR_MS, kwh, line: number });
    });
    // A folded day's 48 values fill the 46 half-hours of the day.
    const halfHours = folded && values === 48 ? 46 : values;
    dayLengths.push({ date: new Date(midnight).toISOString().slice(0, 10), values: halfHours });
  }
  return { readings, unreadable, dayLengths };
}

/** A time column and a value column (with or without a header). */
function parsePairs(
  lines: readonly { line: string; number: number }[],
  timeAt: number,
  valueAt: number,
) {
  const readings: ParsedReading[] = [];
  const unreadable: number[] = [];
  const seenLocal = new Set<number>();
  for (const { line, number } of lines) {
    const cells = cellsOf(line);
    const time = parseTimestamp(cells[timeAt] ?? '');
    const kwh = numberOf(cells[valueAt]);
    if (!time || kwh === null) {
      unreadable.push(number);
      continue;
    }
    let start = time.ms;
    if (time.local) {
      const instants = utcOfUkWallClock(time.ms);
      // October's repeated hour: the second row of the same local time is the later instant.
      const instant = seenLocal.has(time.ms) && instants.length === 2 ? instants[1] : instants[0];
      seenLocal.add(time.ms);
      if (instant === undefined) {
        // March's skipped hour does not exist on a UK clock, yet days folded into 48 slots (the
        // B&NES school meters) write it with real energy: read it on GMT, the clock the meter
        // still kept, and add it to the BST half-hour of the same instant so the day keeps its kWh.
        readings.push({ start: time.ms, kwh, line: number, folded: true });
        continue;
      }
      start = instant;
    }
    readings.push({ start, kwh, line: number });
  }
  return { readings, unreadable };
}

/**
 * Reads meter readings from CSV text in the layouts customers and samples use:
 * - a time and a value column with a header (`start,value` of the OpenEEmeter UK samples,
 *   `start_local,kwh`, `,dt,value` …), or bare `timestamp,value` pairs;
 * - one row per day: a date then 46, 48 or 50 half-hour values.
 * Times without a zone are UK local time (GMT/BST). Answers the readings (UTC starts, sorted,
 * duplicates dropped) and a data-quality report. Throws MeterCsvError when no layout fits.
 */
export function parseMeterCsv(text: string): {
  readings: { start: string; kwh: number; flag: 'negative' | 'spike' | null }[];
  quality: MeterDataQuality;
} {
  const all = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.trim() !== '');
  if (all.length === 0) throw new MeterCsvError('The file is empty.');
  if (all.length > MAX_CSV_ROWS + 1) {
    throw new MeterCsvError(`The file has more than ${MAX_CSV_ROWS} rows; split it by year.`);
  }
  const first = cellsOf(all[0]!.line);
  const hasHeader =
    parseTimestamp(first[0] ?? '') === null && parseTimestamp(first[1] ?? '') === null;
  const body = hasHeader ? all.slice(1) : all;
  if (body.length === 0) throw new MeterCsvError('The file has a header but no readings.');
  const widest = Math.max(...body.slice(0, 20).map(({ line }) => cellsOf(line).length));

  if (widest >= 47) {
    const { readings, unreadable, dayLengths } = parseDayRows(body);
    return assessQuality(readings, { layout: 'day-per-row', unreadable, dayLengths });
  }
  let timeAt = 0;
  let valueAt = 1;
  if (hasHeader) {
    const names = first.map((name) => name.toLowerCase());
    timeAt = names.findIndex((name) => TIME_COLUMNS.includes(name));
    valueAt = names.findIndex((name) => VALUE_COLUMNS.includes(name));
    if (timeAt < 0 || valueAt < 0) {
      throw new MeterCsvError(
        `Expected a time column (${TIME_COLUMNS.join(', ')}) and a value column (${VALUE_COLUMNS.join(', ')}), or one row per day with 48 half-hour values.`,
      );
    }
  } else if (first.length < 2) {
    throw new MeterCsvError('Expected timestamp,value pairs or one row per day with 48 values.');
  }
  const { readings, unreadable } = parsePairs(body, timeAt, valueAt);
  if (readings.length === 0) {
    throw new MeterCsvError('No row has a readable time and value (e.g. 2024-01-31 00:30,0.42).');
  }
  return assessQuality(readings, { layout: 'timestamp-value', unreadable, dayLengths: null });
}
