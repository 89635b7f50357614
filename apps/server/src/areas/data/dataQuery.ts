import { dataQuerySchema, type DataQuery } from '@wattwise/api/contract';
import { addInterval, type Interval, type TimeUnit } from '@wattwise/domain';
import { badAnalysisRequest } from '../../platform/errors/analysisErrors';

/** The longest window one data call answers (designed: ten years of half-hours is 175,320). */
const MAX_QUERY_YEARS = 10;

/** The most points one rolled-down answer holds (designed: ten years of hours is 87,660). */
const MAX_ROLLED_POINTS = 100_000;

const APPROXIMATE_MS: Record<TimeUnit, number> = {
  hours: 3_600_000,
  days: 86_400_000,
  weeks: 7 * 86_400_000,
  months: 28 * 86_400_000,
  years: 365 * 86_400_000,
};

/** The query of a data call (analysis §7.3), read and checked, with its window resolved. */
export interface ResolvedDataQuery {
  query: DataQuery;
  start: Date;
  end: Date;
}

function unitOf(unit: DataQuery['start']['unit']): TimeUnit {
  return unit.toLowerCase() as TimeUnit;
}

function referenceOf(text: string, now: Date): Date {
  if (text.toUpperCase() === 'NOW') return now;
  const date = new Date(text);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(text)) {
    throw badAnalysisRequest(
      `The query's reference '${text}' is neither NOW nor an ISO date-time.`,
    );
  }
  return date;
}

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/**
 * The query as @wattwise/domain buildDataQuery writes it, in the contract's words: lower-case
 * units upper-cased, null scenarioName and limit left out, and its rollDown flag dropped (the
 * aggregators carry the interval). Anything else passes unchanged to the schema.
 */
function fromDomainBuilder(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { scenarioName, limit, rollDown, ...rest } = value as Record<string, unknown>;
  const offset = (o: unknown) =>
    typeof o === 'object' && o !== null ? { ...o, unit: upper((o as { unit?: unknown }).unit) } : o;
  return {
    ...rest,
    start: offset(rest.start),
    end: offset(rest.end),
    aggregators: Array.isArray(rest.aggregators) ? rest.aggregators.map(offset) : rest.aggregators,
    ...(scenarioName !== null && scenarioName !== undefined ? { scenarioName } : {}),
    ...(limit !== null && limit !== undefined ? { limit } : {}),
    ...(typeof rollDown === 'object' && rollDown !== null ? { rollDown: offset(rollDown) } : {}),
  };
}

/**
 * Reads the ?query= text of GET /api/data (analysis §7.3): a JSON array of one DataQuery, checked
 * against the contract's schema; start and end are offsets (value, unit) from their reference
 * ('NOW' or an ISO date-time), months and years keeping the day of month (domain addInterval).
 */
export function resolveDataQuery(text: string, now: Date): ResolvedDataQuery {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badAnalysisRequest('The query is not JSON: send a JSON array of one data query.');
  }
  if (!Array.isArray(json) || json.length !== 1) {
    throw badAnalysisRequest('The query must be a JSON array of exactly one data query.');
  }
  const parsed = dataQuerySchema.safeParse(fromDomainBuilder(json[0]));
  if (!parsed.success) {
    throw badAnalysisRequest('The data query does not match the contract.', {
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    });
  }
  const query = parsed.data;
  const at = (offset: DataQuery['start']) =>
    addInterval(referenceOf(offset.reference, now), {
      value: offset.value,
      unit: unitOf(offset.unit),
    });
  const start = at(query.start);
  const end = at(query.end);
  if (!(end > start)) throw badAnalysisRequest('The query ends before it starts.');
  if (end > addInterval(start, { value: MAX_QUERY_YEARS, unit: 'years' })) {
    throw badAnalysisRequest(`A data query spans at most ${MAX_QUERY_YEARS} years.`);
  }
  for (const aggregator of query.aggregators) {
    if (!(aggregator.value > 0)) {
      throw badAnalysisRequest('An aggregator interval must be longer than zero.');
    }
  }
  if (query.rollDown && !(query.rollDown.value > 0)) {
    throw badAnalysisRequest('The roll-down interval must be longer than zero.');
  }
  const interval = rollDownIntervalOf(query);
  if (interval) {
    const points =
      (end.getTime() - start.getTime()) / (interval.value * APPROXIMATE_MS[interval.unit]);
    if (points > MAX_ROLLED_POINTS) {
      throw badAnalysisRequest(
        `The interval is too short for the window: at most ${MAX_ROLLED_POINTS} points a call.`,
      );
    }
  }
  return { query, start, end };
}

/** The interval values are rolled down into: the first aggregator's, else rollDown; null: raw. */
export function rollDownIntervalOf(query: DataQuery): Interval | null {
  const aggregator = query.aggregators[0];
  if (aggregator) return { value: aggregator.value, unit: unitOf(aggregator.unit) };
  if (query.rollDown) return { value: query.rollDown.value, unit: unitOf(query.rollDown.unit) };
  return null;
}
