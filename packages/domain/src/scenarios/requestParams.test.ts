import { describe, expect, it } from 'vitest';
import {
  filterTimelineByLocation,
  interventionDateParam,
  selectedScenariosParam,
  sortByTitle,
  tariffDate,
} from './requestParams';

describe('request parameters', () => {
  it('joins selected scenarios with semicolons', () => {
    expect(selectedScenariosParam(['a', 'b'])).toBe('a;b');
    expect(selectedScenariosParam([])).toBe('');
  });
  it('writes intervention dates in en-CA form in UK time', () => {
    expect(interventionDateParam(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(interventionDateParam(new Date('2026-01-05T12:00:00Z'))).toBe('2026-01-05');
  });
  it('reads tariff dates and sorts titles', () => {
    expect(tariffDate([2026, 2, 28]).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(sortByTitle([{ title: 'Lighting' }, { title: 'Heating' }]).map((s) => s.title)).toEqual([
      'Heating',
      'Lighting',
    ]);
  });
  it('filters timeline entries by location', () => {
    const entries = [
      { date: 'd1', scenarios: [{ location: 'F1' }, { location: 'F2' }] },
      { date: 'd2', scenarios: [{ location: 'F2' }] },
    ];
    expect(filterTimelineByLocation(entries, 'F1')).toEqual([
      { date: 'd1', scenarios: [{ location: 'F1' }] },
    ]);
    expect(filterTimelineByLocation(entries, null)).toHaveLength(2);
  });
});
