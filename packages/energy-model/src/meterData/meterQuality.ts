/**
 * The data-quality report of a meter file, before anything is stored: gaps, repeats, negative
 * readings, runs of zeros, spikes against the meter's own pattern, clock-change days, estimated
 * reads and unreadable lines, each with the readings it concerns, a severity and a proposed
 * action. A pure function of the file's readings.
 */
import {
  DAY_MS,
  halfHoursInUkDay,
  isoDateOfDay,
  dayIndexOf,
  utcToUkWallClock,
} from '../calibration/wallClock';
import { METER_FILE_FORMAT_NAMES } from './csvLayouts';
import { conversionNote } from './energyUnits';
import type { MeterCsvOptions, ParsedMeterCsv } from './meterCsvReader';
import { MeterCsvError } from './meterCsvReader';
import { meterSeriesOf, type MeterReading, type MeterSeries } from './meterReadings';
import {
  FindingBook,
  findEstimates,
  findGaps,
  findNegatives,
  findRepeats,
  findSpikes,
  findUnreadable,
  findZeroRuns,
  gapSpans,
  iso,
  spikeThreshold,
  ukTimeLabel,
} from './qualityFindings';
import {
  EXAMPLES,
  FINDING_KINDS,
  MAX_FINDINGS_PER_KIND,
  type DayCount,
  type FindingKind,
  type MeterDataQuality,
  type QualityFinding,
} from './qualityTypes';
import { timeOfWeekProfile } from './typicalProfile';
import { isGasVolume } from './energyUnits';

const HALF_HOUR_MS = DAY_MS / 48;
/** The profile slot that stands for the file as a whole (no time of week has it). */
const FILE_AS_A_WHOLE = -1;

/** A reading of an upload with the findings that concern it. */
export interface UploadReading extends MeterReading {
  findings: string[];
}

/** A meter file read and checked: its readings, repeats, and the quality report. */
export interface MeterCsvUpload {
  readings: UploadReading[];
  repeats: MeterReading[];
  intervalMs: number;
  quality: MeterDataQuality;
}

/** Half-hours of each UK local day (its index) that fall in a gap between readings. */
function gapHalfHoursByDay(series: MeterSeries): Map<number, number> {
  const byDay = new Map<number, number>();
  for (const gap of gapSpans(series.readings, series.intervalMs)) {
    for (let t = gap.from; t < gap.to; t += HALF_HOUR_MS) {
      const day = dayIndexOf(utcToUkWallClock(t));
      byDay.set(day, (byDay.get(day) ?? 0) + 1);
    }
  }
  return byDay;
}

/**
 * Half-hours per UK local day, against the day's length on the clock. A day short only by a gap
 * between readings is not of the wrong length: the gap is reported once, as a gap (its times say
 * what is missing), not again as the day it falls in.
 */
function dayCounts(parsed: ParsedMeterCsv, series: MeterSeries) {
  const found = new Map<string, number>();
  if (parsed.dayLengths) {
    for (const day of parsed.dayLengths) found.set(day.date, day.values);
  } else if (series.intervalMs === HALF_HOUR_MS || series.intervalMs === 2 * HALF_HOUR_MS) {
    const perReading = series.intervalMs / HALF_HOUR_MS;
    const byDay = new Map<number, number>();
    for (const r of series.readings) {
      const day = dayIndexOf(utcToUkWallClock(r.start));
      byDay.set(day, (byDay.get(day) ?? 0) + perReading);
    }
    for (const [day, halfHours] of byDay) found.set(isoDateOfDay(day), halfHours);
  }
  const clockChangeDays: DayCount[] = [];
  const irregularDays: DayCount[] = [];
  const inGaps = found.size > 0 ? gapHalfHoursByDay(series) : new Map<number, number>();
  const dates = [...found.keys()].sort();
  for (const date of dates) {
    const expected = halfHoursInUkDay(Date.parse(`${date}T00:00:00Z`));
    const row = { date, expectedHalfHours: expected, foundHalfHours: found.get(date) ?? 0 };
    if (expected !== 48) clockChangeDays.push(row);
    // The first and last day of a file may be partial; other days must be whole.
    const edge = !parsed.dayLengths && (date === dates[0] || date === dates[dates.length - 1]);
    const gapped = inGaps.get(Date.parse(`${date}T00:00:00Z`) / DAY_MS) ?? 0;
    if (row.foundHalfHours + gapped !== expected && !edge) irregularDays.push(row);
  }
  return { clockChangeDays, irregularDays };
}

