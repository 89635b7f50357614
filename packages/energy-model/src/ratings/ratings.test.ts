import { describe, expect, it } from 'vitest';
import { assetBand, decBand, sapBand } from './bands';
import { sapRating } from './sapRating';
import { operationalRatingFromConsumption } from './operationalRating';

describe('SAP 2012 rating (section 13, Table 14)', () => {
  it('uses the linear branch below ECF 3.5', () => {
    // £600, 80 m²: ECF = 0.42 × 600 / 125 = 2.016 → 100 − 13.95 × 2.016 = 71.88 → 72, band C.
    expect(sapRating(600, 80)).toBe(72);
    expect(sapBand(72)).toBe('C');
  });
  it('uses the log branch from ECF 3.5', () => {
    // £1500, 80 m²: ECF = 5.04 → 117 − 121 log10(5.04) = 32.0 → 32, band F.
    expect(sapRating(1500, 80)).toBe(32);
    expect(sapBand(32)).toBe('F');
  });
  it('never rates below 1 and puts band edges where Table 14 does', () => {
    expect(sapRating(1e9, 50)).toBe(1);
    expect([92, 91, 81, 80, 69, 68, 55, 54, 39, 38, 21, 20].map(sapBand)).toEqual([
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
      'D',
      'E',
      'E',
      'F',
      'F',
      'G',
    ]);
  });
});

describe('non-domestic bands', () => {
  it('gives A+ below zero and the register band edges', () => {
    expect([-5, 0, 25, 26, 50, 75, 100, 125, 150, 151].map(assetBand)).toEqual([
      'A+',
      'A',
      'A',
      'B',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
    ]);
    expect(decBand(-3)).toBe('A');
  });
  it('rates a DEC at 100 when consumption equals the TM46 typical benchmark', () => {
    const r = operationalRatingFromConsumption('generalOffice', 1000, {
      electricity: 95_000,
      gas: 120_000,
    })!;
    expect(r.rating).toBe(100);
    expect(r.band).toBe('D');
    const half = operationalRatingFromConsumption('generalOffice', 1000, {
      electricity: 47_500,
      gas: 60_000,
    })!;
    expect(half.rating).toBe(50);
    expect(half.band).toBe('B');
  });
});
