/**
 * Which columns of a meter file hold what. The layouts read, and where each is described:
 *
 * - `octopus`: Octopus Energy's consumption download, `Consumption (kWh), Start, End` (gas:
 *   `Consumption (m³)`), times with their offset, one row per half-hour. Its REST API gives the
 *   same as `consumption, interval_start, interval_end` (SMETS2 gas meters in m³)
 *   (developer.octopus.energy, consumption endpoint; the download's header as public readers of
 *   it quote it, leading spaces included).
 * - `n3rgy`: n3rgy's consumer download (a DCC "Other User"), `timestamp (UTC),
 *   energyConsumption (kWh)` or `(m3)`, sometimes with a device ID column. Times are UTC and
 *   mark the END of each half-hour (n3rgy support, "Data, dates, times, consumption and tariffs",
 *   2023; "Consumer Portal – Output Files Formats", 2024).
 * - `glowmarkt`: readings of Hildebrand's Glowmarkt API (the Bright app's DCC data) written as
 *   `timestamp,value` with the Unix time in seconds of each period's start (Glowmarkt API data
 *   retrieval documentation for Bright users, v1.6, 2020).
 * - `portfolio-manager`: ENERGY STAR Portfolio Manager's meter-entry spreadsheet, `Start Date,
 *   End Date, Usage/Quantity` with `Usage Units`, `Cost ($)` and `Estimation` (Yes/No); dates
 *   MM/DD/YYYY; a bill's End Date may equal the next bill's Start Date (Portfolio Manager Help:
 *   "How do I use the simple spreadsheet upload?", "How (and when) do I enter an estimated meter
 *   entry?", "Why is my meter getting an error message?").
 * - `uk-day-rows`: one row per day as UK suppliers and AMR platforms export half-hourly data, a
 *   date then 48 half-hours (46 on the spring clock-change day, 50 on the autumn one), e.g.
 *   B&NES Council's Systems Link export (`_00_30 … _24_00`, kWh) that Energy Sparks reads;
 *   headers `HH01…HH48`, `00:30…24:00` or none; a reading-type column (A/E) marks estimates.
 * - `openeemeter`: `start,value` of the OpenEEmeter samples (UK local time, no zone).
 * - `timestamp-value`: any other time and value columns (a header from the lists below, or
 *   bare `timestamp,value` pairs); daily rows and monthly bills read the same way.
 */
import { readTimestamp, type DateOrder } from './timestamps';
import { numberOf } from './csvText';
import { unitFromText, type EnergyUnit } from './energyUnits';

export type MeterCsvFormat =
  | 'octopus'
  | 'n3rgy'
  | 'glowmarkt'
  | 'portfolio-manager'
  | 'uk-day-rows'
  | 'openeemeter'
  | 'timestamp-value';

/**
 * What each layout is, in the words the quality report shows beside "Read as": the file's kind as
 * its user knows it (who exports it), never the reader's own name for it.
 */
export const METER_FILE_FORMAT_NAMES: Record<MeterCsvFormat, string> = {
  octopus: 'Half-hourly readings with start and end times (Octopus Energy download)',
  n3rgy: 'Half-hourly smart meter readings, times at the end of each period (n3rgy, DCC data)',
  glowmarkt: 'Smart meter readings with Unix times (Glowmarkt or Bright app, DCC data)',
  'portfolio-manager': 'Bills with start and end dates (ENERGY STAR Portfolio Manager template)',
  'uk-day-rows': 'Half-hourly readings, one column per period (supplier export)',
  openeemeter: 'A reading per row: its start time and value (OpenEEmeter layout)',
  'timestamp-value': 'A reading per row: a time and a value',
};