function dayFindings(days: ReturnType<typeof dayCounts>, series: MeterSeries, book: FindingBook) {
  const irregular = new Set(
    days.irregularDays.map((d) => Date.parse(`${d.date}T00:00:00Z`) / DAY_MS),
  );
  const byDay = new Map<number, number[]>();
  if (irregular.size > 0)
    series.readings.forEach((r, i) => {
      const day = dayIndexOf(utcToUkWallClock(r.start));
      if (!irregular.has(day)) return;
      const list = byDay.get(day) ?? [];
      list.push(i);
      byDay.set(day, list);
    });
  const label = (date: string) => ukTimeLabel(Date.parse(`${date}T12:00:00Z`), true);
  for (const day of days.clockChangeDays) {
    const forward = day.expectedHalfHours === 46;
    book.add({
      id: `clock-change-day:${day.date}`,
      kind: 'clock-change-day',
      severity: 'info',
      from: `${day.date}`,
      to: `${day.date}`,
      lines: null,
      count: day.foundHalfHours,
      message: `${label(day.date)}: the clocks went ${forward ? 'forward' : 'back'}, so the day has ${day.expectedHalfHours} half-hours; ${day.foundHalfHours} were read.`,
      proposed: 'accept',
      allowed: ['accept'],
    });
  }
  for (const day of days.irregularDays) {
    const indexes = byDay.get(Date.parse(`${day.date}T00:00:00Z`) / DAY_MS) ?? [];
    book.add(
      {
        id: `irregular-day:${day.date}`,
        kind: 'irregular-day',
        severity: 'warning',
        from: day.date,
        to: day.date,
        lines: indexes.length
          ? {
              first: series.readings[indexes[0]!]!.line,
              last: series.readings[indexes.at(-1)!]!.line,
            }
          : null,
        count: day.foundHalfHours,
        message: `${label(day.date)} has ${day.foundHalfHours} half-hours where a UK day that date has ${day.expectedHalfHours}.`,
        proposed: 'accept',
        allowed: ['accept', 'fix', 'drop'],
      },
      indexes,
    );
  }
}

/** Lists at most MAX_FINDINGS_PER_KIND of each kind, in time order within a kind. */
function listed(findings: QualityFinding[]) {
  const counts = Object.fromEntries(FINDING_KINDS.map((k) => [k, 0])) as Record<
    FindingKind,
    number
  >;
  const out: QualityFinding[] = [];
  for (const f of findings) {
    counts[f.kind]++;
    if (counts[f.kind] <= MAX_FINDINGS_PER_KIND) out.push(f);
  }
  return { findings: out, findingCounts: counts };
}

/** Checks a file's readings and reports what a user should know before they are stored. */
export function assessMeterData(
  parsed: ParsedMeterCsv,
  options: MeterCsvOptions = {},
): MeterCsvUpload {
  if (parsed.meters.length > 1) {
    throw new MeterCsvError(
      `The file holds readings of ${parsed.meters.length} meters (${parsed.meters.slice(0, 3).join(', ')}${parsed.meters.length > 3 ? ', …' : ''}); upload one meter's readings at a time.`,
    );
  }
  const series = meterSeriesOf(parsed.readings);
  const fuel = options.fuel ?? (isGasVolume(parsed.unit) ? 'gas' : null);
  const profile = timeOfWeekProfile(series.readings, series.intervalMs);
  const book = new FindingBook();
  findUnreadable(parsed.unreadable, parsed.lines, book);
  findRepeats(series, book);
  findGaps(series, book);
  findNegatives(series, book);
  findZeroRuns(series, book, fuel);
  findSpikes(series, book, profile);
  findEstimates(series, book);
  const days = dayCounts(parsed, series);
  dayFindings(days, series, book);

  const of = (kind: FindingKind) => book.findings.filter((f) => f.kind === kind);
  const gaps = of('gap');
  const readingsOf = (kind: FindingKind) => of(kind).reduce((s, f) => s + f.count, 0);
  const marked = (kind: FindingKind) =>
    series.readings.filter((_, i) => book.marks.get(i)?.some((id) => id.startsWith(`${kind}:`)));
  const { readings } = series;
  const quality: MeterDataQuality = {
    layout: parsed.layout,
    format: parsed.format,
    readAs: METER_FILE_FORMAT_NAMES[parsed.format],
    unit: parsed.unit,
    conversion: conversionNote(parsed.unit, parsed.calorificValueMjPerM3),
    intervalMinutes: Math.round(series.intervalMs / 60_000),
    readings: readings.length,
    first: readings[0] ? iso(readings[0].start) : null,
    last: readings.length ? iso(readings[readings.length - 1]!.start) : null,
    gaps: {
      count: gaps.length,
      missingReadings: readingsOf('gap'),
      examples: gaps.slice(0, EXAMPLES).map((g) => ({ from: g.from!, to: g.to! })),
    },
    duplicates: {
      count: series.repeats.length,
      examples: series.repeats.slice(0, EXAMPLES).map((r) => iso(r.start)),
    },
    negativeValues: {
      count: readingsOf('negative'),
      examples: marked('negative')
        .slice(0, EXAMPLES)
        .map((r) => iso(r.start)),
    },
    zeroRuns: {
      count: of('zero-run').length,
      readings: readingsOf('zero-run'),
      examples: of('zero-run')
        .slice(0, EXAMPLES)
        .map((f) => ({ from: f.from!, to: f.to! })),
    },
    spikes: {
      count: readingsOf('spike'),
      examples: marked('spike')
        .slice(0, EXAMPLES)
        .map((r) => iso(r.start)),
      thresholdKwh: readings.length ? spikeThreshold(profile, FILE_AS_A_WHOLE) : null,
    },
    estimatedReads: { count: readingsOf('estimated') },
    clockChangeDays: days.clockChangeDays,
    irregularDays: days.irregularDays,
    unreadableLines: {
      count: parsed.unreadable.length,
      examples: parsed.unreadable.slice(0, EXAMPLES),
    },
    ...listed(book.findings),
  };
  return {
    readings: readings.map((r, i) => ({ ...r, findings: book.marks.get(i) ?? [] })),
    repeats: series.repeats,
    intervalMs: series.intervalMs,
    quality,
  };
}
