/**
 * The checks of a meter file's readings, each giving findings with a proposed action. The
 * readings each finding concerns are marked so a user's choices can be applied (qualityChoices).
 */
import { DAY_MS, utcOfUkWallClock, utcToUkWallClock } from '../calibration/wallClock';
import type { MeterReading, MeterSeries } from './meterReadings';
import { BILL_INTERVAL_MS } from './meterReadings';
import {
  MAD_TO_STANDARD_DEVIATION,
  median,
  sameTimeOfWeekNear,
  type TimeOfWeekProfile,
} from './typicalProfile';
import type { QualityAction, QualityFinding } from './qualityTypes';

/**
 * A spike is a reading more than this many robust spreads (MAD × 1.4826) above what the meter
 * reads at the same time of week in the weeks around it (designed: see SPIKE_* in the README's
 * quality figures, measured on the shared UK meters).
 */
const SPIKE_SPREADS = 12;
/**
 * The spread used is at least this share of the usual reading there (or of the meter's typical
 * positive reading, when larger), so a time of week that always reads the same (a school at
 * night) does not flag its small wobbles (designed).
 */
const SPREAD_FLOOR_SHARE = 0.25;
/**
 * …and more than this many times the meter's 99th-percentile reading, so the peaks a meter
 * reaches in normal use (a kettle in a home, a boiler starting on a cold morning) are not spikes
 * (designed).
 */
const SPIKE_HIGH_READING_FACTOR = 2;
/** Fewer readings than this around a reading: the time-of-week profile stands in (designed). */
const MIN_NEAR_READINGS = 4;
/** A run of zero readings is reported when it lasts at least a day (designed). */
const ZERO_RUN_MS = DAY_MS;
/** Gaps up to this long are proposed for filling; longer ones are left as gaps (designed). */
const SHORT_GAP_MS = 2 * 3_600_000;

export const iso = (ms: number) => new Date(ms).toISOString();

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A time as a UK reader says it: "1 Feb 2024 05:00" (UK clock), the date alone for days. A time
 * of October's repeated hour names its clock ("27 Oct 2013 01:00 BST", "… 01:00 GMT"), as it
 * would otherwise name two instants.
 */
