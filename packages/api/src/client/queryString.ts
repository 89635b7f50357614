import type { DataQuery } from '../contract/entities/data';

/** URL query text of a call's query object: undefined and null are left out, objects become JSON. */
export function toQueryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The ?query= text of a data call: a JSON array of one DataQuery (analysis §7.3). Without the
 * schema, so that a screen that builds a query does not load zod and the contract's entities
 * with its code: the server checks the query against dataQuerySchema, and the client checks the
 * call's query when it makes the call.
 */
export function dataQueryParam(query: DataQuery): string {
  return JSON.stringify([query]);
}