/** One reading per row: a time (or a period) and a quantity. */
export interface ReadingRowLayout {
  shape: 'timestamp-value';
  format: MeterCsvFormat;
  time: number;
  end: number | null;
  value: number;
  /** What the time column marks: the period's start (most files) or its end (n3rgy). */
  stampAt: 'start' | 'end';
  /** The clock of times written without a zone. */
  naiveClock: 'uk' | 'utc';
  dateOrder: DateOrder;
  /** An end written as a date is the period's last day (Portfolio Manager), not its end. */
  endIsLastDay: boolean;
  unit: EnergyUnit | null;
  unitColumn: number | null;
  estimatedColumn: number | null;
  meterColumn: number | null;
}

/** One row per day: a date, then the day's half-hours. */
export interface DayRowLayout {
  shape: 'day-per-row';
  format: 'uk-day-rows';
  date: number;
  firstValue: number;
  /** How many value columns the header names (null without a header: every cell after). */
  values: number | null;
  dateOrder: DateOrder;
  unit: EnergyUnit | null;
  estimatedColumn: number | null;
  meterColumn: number | null;
}

export type CsvLayout = ReadingRowLayout | DayRowLayout;

export const TIME_COLUMNS = [
  'start',
  'start_local',
  'dt',
  'datetime',
  'timestamp',
  'time',
  'date',
  'date_local',
  'reading_date',
  'read_date',
  'interval_start',
  'period_start',
  'start date',
  'from',
];
const END_COLUMNS = ['end', 'end_local', 'interval_end', 'period_end', 'end date', 'to'];
export const VALUE_COLUMNS = [
  'value',
  'kwh',
  'consumption',
  'usage',
  'reading',
  'energy',
  'quantity',
  'usage/quantity',
  'energyconsumption',
];
const METER_COLUMNS = ['mpan', 'mprn', 'mpxn', 'meter id', 'portfolio manager meter id', 'meter'];

/** A header cell lower-cased, without its unit in brackets: "Consumption (kWh)" → "consumption". */
const baseName = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Header names of half-hour columns: HH01, hh1, 00:30, _00_30, 00:00-00:30, P1, kWh_1. */
const HALF_HOUR_NAME =
  /^(hh ?\d{1,2}|_?\d{1,2}[:_]\d{2}( ?- ?\d{1,2}[:_]\d{2})?|(p|period|kwh|hh)_?\d{1,2}|\d{1,2})$/i;

function estimatedColumnOf(names: string[]): number | null {
  const i = names.findIndex(
    (n) =>
      n.includes('estimat') ||
      ['type', 'reading type', 'read type', 'actual/estimated', 'status', 'quality'].includes(n),
  );
  return i >= 0 ? i : null;
}

/** A cell of an estimate column that marks the reading estimated (E, Est, Estimated, Yes). */
export function isEstimatedCell(text: string | undefined): boolean {
  const t = (text ?? '').trim().toLowerCase();
  return (
    t === 'e' || t === 'est' || t.startsWith('estimate') || t === 'yes' || t === 'y' || t === 'true'
  );
}

const indexOfAny = (names: string[], wanted: readonly string[]) => {
  for (const w of wanted) {
    const i = names.indexOf(w);
    if (i >= 0) return i;
  }
  return -1;
};

function readingLayout(
  format: MeterCsvFormat,
  names: string[],
  cells: string[],
  columns: { time: number; end: number; value: number },
  overrides: Partial<ReadingRowLayout> = {},
): ReadingRowLayout {
  const meter = indexOfAny(names, METER_COLUMNS);
  return {
    shape: 'timestamp-value',
    format,
    time: columns.time,
    end: columns.end >= 0 ? columns.end : null,
    value: columns.value,
    stampAt: 'start',
    naiveClock: 'uk',
    dateOrder: 'day-first',
    endIsLastDay: false,
    unit: unitFromText(cells[columns.value] ?? ''),
    unitColumn: null,
    estimatedColumn: estimatedColumnOf(names),
    meterColumn: meter >= 0 ? meter : null,
    ...overrides,
  };
}

