/**
 * Meter readings and outdoor temperatures from CSV text, for calibration and the command line.
 * Readings are read by the one meter-file reader (meterData/: every layout it knows, gas volumes
 * converted to kWh); temperatures by the simple `time,value` table below. Pure text in, readings
 * out; reading files is the caller's job.
 */
import { EnergyModelInputError } from '../errors';
import { MeterCsvError, MeterCsvReader, type MeterCsvOptions } from '../meterData/meterCsvReader';
import { meterSeriesOf } from '../meterData/meterReadings';
import type { IntervalReading, TemperatureReading } from './meterSeries';
import { parseToUkWallClock, utcToUkWallClock } from './wallClock';

const TIME_COLUMNS = [
  'start',
  'start_local',
  'dt',
  'datetime',
  'timestamp',
  'time',
  'date',
  'date_local',
];
/** Hourly readings, or daily means (`tmean_c` of the Open-Meteo daily export). */
const TEMPERATURE_COLUMNS = ['tempc', 'temperature', 'temp', 'tmean_c', 'tmean', 'value'];

function parseTable(
  text: string,
  field: string,
  valueNames: string[],
): { time: number; value: number }[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length < 2) throw new EnergyModelInputError(field, 'the CSV has no data rows');
  const header = lines[0]!.split(',').map((h) => h.trim().replace(/^"|"$/g, '').toLowerCase());
  const ti = header.findIndex((h) => TIME_COLUMNS.includes(h));
  const vi = valueNames.map((n) => header.indexOf(n)).find((i) => i >= 0) ?? -1;
  if (ti < 0 || vi < 0)
    throw new EnergyModelInputError(
      field,
      `expected a time column (${TIME_COLUMNS.join('/')}) and a value column`,
    );
  const rows: { time: number; value: number }[] = [];
  for (let i = 1; i < lines.length; i++) {
    const cells = lines[i]!.split(',');
    const time = parseToUkWallClock((cells[ti] ?? '').replace(/"/g, ''));
    const raw = (cells[vi] ?? '').trim();
    if (raw === '' || !Number.isFinite(time)) continue;
    const value = Number(raw);
    if (Number.isFinite(value)) rows.push({ time, value });
  }
  return rows;
}

/**
 * Interval readings (UK wall clock) of a meter file in any layout the meter-file reader knows;
 * a time read twice keeps its first reading.
 */
export function parseUsageCsv(text: string, options: MeterCsvOptions = {}): IntervalReading[] {
  const reader = new MeterCsvReader(options);
  try {
    reader.push(text);
    const { readings } = meterSeriesOf(reader.end().readings);
    return readings.map((r) => ({ wallMs: utcToUkWallClock(r.start), kwh: r.kwh }));
  } catch (error) {
    if (error instanceof MeterCsvError) throw new EnergyModelInputError('usage', error.message);
    throw error;
  }
}

export function parseTemperatureCsv(text: string): TemperatureReading[] {
  return parseTable(text, 'temperature', TEMPERATURE_COLUMNS).map((r) => ({
    wallMs: r.time,
    tempC: r.value,
  }));
}

/**
 * Parses `START/END` to a wall-clock period with END exclusive (`2020-04-01/2021-04-01` is 365
 * days): the library's convention. The command line takes inclusive end dates instead
 * (parseInclusivePeriod).
 */
export function parsePeriod(text: string, field: string): { start: number; end: number } {
  const [a, b] = text.split('/');
  const start = parseToUkWallClock(a ?? '');
  const end = parseToUkWallClock(b ?? '');
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) {
    throw new EnergyModelInputError(
      field,
      'expected START/END dates, END after START (e.g. 2020-04-01/2021-04-01)',
    );
  }
  return { start, end };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * Parses `START/END` as a reporting period is usually written, END included:
 * `2020-04-01/2021-03-31` is the 365 days from 1 April 2020 to 31 March 2021. A START or END with
 * a time of day (`2021-04-01T00:00`) is an instant, and an END instant is exclusive.
 */
export function parseInclusivePeriod(text: string, field: string): { start: number; end: number } {
  const [a = '', b = ''] = text.split('/').map((s) => s.trim());
  const start = parseToUkWallClock(a);
  const endAt = parseToUkWallClock(b);
  const end = DATE_ONLY.test(b) ? endAt + DAY_MS : endAt;
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) {
    throw new EnergyModelInputError(
      field,
      'expected START/END dates, END the last day included and not before START (e.g. 2020-04-01/2021-03-31)',
    );
  }
  return { start, end };
}

/** The first and last calendar days of a wall-clock period and how many days it spans. */
export function periodDays(period: { start: number; end: number }): {
  first: string;
  last: string;
  days: number;
} {
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    first: iso(period.start),
    last: iso(Math.ceil(period.end / DAY_MS) * DAY_MS - DAY_MS),
    days: Math.round((period.end - period.start) / DAY_MS),
  };
}
