/**
 * Reads a meter file line by line into readings on the UTC time line. Feed it the file a piece
 * at a time (`push`), then `end()`; nothing but the readings is kept, so a large file streams.
 * The layouts it knows are listed in csvLayouts.ts.
 */
import { DAY_MS, halfHoursInUkDay, utcOfUkWallClock } from '../calibration/wallClock';
import { CsvLineSplitter, cellsOf, numberOf } from './csvText';
import {
  isEstimatedCell,
  layoutOfFirstRow,
  layoutOfHeader,
  TIME_COLUMNS,
  VALUE_COLUMNS,
  type CsvLayout,
  type DayRowLayout,
  type MeterCsvFormat,
  type ReadingRowLayout,
} from './csvLayouts';
import {
  DEFAULT_GAS_CALORIFIC_VALUE_MJ_PER_M3,
  kwhPerUnit,
  unitFromText,
  type EnergyUnit,
} from './energyUnits';
import { readTimestamp, type ReadTime } from './timestamps';

const HALF_HOUR_MS = DAY_MS / 48;

/** A file no layout fits, or one too large: the message says what to change. */
export class MeterCsvError extends Error {}

/** The most rows read from one file (designed: 10 years of half-hours is 175,320). */
const MAX_CSV_ROWS = 250_000;
/**
 * The longest line read (designed): a day's row of 50 half-hours with its meter, reading type and
 * cost columns is under 1,000 characters. A longer line is no meter file's, and a file without
 * line breaks would otherwise be held whole while its first line is awaited.
 */
const MAX_LINE_CHARS = 64 * 1024;
/** How many lines may come before the header (a spreadsheet's title rows) (designed). */
const HEADER_SEARCH_LINES = 12;

export interface MeterCsvOptions {
  /** The unit of the quantities when the file names none (the user's choice); default kWh. */
  unit?: EnergyUnit;
  /** Gas calorific value, MJ/m³, for volumes (the bill's figure); default 39.5. */
  calorificValueMjPerM3?: number;
  /** The meter's fuel, when known: zero runs on a gas meter are expected in summer. */
  fuel?: 'electricity' | 'gas';
  /** Default MAX_CSV_ROWS. */
  maxRows?: number;
  /** Called after each piece read: bytes and lines taken in, readings found. */
  onProgress?: (progress: MeterCsvProgress) => void;
}

export interface MeterCsvProgress {
  bytes: number;
  lines: number;
  readings: number;
}

/** A reading as the file wrote it, placed on the UTC time line. */
export interface RawReading {
  /** UTC ms of the period's start; NaN when the file gives only its end (n3rgy). */
  start: number;
  /** UTC ms of the period's end; NaN when the file gives none. */
  end: number;
  kwh: number;
  estimated: boolean;
  /** The file's line (1-based). */
  line: number;
  /** Written in March's skipped hour (a day folded into 48 slots): joins its instant's half-hour. */
  folded: boolean;
  /** The end was a bill's last day (Portfolio Manager): it may meet the next bill's start. */
  endIsLastDay: boolean;
}

export interface ParsedMeterCsv {
  format: MeterCsvFormat;
  layout: 'timestamp-value' | 'day-per-row';
  /** The unit the quantities were written in, and kWh per unit. */
  unit: EnergyUnit;
  kwhPerUnit: number;
  calorificValueMjPerM3: number;
  readings: RawReading[];
  /** Lines (1-based) with no readable time or value. */
  unreadable: number[];
  /** Day-per-row files: the values each day's row held. */
  dayLengths: { date: string; values: number }[] | null;
  /** Distinct meter numbers in a meter column (MPAN, MPRN, Portfolio Manager meter ID). */
  meters: string[];
  lines: number;
  bytes: number;
}

const isoDateOf = (wallMs: number) => new Date(wallMs).toISOString().slice(0, 10);

export class MeterCsvReader {
  private readonly splitter = new CsvLineSplitter();
  private readonly options: MeterCsvOptions;
  private layout: CsvLayout | null = null;
  private format: MeterCsvFormat = 'timestamp-value';
  private readonly pending: { cells: string[]; line: number }[] = [];
  private lineNumber = 0;
  private dataRows = 0;
  private readonly readings: RawReading[] = [];
  private readonly unreadable: number[] = [];
  private readonly dayLengths: { date: string; values: number }[] = [];
  private readonly meters = new Set<string>();
  /** Local times seen once: October's repeated hour names two instants, the second is later. */
  private readonly seenLocal = new Set<number>();
  private unit: EnergyUnit | null = null;

  constructor(options: MeterCsvOptions = {}) {
    this.options = options;
  }

  get progress(): MeterCsvProgress {
    return { bytes: this.splitter.bytes, lines: this.lineNumber, readings: this.readings.length };
  }

