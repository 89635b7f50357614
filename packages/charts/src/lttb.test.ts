import { describe, expect, it } from 'vitest';
import hourly from '../fixtures/meter-sample-0-2021-hourly.json';
import halfHourly from '../fixtures/meter-sample-1-2013-half-hourly.json';
import { lttbIndices } from './lttb';

const values = halfHourly.electricity.values.map((v) => v ?? Number.NaN);
const start = Date.parse(halfHourly.electricity.start);
const times = values.map((_, i) => start + i * 30 * 60_000);

describe('lttbIndices on a year of half-hourly readings', () => {
  const kept = lttbIndices(times, values, 1200);

  it('returns exactly the threshold number of points', () => {
    expect(kept).toHaveLength(1200);
  });

  it('keeps the first and the last reading', () => {
    expect(kept[0]).toBe(0);
    expect(kept[kept.length - 1]).toBe(values.length - 1);
  });

  it('keeps the global peak and the global minimum', () => {
    const peak = values.indexOf(Math.max(...values));
    const trough = values.indexOf(Math.min(...values));
    expect(Array.from(kept)).toContain(peak);
    // The minimum is a flat stretch of equal readings: one of them must survive.
    const troughValue = values[trough]!;
    expect(Array.from(kept).some((i) => values[i] === troughValue)).toBe(true);
  });

  it('returns indices in time order without repeats', () => {
    for (let i = 1; i < kept.length; i++) expect(kept[i]!).toBeGreaterThan(kept[i - 1]!);
  });
});

describe('lttbIndices keeps the extremes at phone widths', () => {
  const temperature = hourly.temperature.values.map((v) => v ?? Number.NaN);
  const hours = temperature.map((_, i) => i);
  const hottest = temperature.indexOf(Math.max(...temperature.filter((v) => !Number.isNaN(v))));
  const coldest = temperature.indexOf(Math.min(...temperature.filter((v) => !Number.isNaN(v))));

  // 2021's hottest hour (22 July) sits in a bucket where plain LTTB prefers another reading.
  it.each([150, 250, 300, 358, 600, 1200])(
    'keeps the hottest and the coldest hour of 2021 at %i points',
    (points) => {
      const kept = Array.from(lttbIndices(hours, temperature, points));
      expect(kept).toContain(hottest);
      expect(kept).toContain(coldest);
      expect(kept).toHaveLength(points);
      for (let i = 1; i < kept.length; i++) expect(kept[i]!).toBeGreaterThan(kept[i - 1]!);
    },
  );
});

describe('lttbIndices edge cases', () => {
  it('returns every index when the threshold is at least the length', () => {
    expect(Array.from(lttbIndices([1, 2, 3], [5, 6, 7], 10))).toEqual([0, 1, 2]);
  });

  it('keeps a lone spike among flat readings', () => {
    const y = Array.from({ length: 1000 }, (_, i) => (i === 517 ? 40 : 1));
    const x = y.map((_, i) => i);
    expect(Array.from(lttbIndices(x, y, 50))).toContain(517);
  });

  it('never picks a missing reading over a real one', () => {
    const y = Array.from({ length: 500 }, (_, i) => (i % 3 === 0 ? Number.NaN : Math.sin(i / 20)));
    const x = y.map((_, i) => i);
    const kept = Array.from(lttbIndices(x, y, 40)).slice(1, -1);
    expect(kept.every((i) => !Number.isNaN(y[i]!))).toBe(true);
  });
});
