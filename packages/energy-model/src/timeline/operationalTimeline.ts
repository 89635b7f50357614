/**
 * When each operational measure acts within a day and a week (analysis §4.3, §9 "Timeline: 96
 * columns per day (4 per hour), 24 hours, a week is 7 days; minutes round in 15-minute steps with
 * thresholds at 8, 23, 38, 53"). Built from the building's schedules (or their defaults):
 * a lower set-point acts in heated hours, a tighter heating schedule in the heated hours it cuts
 * (the first hours of each heated block, and weekends when asked), a higher cooling set-point in
 * occupied hours, equipment switch-off outside them.
 */
import type { BuildingFacts } from '../building/facts';
import { prepareBuilding, type PreparedBuilding } from '../model/prepareBuilding';
import { resolveSelection, type MeasureSelection } from '../scenarios/applyMeasures';
import { HEATED_SETPOINT_MIN_C } from '../schedules/schedules';
import { scheduleProfileOf } from '../series/buildingProfile';

export const COLUMNS_PER_DAY = 96;
const DAYS_PER_WEEK = 7;

/** Minutes rounded to a quarter hour with the spec's thresholds 8, 23, 38, 53. */
export function roundToQuarterHour(minutes: number): number {
  const h = Math.floor(minutes / 60);
  const m = minutes - h * 60;
  const q = m < 8 ? 0 : m < 23 ? 15 : m < 38 ? 30 : m < 53 ? 45 : 60;
  return h * 60 + q;
}

interface TimelineSegment {
  /** 0 Monday … 6 Sunday. */
  day: number;
  /** First and one-past-last quarter-hour column, 0–96. */
  startColumn: number;
  endColumn: number;
}

export interface MeasureTimeline {
  id: string;
  title: string;
  /** 7 × 96 booleans: true where the measure acts. */
  week: boolean[][];
  segments: TimelineSegment[];
}

function segmentsOf(week: boolean[][]): TimelineSegment[] {
  const out: TimelineSegment[] = [];
  week.forEach((cols, day) => {
    let start = -1;
    for (let c = 0; c <= COLUMNS_PER_DAY; c++) {
      const on = c < COLUMNS_PER_DAY && cols[c];
      if (on && start < 0) start = c;
      if (!on && start >= 0) {
        out.push({ day, startColumn: start, endColumn: c });
        start = -1;
      }
    }
  });
  return out;
}

/** The days' hourly lane values: Monday–Friday weekday lane, Saturday–Sunday weekend lane. */
function weekHours(lanes: Float64Array): number[][] {
  return Array.from({ length: DAYS_PER_WEEK }, (_, d) => {
    const lane = d < 5 ? 0 : 1;
    return Array.from({ length: 24 }, (_, h) => lanes[lane * 24 + h]!);
  });
}

function byHour(hours: boolean[][]): boolean[][] {
  return hours.map((day) => {
    const cols: boolean[] = [];
    for (const on of day) for (let q = 0; q < 4; q++) cols.push(on);
    return cols;
  });
}

/** Heated quarter hours cut by a reduction of `percent`, from the start of each heated block. */
function scheduleCut(heated: boolean[][], percent: number, weekendsOff: boolean): boolean[][] {
  return heated.map((day, d) => {
    const cols = Array.from({ length: COLUMNS_PER_DAY }, (_, c) => day[Math.floor(c / 4)]!);
    if (weekendsOff && d >= 5) return cols;
    const out = new Array<boolean>(COLUMNS_PER_DAY).fill(false);
    let c = 0;
    while (c < COLUMNS_PER_DAY) {
      if (!cols[c]) {
        c++;
        continue;
      }
      let e = c;
      while (e < COLUMNS_PER_DAY && cols[e]) e++;
      const cutMinutes = roundToQuarterHour(((e - c) * 15 * percent) / 100);
      for (let k = c; k < Math.min(e, c + cutMinutes / 15); k++) out[k] = true;
      c = e;
    }
    return out;
  });
}

function operationalTimelinePrepared(
  p: PreparedBuilding,
  selection: readonly MeasureSelection[],
): MeasureTimeline[] {
  const resolved = resolveSelection(p, selection);
  const profile = scheduleProfileOf(p);
  const heated = weekHours(profile.setpointC).map((d) => d.map((t) => t >= HEATED_SETPOINT_MIN_C));
  const occupied = weekHours(profile.occupancy).map((d) => d.map((o) => o > 0));
  const out: MeasureTimeline[] = [];
  for (const r of resolved) {
    if (r.measure.scenarioType !== 'OPERATIONAL') continue;
    let week: boolean[][];
    switch (r.measure.id) {
      case 'HEATING_SETPOINT_REDUCTION':
        week = byHour(heated);
        break;
      case 'HEATING_SCHEDULE_OPTIMISATION':
        week = scheduleCut(
          heated,
          Number(r.params.reductionPercent ?? 10),
          r.params.weekendsOff === true,
        );
        break;
      case 'EQUIPMENT_SHUTDOWN':
        week = byHour(occupied.map((d) => d.map((o) => !o)));
        break;
      default:
        week = byHour(occupied);
    }
    out.push({ id: r.measure.id, title: r.measure.title, week, segments: segmentsOf(week) });
  }
  return out;
}

/** Timelines of the selected operational measures (other measures are left out). */
export function operationalTimeline(
  facts: BuildingFacts,
  selection: readonly MeasureSelection[],
): MeasureTimeline[] {
  return operationalTimelinePrepared(prepareBuilding(facts), selection);
}
