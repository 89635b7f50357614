import type { PropertyType } from '../enums/analysisEnums';
import type { Interval, TimeUnit } from './calendar';

/** Aggregation of a stimulus (spec analysis §9 "Aggregation"). */
export type AggregatorType = 'AVG' | 'SUM';

/** Stimuli averaged: CO2 level, temperature, luminance, humidity, occupancy (spec analysis §9). */
const AVERAGED_STIMULI = [
  'CO2_LEVEL',
  'TEMPERATURE',
  'LUMINANCE',
  'HUMIDITY',
  'OCCUPANCY',
] as const;
/** Stimuli summed: motion, energy usage, energy CO2, energy cost, electricity, gas (spec analysis §9). */
const SUMMED_STIMULI = [
  'MOTION',
  'ENERGY_USAGE',
  'ENERGY_CO2',
  'ENERGY_COST',
  'ELECTRICITY',
  'GAS',
] as const;

/** Stimulus key normalised: 'CO2 level', 'co2-level' and 'CO2_LEVEL' are the same stimulus. */
export function normaliseStimulus(stimulus: string): string {
  return stimulus
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * Aggregator of a stimulus: AVG or SUM per spec analysis §9; null for stimuli the spec does not
 * list (water, power and others), which are then fetched without an aggregator.
 */
export function aggregatorFor(stimulus: string): AggregatorType | null {
  const key = normaliseStimulus(stimulus);
  if ((AVERAGED_STIMULI as readonly string[]).includes(key)) return 'AVG';
  if ((SUMMED_STIMULI as readonly string[]).includes(key)) return 'SUM';
  return null;
}

/** An offset from a reference time (spec analysis §7.3 "relative offsets with value, unit, reference"). */
interface RelativeTime {
  /** Signed: negative is before the reference. */
  value: number;
  unit: TimeUnit;
  /** ISO 8601 date-time. */
  reference: string;
}

/** One aggregator of the query (spec analysis §7.3 "aggregators (list of type, value, unit)"). */
interface Aggregator {
  type: AggregatorType;
  value: number;
  unit: TimeUnit;
}

/** The object inside the query array of GET /api/data (spec analysis §7.3). */
export interface DataQuery {
  start: RelativeTime;
  end: RelativeTime;
  propertyType: PropertyType;
  scenarioName: string | null;
  limit: number | null;
  /** Whether values are rolled down into aggregator intervals. */
  rollDown: boolean;
  aggregators: Aggregator[];
}

/** Inputs of buildDataQuery. */
export interface DataQueryOptions {
  stimulus: string;
  propertyType: PropertyType;
  reference: Date;
  start: Interval & { sign?: 1 | -1 };
  end: Interval & { sign?: 1 | -1 };
  /** Roll-down interval (see ROLL_DOWN); omit for raw points. */
  rollDown?: Interval | null;
  scenarioName?: string | null;
  limit?: number | null;
}

/**
 * Builds the `query` value of GET /api/data/{siteId}/{path?}/{stimulus}: a JSON array of one
 * object (spec analysis §7.3). With a roll-down interval the stimulus's aggregator (AVG or SUM)
 * is applied over it; stimuli without a listed aggregator are not rolled down.
 */
export function buildDataQuery(options: DataQueryOptions): DataQuery[] {
  const reference = options.reference.toISOString();
  const type = aggregatorFor(options.stimulus);
  const aggregate = options.rollDown != null && type !== null;
  return [
    {
      start: {
        value: options.start.value * (options.start.sign ?? 1),
        unit: options.start.unit,
        reference,
      },
      end: {
        value: options.end.value * (options.end.sign ?? 1),
        unit: options.end.unit,
        reference,
      },
      propertyType: options.propertyType,
      scenarioName: options.scenarioName ?? null,
      limit: options.limit ?? null,
      rollDown: aggregate,
      aggregators:
        aggregate && options.rollDown
          ? [{ type, value: options.rollDown.value, unit: options.rollDown.unit }]
          : [],
    },
  ];
}