/** The layout a header row names, or null when it names none of ours. */
export function layoutOfHeader(cells: readonly string[]): CsvLayout | null {
  const names = cells.map(baseName);
  const raw = cells.map((c) => c.toLowerCase());
  const halfHours = names.filter((n) => HALF_HOUR_NAME.test(n)).length;
  if (halfHours >= 46) {
    const firstValue = names.findIndex((n) => HALF_HOUR_NAME.test(n));
    const dateAt = names.findIndex((n, i) => i < firstValue && /date|day/.test(n));
    const meter = indexOfAny(names, METER_COLUMNS);
    return {
      shape: 'day-per-row',
      format: 'uk-day-rows',
      date: dateAt >= 0 ? dateAt : 0,
      firstValue,
      values: halfHours,
      dateOrder: 'day-first',
      unit: unitFromText(cells.join(' ')),
      estimatedColumn: estimatedColumnOf(names.slice(0, firstValue)),
      meterColumn: meter >= 0 && meter < firstValue ? meter : null,
    };
  }
  const start = names.indexOf('start date');
  const usage = indexOfAny(names, ['usage/quantity', 'usage', 'quantity']);
  if (start >= 0 && names.includes('end date') && usage >= 0) {
    const units = names.indexOf('usage units');
    return readingLayout(
      'portfolio-manager',
      names,
      [...cells],
      { time: start, end: names.indexOf('end date'), value: usage },
      { dateOrder: 'month-first', endIsLastDay: true, unitColumn: units >= 0 ? units : null },
    );
  }
  const n3rgyTime = raw.findIndex((r) => /^timestamp\s*\(utc\)$/.test(r));
  const n3rgyValue = names.indexOf('energyconsumption');
  if (n3rgyTime >= 0 && n3rgyValue >= 0) {
    return readingLayout(
      'n3rgy',
      names,
      [...cells],
      { time: n3rgyTime, end: -1, value: n3rgyValue },
      { stampAt: 'end', naiveClock: 'utc' },
    );
  }
  const consumption = names.indexOf('consumption');
  const octopusStart = indexOfAny(names, ['start', 'interval_start']);
  if (consumption >= 0 && octopusStart >= 0 && indexOfAny(names, ['end', 'interval_end']) >= 0) {
    return readingLayout('octopus', names, [...cells], {
      time: octopusStart,
      end: indexOfAny(names, ['end', 'interval_end']),
      value: consumption,
    });
  }
  const time = indexOfAny(names, TIME_COLUMNS);
  const value = indexOfAny(names, VALUE_COLUMNS);
  if (time < 0 || value < 0) return null;
  const openeemeter = names.length === 2 && names[0] === 'start' && names[1] === 'value';
  return readingLayout(openeemeter ? 'openeemeter' : 'timestamp-value', names, [...cells], {
    time,
    end: indexOfAny(names, END_COLUMNS),
    value,
  });
}

/** The layout of a file with no header, from its first row; null when the row is no reading. */
export function layoutOfFirstRow(cells: readonly string[]): CsvLayout | null {
  const dateAt = cells.slice(0, 4).findIndex((c) => readTimestamp(c) !== null);
  if (dateAt < 0) return null;
  const numbersAfter = cells.slice(dateAt + 1).filter((c) => numberOf(c) !== null).length;
  if (numbersAfter >= 46) {
    return {
      shape: 'day-per-row',
      format: 'uk-day-rows',
      date: dateAt,
      firstValue: dateAt + 1,
      values: null,
      dateOrder: 'day-first',
      unit: null,
      estimatedColumn: null,
      meterColumn: null,
    };
  }
  const value = cells.findIndex((c, i) => i > dateAt && numberOf(c) !== null);
  if (value < 0) return null;
  const unix = /^1\d{9}$/.test(cells[dateAt]!.trim());
  return readingLayout(unix ? 'glowmarkt' : 'timestamp-value', [], [], {
    time: dateAt,
    end: -1,
    value,
  });
}
