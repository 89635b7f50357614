import { describe, expect, it } from 'vitest';
import { dataQuerySchema, type DataQuery } from '../contract/entities/data';
import { dataQueryParam } from './queryString';

describe('dataQueryParam', () => {
  it("is a JSON array of the one query, as the data routes' schema reads it", () => {
    const query: DataQuery = {
      start: { value: -365, unit: 'DAYS', reference: '2026-12-01T00:00:00.000Z' },
      end: { value: 0, unit: 'DAYS', reference: '2026-12-01T00:00:00.000Z' },
      propertyType: 'OBSERVABLE',
      rollDown: { value: 1, unit: 'DAYS' },
      aggregators: [{ type: 'SUM', value: 1, unit: 'DAYS' }],
    };
    const sent: unknown = JSON.parse(dataQueryParam(query));
    expect(Array.isArray(sent) && sent.length).toBe(1);
    expect(dataQuerySchema.parse((sent as unknown[])[0])).toEqual(query);
  });
});
