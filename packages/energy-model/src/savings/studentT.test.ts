import { describe, expect, it } from 'vitest';
import { studentTCdf, studentTQuantile } from './studentT';

describe('Student’s t', () => {
  it('gives the tabled t-statistics of a two-sided 90 % interval', () => {
    // Tables of the t distribution (e.g. NIST/SEMATECH e-Handbook, 1.3.6.7.2), p = 0.95.
    expect(studentTQuantile(0.95, 1)).toBeCloseTo(6.314, 3);
    expect(studentTQuantile(0.95, 2)).toBeCloseTo(2.92, 3);
    expect(studentTQuantile(0.95, 10)).toBeCloseTo(1.812, 3);
    expect(studentTQuantile(0.95, 30)).toBeCloseTo(1.697, 3);
    expect(studentTQuantile(0.95, 100)).toBeCloseTo(1.66, 3);
    expect(studentTQuantile(0.975, 20)).toBeCloseTo(2.086, 3);
  });

  it('tends to the normal distribution with many degrees of freedom, and takes fractional ones', () => {
    expect(studentTQuantile(0.95, 1e6)).toBeCloseTo(1.6449, 3);
    const between = studentTQuantile(0.95, 10.5);
    expect(between).toBeLessThan(studentTQuantile(0.95, 10));
    expect(between).toBeGreaterThan(studentTQuantile(0.95, 11));
    expect(studentTCdf(0, 7)).toBeCloseTo(0.5, 12);
    expect(studentTCdf(-1.812, 10)).toBeCloseTo(0.05, 3);
  });
});
