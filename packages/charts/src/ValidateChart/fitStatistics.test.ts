import { describe, expect, it } from 'vitest';
import { fitStatistics } from './fitStatistics';

const day = (i: number) => Date.UTC(2022, 0, 1 + i);

describe('fitStatistics', () => {
  it('is zero for a perfect prediction', () => {
    const points = [10, 12, 9, 11].map((y, i) => ({ x: day(i), y }));
    expect(fitStatistics(points, points)).toEqual({ count: 4, cvRmsePercent: 0, nmbePercent: 0 });
  });

  it('reports a prediction 10 % low as +10 % bias', () => {
    const observed = [10, 20, 30].map((y, i) => ({ x: day(i), y }));
    const predicted = observed.map((p) => ({ x: p.x, y: p.y * 0.9 }));
    const stats = fitStatistics(observed, predicted)!;
    expect(stats.nmbePercent).toBeCloseTo(10, 6);
    // residuals 1, 2, 3, out of sample (n degrees of freedom): sqrt(14 / 3) / 20 = 10.80 %
    expect(stats.cvRmsePercent).toBeCloseTo((100 * Math.sqrt(14 / 3)) / 20, 6);
  });

  it('compares only the times both series have', () => {
    const observed = [
      { x: day(0), y: 5 },
      { x: day(1), y: null },
      { x: day(2), y: 7 },
    ];
    const predicted = [
      { x: day(0), y: 5 },
      { x: day(1), y: 100 },
      { x: day(2), y: 7 },
      { x: day(3), y: 9 },
    ];
    expect(fitStatistics(observed, predicted)?.count).toBe(2);
  });

  it('is null with fewer than two matched readings', () => {
    expect(fitStatistics([{ x: day(0), y: 1 }], [{ x: day(0), y: 1 }])).toBeNull();
  });
});