  /** Takes the next piece of the file. */
  push(piece: string | Uint8Array): void {
    for (const line of this.splitter.push(piece)) this.takeLine(line);
    if (this.splitter.unfinished > MAX_LINE_CHARS) {
      throw new MeterCsvError(
        `Line ${this.lineNumber + 1} is longer than ${MAX_LINE_CHARS.toLocaleString('en-GB')} characters: a meter file has a reading or a day on each line.`,
      );
    }
    this.options.onProgress?.(this.progress);
  }

  /** Reads the last line and answers everything read. */
  end(): ParsedMeterCsv {
    for (const line of this.splitter.end()) this.takeLine(line);
    this.options.onProgress?.(this.progress);
    if (this.lineNumber === 0 || (this.layout === null && this.pending.length === 0))
      throw new MeterCsvError('The file is empty.');
    if (this.layout === null) {
      throw new MeterCsvError(
        `Expected a time column (${TIME_COLUMNS.join(', ')}) and a value column (${VALUE_COLUMNS.join(', ')}), or one row per day with 48 half-hour values.`,
      );
    }
    if (this.dataRows === 0) throw new MeterCsvError('The file has a header but no readings.');
    if (this.readings.length === 0) {
      throw new MeterCsvError('No row has a readable time and value (e.g. 2024-01-31 00:30,0.42).');
    }
    const unit = this.unit ?? 'kWh';
    const calorificValueMjPerM3 =
      this.options.calorificValueMjPerM3 ?? DEFAULT_GAS_CALORIFIC_VALUE_MJ_PER_M3;
    return {
      format: this.format,
      layout: this.layout.shape,
      unit,
      kwhPerUnit: kwhPerUnit(unit, calorificValueMjPerM3),
      calorificValueMjPerM3,
      readings: this.readings,
      unreadable: this.unreadable,
      dayLengths: this.layout.shape === 'day-per-row' ? this.dayLengths : null,
      meters: [...this.meters],
      lines: this.lineNumber,
      bytes: this.splitter.bytes,
    };
  }

  private takeLine(line: string): void {
    this.lineNumber++;
    if (line.trim() === '' || /^[,\s]*$/.test(line)) return;
    const cells = cellsOf(line);
    if (this.layout === null) {
      this.findLayout(cells);
      return;
    }
    this.dataRows++;
    if (this.dataRows > (this.options.maxRows ?? MAX_CSV_ROWS))
      throw new MeterCsvError(
        `The file has more than ${this.options.maxRows ?? MAX_CSV_ROWS} rows; split it by year.`,
      );
    if (this.layout.shape === 'day-per-row') this.readDayRow(this.layout, cells);
    else this.readReadingRow(this.layout, cells);
  }

  /** Looks for a header (after up to a few title lines) or a first reading. */
  private findLayout(cells: string[]): void {
    const dataLayout = layoutOfFirstRow(cells);
    if (dataLayout) {
      this.begin(dataLayout);
      this.dataRows++;
      if (dataLayout.shape === 'day-per-row') this.readDayRow(dataLayout, cells);
      else this.readReadingRow(dataLayout, cells);
      return;
    }
    const headerLayout = layoutOfHeader(cells);
    if (headerLayout) {
      this.begin(headerLayout);
      return;
    }
    this.pending.push({ cells, line: this.lineNumber });
    if (this.pending.length >= HEADER_SEARCH_LINES) {
      throw new MeterCsvError(
        `Expected a time column (${TIME_COLUMNS.join(', ')}) and a value column (${VALUE_COLUMNS.join(', ')}), or one row per day with 48 half-hour values.`,
      );
    }
  }

  private begin(layout: CsvLayout): void {
    this.layout = layout;
    this.format = layout.format;
    this.unit = layout.unit ?? this.options.unit ?? null;
  }

  /** kWh per unit for this row: the header's unit, else the row's units cell, else the option. */
  private kwhFactor(cells: string[], layout: ReadingRowLayout | DayRowLayout): number {
    const cv = this.options.calorificValueMjPerM3 ?? DEFAULT_GAS_CALORIFIC_VALUE_MJ_PER_M3;
    if (layout.unit) return kwhPerUnit(layout.unit, cv);
    if (layout.shape === 'timestamp-value' && layout.unitColumn !== null) {
      const rowUnit = unitFromText(cells[layout.unitColumn] ?? '');
      if (rowUnit) {
        this.unit ??= rowUnit;
        return kwhPerUnit(rowUnit, cv);
      }
    }
    return kwhPerUnit(this.options.unit ?? 'kWh', cv);
  }

  private noteMeter(cells: string[], column: number | null): void {
    if (column === null || this.meters.size > 20) return;
    const id = (cells[column] ?? '').trim();
    if (id !== '') this.meters.add(id);
  }

