import { describe, expect, it } from 'vitest';
import {
  filterTimelineByLocation,
  interventionDateParam,
  selectedScenariosParam,
  sortByTitle,
  tariffDate,
} from '../scenarios/requestParams';
import { filterEventsByType, sortEvents, type EventRow } from './eventsTable';

const events: EventRow[] = [
  {
    name: 'Model run',
    description: 'b',
    type: 'ENERGY_MODEL',
    status: 'COMPLETE',
    openDate: '2026-03-02T10:00:00Z',
  },
  {
    name: 'alert',
    description: 'a',
    type: 'ALERT',
    status: 'OPEN',
    openDate: '2026-03-01T10:00:00Z',
  },
  {
    name: 'Ingest',
    description: 'c',
    type: 'DATA_INGESTION',
    status: 'FAILED',
    openDate: '2026-03-03T10:00:00Z',
  },
];

describe('events table', () => {
  it('sorts by date and by text, desc reversed', () => {
    expect(sortEvents(events, 'openDate', 'asc').map((e) => e.name)).toEqual([
      'alert',
      'Model run',
      'Ingest',
    ]);
    expect(sortEvents(events, 'openDate', 'desc').map((e) => e.name)).toEqual([
      'Ingest',
      'Model run',
      'alert',
    ]);
    expect(sortEvents(events, 'name', 'asc').map((e) => e.name)).toEqual([
      'alert',
      'Ingest',
      'Model run',
    ]);
  });
  it('filters by type', () => {
    expect(filterEventsByType(events, 'ALERT')).toHaveLength(1);
    expect(filterEventsByType(events, null)).toHaveLength(3);
  });
});

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
