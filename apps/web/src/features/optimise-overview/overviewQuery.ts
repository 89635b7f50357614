import type { SpatialNode } from '@wattwise/api';
import {
  ROLL_DOWN,
  buildDataQuery,
  interventionCost,
  lastTwelveMonthsWindow,
  windowDays,
  windowTotalQuery as meteredTotalQuery,
  type Granularity,
  type Interval,
  type InterventionInput,
  type StimulusType,
} from '@wattwise/domain';

/** The overview's graph window, both ends epoch milliseconds. */
export interface OverviewRange {
  from: number;
  to: number;
}

/**
 * The latest reading of a node: its own at building level; the newest of its buildings at site
 * level (the server stamps lastMeteringDateTime on every node a meter feeds). Null when unmetered.
 */
export function lastReadingOf(tree: readonly SpatialNode[], buildingId?: string): Date | null {
  const nodes = buildingId ? tree.filter((node) => node.path === buildingId) : tree;
  const times = nodes
    .map((node) => node.lastMeteringDateTime)
    .filter((iso): iso is string => Boolean(iso))
    .map((iso) => new Date(iso).getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}

/** 'Last 12 months up until {date}': one year back to the last reading (spec analysis §2.3, §9). */
export function lastTwelveMonthsRange(lastReading: Date): OverviewRange {
  return lastTwelveMonthsWindow(lastReading);
}

/**
 * The ?query= of GET /api/data for the metered energy usage in a window (spec analysis §7.3):
 * OBSERVABLE readings from the window's start to its end (whole days back from the end), rolled
 * down by the granularity's interval of spec §9 (yearly and monthly 1 day, weekly 8 hours, daily 4 hours).
 */
export function energyUsageQuery(range: OverviewRange, granularity: Granularity): string {
  return stimulusQuery('ENERGY_USAGE', range, granularity);
}

/** The same for any stimulus of the node's map (one graph tab each, spec analysis §2.7). */
export function stimulusQuery(
  stimulus: string,
  range: OverviewRange,
  granularity: Granularity,
): string {
  return observedQuery(stimulus, range, ROLL_DOWN[granularity]);
}

/** The stimuli of the overview's KPIs: the window's total of each (spec analysis §2.3 'KPIs'). */
export const KPI_STIMULI = ['ENERGY_USAGE', 'ENERGY_COST', 'ENERGY_CO2'] as const;
export type KpiStimulus = (typeof KPI_STIMULI)[number];

/**
 * The ?query= for a window's total of a stimulus (domain windowTotalQuery): the server sums the
 * readings (and prices and carbon-rates them through the engine) into one interval that starts at
 * the window's first local midnight and is one day longer than the window, so the first point is
 * the whole window. A metered building's Actual figures on Diagnose are the same window's totals.
 */
export function windowTotalQuery(stimulus: KpiStimulus, range: OverviewRange): string {
  return JSON.stringify(meteredTotalQuery(stimulus, range));
}

function observedQuery(stimulus: string, range: OverviewRange, rollDown: Interval): string {
  return JSON.stringify(
    buildDataQuery({
      stimulus,
      propertyType: 'OBSERVABLE',
      reference: new Date(range.to),
      start: { value: windowDays(range), unit: 'days', sign: -1 },
      end: { value: 0, unit: 'days' },
      rollDown,
    }),
  );
}

/** YYYY-MM-DD of an instant (the intervention list's startDate and endDate, the dialog's date). */
export function isoDay(time: number | Date): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The body of POST /api/data/interventions from the dialog's fields (cost in £, optional). */
export function interventionBody(
  input: InterventionInput,
  stimulus: StimulusType = 'ENERGY_USAGE',
) {
  const cost = interventionCost(input.cost);
  return {
    stimulusType: stimulus,
    title: input.title.trim(),
    text: input.description.trim(),
    date: input.date ?? '',
    ...(cost !== null ? { cost } : {}),
  };
}
