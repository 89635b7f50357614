import { dataQuerySchema, type DataQuery } from '@wattwise/api/contract';
import { addInterval, type Interval, type TimeUnit } from '@wattwise/domain';
import { badAnalysisRequest } from './analysisErrors';

/** The longest window one data call answers (designed: ten years of half-hours is 175,320). */
export const MAX_QUERY_YEARS = 10;

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
  const parsed = dataQuerySchema.safeParse(json[0]);
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
  return { query, start, end };
}

/** The interval values are rolled down into: the first aggregator's, else rollDown; null: raw. */
export function rollDownIntervalOf(query: DataQuery): Interval | null {
  const aggregator = query.aggregators[0];
  if (aggregator) return { value: aggregator.value, unit: unitOf(aggregator.unit) };
  if (query.rollDown) return { value: query.rollDown.value, unit: unitOf(query.rollDown.unit) };
  return null;
}