  /** An instant from a time read: zoned as written, naive on the layout's clock. */
  private instantOf(time: ReadTime, clock: 'uk' | 'utc'): { ms: number; folded: boolean } {
    if (!time.local || clock === 'utc') return { ms: time.ms, folded: false };
    const instants = utcOfUkWallClock(time.ms);
    if (instants.length === 0) {
      // March's skipped hour does not exist on a UK clock, yet days folded into 48 slots write
      // it with real energy: read it on GMT, the clock the meter still kept, and add it to the
      // half-hour of the same instant so the day keeps its kWh.
      return { ms: time.ms, folded: true };
    }
    const repeated = instants.length === 2 && this.seenLocal.has(time.ms);
    if (instants.length === 2) this.seenLocal.add(time.ms);
    return { ms: repeated ? instants[1]! : instants[0]!, folded: false };
  }

  private readReadingRow(layout: ReadingRowLayout, cells: string[]): void {
    const time = readTimestamp(cells[layout.time] ?? '', layout.dateOrder);
    const quantity = numberOf(cells[layout.value]);
    if (!time || quantity === null) {
      this.unreadable.push(this.lineNumber);
      return;
    }
    if (this.readings.length === 0 && !time.local && /^1\d{9}$/.test(cells[layout.time]!.trim()))
      this.format = 'glowmarkt';
    const kwh = quantity * this.kwhFactor(cells, layout);
    const estimated =
      layout.estimatedColumn !== null && isEstimatedCell(cells[layout.estimatedColumn]);
    this.noteMeter(cells, layout.meterColumn);
    const at = this.instantOf(time, layout.naiveClock);
    let end = Number.NaN;
    let endIsLastDay = false;
    if (layout.end !== null) {
      const endTime = readTimestamp(cells[layout.end] ?? '', layout.dateOrder);
      if (endTime) {
        const dateOnly = endTime.local && endTime.ms % DAY_MS === 0;
        endIsLastDay = layout.endIsLastDay && dateOnly;
        const wall = endIsLastDay ? { ...endTime, ms: endTime.ms + DAY_MS } : endTime;
        end = this.instantOf(wall, layout.naiveClock).ms;
      }
    }
    const reading: RawReading =
      layout.stampAt === 'end'
        ? {
            start: Number.NaN,
            end: at.ms,
            kwh,
            estimated,
            line: this.lineNumber,
            folded: false,
            endIsLastDay,
          }
        : {
            start: at.ms,
            end,
            kwh,
            estimated,
            line: this.lineNumber,
            folded: at.folded,
            endIsLastDay,
          };
    this.readings.push(reading);
  }

  /** One row per local day: a date then the day's half-hours (46, 48 or 50 values). */
  private readDayRow(layout: DayRowLayout, cells: string[]): void {
    const date = readTimestamp(cells[layout.date] ?? '', layout.dateOrder);
    if (!date || !date.local) {
      this.unreadable.push(this.lineNumber);
      return;
    }
    const factor = this.kwhFactor(cells, layout);
    const estimated =
      layout.estimatedColumn !== null && isEstimatedCell(cells[layout.estimatedColumn]);
    this.noteMeter(cells, layout.meterColumn);
    const values = cells.slice(
      layout.firstValue,
      layout.values === null ? undefined : layout.firstValue + layout.values,
    );
    const midnight = Math.floor(date.ms / DAY_MS) * DAY_MS;
    const firstUtc = utcOfUkWallClock(midnight)[0] ?? midnight;
    // A spring day written as 48 slots (folded): slots are wall-clock half-hours, the skipped
    // hour's two read on GMT and added to their instant.
    const folded = halfHoursInUkDay(midnight) === 46 && values.filter((v) => v !== '').length >= 48;
    let written = 0;
    values.forEach((cell, slot) => {
      const quantity = numberOf(cell);
      if (quantity === null) return;
      written = slot + 1;
      const kwh = quantity * factor;
      const line = this.lineNumber;
      if (folded) {
        const wall = midnight + slot * HALF_HOUR_MS;
        const instant = utcOfUkWallClock(wall)[0];
        this.readings.push({
          start: instant ?? wall,
          end: Number.NaN,
          kwh,
          estimated,
          line,
          folded: instant === undefined,
          endIsLastDay: false,
        });
        return;
      }
      // Slots are consecutive half-hours from local midnight: 46- and 50-slot days map exactly.
      const start = firstUtc + slot * HALF_HOUR_MS;
      this.readings.push({
        start,
        end: start + HALF_HOUR_MS,
        kwh,
        estimated,
        line,
        folded: false,
        endIsLastDay: false,
      });
    });
    // A folded day's 48 values fill the 46 half-hours of the day.
    this.dayLengths.push({
      date: isoDateOf(midnight),
      values: folded && written === 48 ? 46 : written,
    });
  }
}