export function ukTimeLabel(utcMs: number, dateOnly = false): string {
  const wall = utcToUkWallClock(utcMs);
  const d = new Date(wall);
  const date = `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  if (dateOnly) return date;
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  const repeated = utcOfUkWallClock(wall).length > 1;
  return `${date} ${hh}:${mm}${repeated ? (wall > utcMs ? ' BST' : ' GMT') : ''}`;
}

/** The name of `count` readings `intervalMs` apart: "6 half-hours", "1 day". */
function readingsLabel(count: number, intervalMs: number): string {
  const unit =
    intervalMs === DAY_MS / 48
      ? 'half-hour'
      : intervalMs === DAY_MS / 24
        ? 'hour'
        : intervalMs === DAY_MS
          ? 'day'
          : 'reading';
  return `${count.toLocaleString('en-GB')} ${unit}${count === 1 ? '' : 's'}`;
}

/** Collects findings and marks the readings each concerns. */
export class FindingBook {
  readonly findings: QualityFinding[] = [];
  /** Reading index → the ids of the findings that concern it. */
  readonly marks = new Map<number, string[]>();

  add(finding: QualityFinding, readingIndexes: Iterable<number> = []): void {
    this.findings.push(finding);
    for (const i of readingIndexes) {
      const list = this.marks.get(i) ?? [];
      list.push(finding.id);
      this.marks.set(i, list);
    }
  }
}

const span = (readings: readonly MeterReading[], from: number, to: number) => ({
  from: iso(readings[from]!.start),
  to: iso(readings[to]!.end),
  lines: { first: readings[from]!.line, last: readings[to]!.line },
});

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => from + k);

/** Runs of consecutive readings meeting `test`, as [first, last] indexes. */
function runsOf(readings: readonly MeterReading[], test: (r: MeterReading, i: number) => boolean) {
  const runs: [number, number][] = [];
  let first = -1;
  readings.forEach((r, i) => {
    const contiguous = i > 0 && readings[i - 1]!.end === r.start;
    if (test(r, i)) {
      if (first < 0 || !contiguous) {
        if (first >= 0) runs.push([first, i - 1]);
        first = i;
      }
    } else if (first >= 0) {
      runs.push([first, i - 1]);
      first = -1;
    }
  });
  if (first >= 0) runs.push([first, readings.length - 1]);
  return runs;
}

const FIXABLE: QualityAction[] = ['accept', 'fix', 'drop'];
const allowedFor = (intervalMs: number): QualityAction[] =>
  intervalMs <= DAY_MS ? FIXABLE : ['accept', 'drop'];

/** The spans between readings where readings are missing. */
export function gapSpans(readings: readonly MeterReading[], intervalMs: number) {
  const spans: { from: number; to: number; before: number; after: number; short: boolean }[] = [];
  for (let i = 1; i < readings.length; i++) {
    const from = readings[i - 1]!.end;
    const to = readings[i]!.start;
    // Bills may leave a day between them (a meter read the morning after); a reading's worth is a gap.
    if (to - from < Math.min(intervalMs, BILL_INTERVAL_MS) * 0.999) continue;
    const short = to - from <= SHORT_GAP_MS && intervalMs < DAY_MS;
    spans.push({ from, to, before: readings[i - 1]!.line, after: readings[i]!.line, short });
  }
  return spans;
}

export function findGaps(series: MeterSeries, book: FindingBook): void {
  const { readings, intervalMs } = series;
  const dateOnly = intervalMs >= DAY_MS;
  for (const gap of gapSpans(readings, intervalMs)) {
    const missing = Math.max(1, Math.round((gap.to - gap.from) / intervalMs));
    book.add({
      id: `gap:${iso(gap.from)}`,
      kind: 'gap',
      severity: gap.to - gap.from >= DAY_MS ? 'warning' : 'info',
      from: iso(gap.from),
      to: iso(gap.to),
      lines: { first: gap.before, last: gap.after },
      count: missing,
      message: `No readings from ${ukTimeLabel(gap.from, dateOnly)} to ${ukTimeLabel(gap.to, dateOnly)} (${readingsLabel(missing, intervalMs)} missing).`,
      proposed: gap.short ? 'fix' : 'accept',
      allowed: intervalMs <= DAY_MS ? ['accept', 'fix'] : ['accept'],
    });
  }
}

export function findRepeats(series: MeterSeries, book: FindingBook): void {
  if (series.repeats.length === 0) return;
  const byStart = new Map<number, MeterReading[]>();
  for (const repeat of series.repeats) {
    const list = byStart.get(repeat.start) ?? [];
    list.push(repeat);
    byStart.set(repeat.start, list);
  }
  const indexOf = new Map(series.readings.map((r, i) => [r.start, i]));
  for (const [start, repeats] of byStart) {
    const i = indexOf.get(start)!;
    const first = series.readings[i]!;
    const same = repeats.every((r) => r.kwh === first.kwh);
    const values = [first, ...repeats].map((r) => `${r.kwh} kWh`).join(', ');
    book.add(
      {
        id: `duplicate:${iso(start)}`,
        kind: 'duplicate',
        severity: same ? 'info' : 'warning',
        from: iso(start),
        to: iso(first.end),
        lines: { first: first.line, last: repeats[repeats.length - 1]!.line },
        count: repeats.length,
        message: same
          ? `${ukTimeLabel(start)} is read ${repeats.length + 1} times with the same value; it is stored once.`
          : `${ukTimeLabel(start)} is read ${repeats.length + 1} times (${values}); the first is kept unless you keep the last.`,
        proposed: 'drop',
        allowed: ['drop', 'accept'],
      },
      [i],
    );
  }
}

export function findNegatives(series: MeterSeries, book: FindingBook): void {
  const { readings, intervalMs } = series;
  for (const [a, b] of runsOf(readings, (r) => r.kwh < 0)) {
    const s = span(readings, a, b);
    book.add(
      {
        id: `negative:${s.from}`,
        kind: 'negative',
        severity: 'warning',
        ...s,
        count: b - a + 1,
        message: `${readingsLabel(b - a + 1, intervalMs)} below zero from ${ukTimeLabel(readings[a]!.start)}: a meter of energy used cannot run backwards (export, or a correction).`,
        proposed: 'drop',
        allowed: allowedFor(intervalMs),
      },
      range(a, b),
    );
  }
}

export function findZeroRuns(
  series: MeterSeries,
  book: FindingBook,
  fuel: 'electricity' | 'gas' | null,
): void {
  const { readings, intervalMs } = series;
  for (const [a, b] of runsOf(readings, (r) => r.kwh === 0)) {
    const duration = readings[b]!.end - readings[a]!.start;
    if (duration < ZERO_RUN_MS || b === a) continue;
    const s = span(readings, a, b);
    const dateOnly = intervalMs >= DAY_MS;
    const days = Math.round(duration / DAY_MS);
    const what = `Zero from ${ukTimeLabel(readings[a]!.start, dateOnly)} to ${ukTimeLabel(readings[b]!.end, dateOnly)} (${days} day${days === 1 ? '' : 's'})`;
    book.add(
      {
        id: `zero-run:${s.from}`,
        kind: 'zero-run',
        severity: fuel === 'gas' ? 'info' : 'warning',
        ...s,
        count: b - a + 1,
        message:
          fuel === 'gas'
            ? `${what}: a gas meter reads zero while the heating is off.`
            : fuel === 'electricity'
              ? `${what}: an electricity supply always has some load, so the meter most likely sent no data.`
              : `${what}: real if the supply was off, otherwise the meter sent no data.`,
        proposed: fuel === 'electricity' ? 'drop' : 'accept',
        allowed: allowedFor(intervalMs),
      },
      range(a, b),
    );
  }
}

/** The spike threshold of a time-of-week slot of the profile (the file-wide one for slot −1). */
export function spikeThreshold(profile: TimeOfWeekProfile, slot: number): number {
  const usual = profile.median(slot);
  const floor = SPREAD_FLOOR_SHARE * Math.max(usual, profile.typicalPositive);
  return usual + SPIKE_SPREADS * Math.max(profile.spread(slot), floor);
}

/** What the meter usually reads around `start`, and the reading above which it is a spike. */
function usualAround(
  start: number,
  byStart: ReadonlyMap<number, number>,
  profile: TimeOfWeekProfile,
): { usual: number; threshold: number } {
  const near = sameTimeOfWeekNear(start, byStart);
  if (near.length < MIN_NEAR_READINGS) {
    const slot = profile.slotOf(start);
    return { usual: profile.median(slot), threshold: spikeThreshold(profile, slot) };
  }
  const usual = median(near);
  const mad = MAD_TO_STANDARD_DEVIATION * median(near.map((v) => Math.abs(v - usual)));
  const floor = SPREAD_FLOOR_SHARE * Math.max(usual, profile.typicalPositive);
  return { usual, threshold: usual + SPIKE_SPREADS * Math.max(mad, floor) };
}

export function findSpikes(series: MeterSeries, book: FindingBook, profile: TimeOfWeekProfile) {
  const { readings, intervalMs } = series;
  const byStart = new Map(readings.map((r) => [r.start, r.kwh]));
  const high = SPIKE_HIGH_READING_FACTOR * profile.highReading;
  // Only readings above the meter's high mark can be spikes: the rest need no look around.
  const usual = new Map<number, { usual: number; threshold: number }>();
  readings.forEach((r, i) => {
    if (r.kwh > high) usual.set(i, usualAround(r.start, byStart, profile));
  });
  const isSpike = (r: MeterReading, i: number) =>
    r.kwh > high && r.kwh > (usual.get(i)?.threshold ?? Number.POSITIVE_INFINITY);
  for (const [a, b] of runsOf(readings, isSpike)) {
    const s = span(readings, a, b);
    const before = readings[a - 1];
    // A reading after missing or zero readings may hold their energy, read late.
    const catchUp = !!before && (before.end < readings[a]!.start || before.kwh === 0);
    book.add(
      {
        id: `spike:${s.from}`,
        kind: 'spike',
        severity: 'warning',
        ...s,
        count: b - a + 1,
        message: `${ukTimeLabel(readings[a]!.start)}: ${readings[a]!.kwh} kWh where this meter usually reads about ${round2(usual.get(a)!.usual)} kWh at that time of week${catchUp ? '; it follows missing or zero readings and may hold their energy, read late' : ''}.`,
        proposed: catchUp ? 'accept' : 'drop',
        allowed: allowedFor(intervalMs),
      },
      range(a, b),
    );
  }
}

export function findEstimates(series: MeterSeries, book: FindingBook): void {
  const { readings, intervalMs } = series;
  for (const [a, b] of runsOf(readings, (r) => r.estimated)) {
    const s = span(readings, a, b);
    book.add(
      {
        id: `estimated:${s.from}`,
        kind: 'estimated',
        severity: 'info',
        ...s,
        count: b - a + 1,
        message: `${readingsLabel(b - a + 1, intervalMs)} from ${ukTimeLabel(readings[a]!.start, intervalMs >= DAY_MS)} are marked estimated by the file.`,
        proposed: 'accept',
        allowed: ['accept', 'drop'],
      },
      range(a, b),
    );
  }
}

export function findUnreadable(unreadable: readonly number[], lines: number, book: FindingBook) {
  if (unreadable.length === 0) return;
  const shown = unreadable.slice(0, 5).join(', ');
  book.add({
    id: 'unreadable',
    kind: 'unreadable',
    severity: unreadable.length > 0.01 * lines ? 'problem' : 'warning',
    from: null,
    to: null,
    lines: { first: unreadable[0]!, last: unreadable[unreadable.length - 1]! },
    count: unreadable.length,
    message: `${unreadable.length.toLocaleString('en-GB')} line${unreadable.length === 1 ? ' has' : 's have'} no readable time or value (line ${shown}${unreadable.length > 5 ? ', …' : ''}); ${unreadable.length === 1 ? 'it is' : 'they are'} left out.`,
    proposed: 'drop',
    allowed: ['drop'],
  });
}

const round2 = (x: number) => Math.round(x * 100) / 100;
