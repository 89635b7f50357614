import { describe, expect, it } from 'vitest';
import {
  filterScenarios,
  parseFilterBounds,
  SORT_DIRECTION_LABELS,
  sortScenarios,
  type ScenarioFilterKey,
  type SortableScenario,
} from './sortAndFilter';

const a: SortableScenario = {
  id: 'a',
  roi: 4,
  indicators: [
    { value: 2, unit: 'MWh' },
    { value: 500, unit: 'GBP', isCurrency: true },
    { value: 1.5, unit: 't' },
  ],
};
const b: SortableScenario = {
  id: 'b',
  roi: 2,
  indicators: [
    { value: 900, unit: 'kWh' },
    { value: 800, unit: '£', isCurrency: true },
    { value: 2000, unit: 'kg' },
  ],
};
const c: SortableScenario = { id: 'c', roi: 10, indicators: [{ value: 3_000_000, unit: 'Wh' }] };
const d: SortableScenario = { id: 'd' };
const ids = (list: SortableScenario[]) => list.map((s) => s.id);
/** A scenario's metric as the list's filter reads it: kept by a filter from `value` to `value`. */
const metricIs = (scenario: SortableScenario, key: ScenarioFilterKey, value: number) =>
  filterScenarios([scenario], [{ key, inUse: true, min: value, max: value }]).length === 1;

describe('scenario metrics', () => {
  it('normalises units with the spec factors', () => {
    expect(metricIs(a, 'energyUsage', 2000)).toBe(true);
    expect(metricIs(c, 'energyUsage', 3000)).toBe(true);
    expect(metricIs(a, 'carbon', 1500)).toBe(true);
    expect(metricIs({ id: 'x', indicators: [{ value: 2, unit: 'GWh' }] }, 'energyUsage', 2e6)).toBe(
      true,
    );
    expect(metricIs({ id: 'x', indicators: [{ value: 1, unit: 'Mt' }] }, 'carbon', 1e6)).toBe(true);
    expect(metricIs(b, 'totalCost', 800)).toBe(true);
    expect(metricIs(a, 'energyUsage', 2)).toBe(false);
  });
});

describe('scenario sorting', () => {
  it('defaults to energy usage High to Low, missing last', () => {
    expect(ids(sortScenarios([a, b, c, d]))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(sortScenarios([d, a, b, c], 'energyUsage', 'asc'))).toEqual(['b', 'a', 'c', 'd']);
  });
  it('compares carbon across kg and t', () => {
    expect(ids(sortScenarios([a, b], 'carbon', 'desc'))).toEqual(['b', 'a']);
    expect(ids(sortScenarios([a, b], 'totalCost', 'asc'))).toEqual(['a', 'b']);
  });
  it('sorts an increase below every saving (a heat pump that costs more to run is not the best)', () => {
    const heatPump: SortableScenario = {
      id: 'heat pump',
      indicators: [
        { value: 7000, unit: 'kWh', direction: 'DOWN' },
        { value: 3561, unit: 'GBP', isCurrency: true, direction: 'UP' },
      ],
    };
    expect(metricIs(heatPump, 'totalCost', -3561)).toBe(true);
    expect(ids(sortScenarios([heatPump, a, b], 'totalCost', 'desc'))).toEqual([
      'b',
      'a',
      'heat pump',
    ]);
  });
  it('treats lower ROI as better: desc puts the lowest first', () => {
    expect(ids(sortScenarios([a, b, c, d], 'roi', 'desc'))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(sortScenarios([a, b, c], 'roi', 'asc'))).toEqual(['c', 'a', 'b']);
  });
  it('labels directions', () => {
    expect(SORT_DIRECTION_LABELS).toEqual({ asc: 'Low to High', desc: 'High to Low' });
  });
});

describe('scenario filters', () => {
  it('reads empty min as 0 and empty max as no limit', () => {
    expect(parseFilterBounds('', '')).toEqual({ ok: true, min: 0, max: Infinity });
    expect(parseFilterBounds('10', '20.5')).toEqual({ ok: true, min: 10, max: 20.5 });
  });
  it('alerts on text that is not a number', () => {
    expect(parseFilterBounds('abc', '')).toEqual({ ok: false, alert: 'Min is not a number' });
    expect(parseFilterBounds('1', 'x')).toEqual({ ok: false, alert: 'Max is not a number' });
  });
  it('keeps scenarios within every filter in use', () => {
    const filters = [
      { key: 'energyUsage' as const, inUse: true, min: 1000, max: Infinity },
      { key: 'carbon' as const, inUse: false, min: 0, max: 1 },
    ];
    expect(ids(filterScenarios([a, b, c, d], filters))).toEqual(['a', 'c']);
    expect(
      ids(filterScenarios([a, b], [{ key: 'totalCost', inUse: true, min: 0, max: 500 }])),
    ).toEqual(['a']);
  });
});
