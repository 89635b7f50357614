import { describe, expect, it } from 'vitest';
import { dataBarLevel } from './completeness';
import { contrastRatio } from './contrast';
import { EPC_BAND_RANGES, epcBandForRating } from './epcBands';
import {
  MAP_LEGEND_ORDER,
  MAP_LEGEND_TITLE,
  MAP_PERFORMANCE_LABELS,
  performanceLevelForBand,
  TRAFFIC_LIGHT_LABELS,
} from './trafficLights';

describe('contrast maths', () => {
  it('gives 21:1 for black on white and 1:1 for equal colours', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
  it('rejects malformed colours', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow('Not a hex colour: red');
    expect(contrastRatio('#0a0B0c', '#0a0b0c')).toBe(1);
    expect(contrastRatio('#abc', '#aabbcc')).toBe(1);
  });
});

describe('EPC bands', () => {
  it('maps SAP ratings to bands at every boundary', () => {
    const cases: [number, string][] = [
      [100, 'A'],
      [92, 'A'],
      [91, 'B'],
      [81, 'B'],
      [80, 'C'],
      [69, 'C'],
      [68, 'D'],
      [55, 'D'],
      [54, 'E'],
      [39, 'E'],
      [38, 'F'],
      [21, 'F'],
      [20, 'G'],
      [1, 'G'],
      [0, 'G'],
    ];
    for (const [rating, band] of cases) expect(epcBandForRating(rating)).toBe(band);
  });
});

describe('traffic lights and map colours', () => {
  it('labels HIGH, OK and LOW', () => {
    expect(TRAFFIC_LIGHT_LABELS).toEqual({ HIGH: 'High', OK: 'OK', LOW: 'Low' });
  });
  it("labels the energy map legend in the spec's words and order", () => {
    expect(MAP_LEGEND_TITLE).toBe('EPC/DEC');
    expect(MAP_LEGEND_ORDER.map((level) => MAP_PERFORMANCE_LABELS[level])).toEqual([
      'A-B low',
      'C-D medium',
      'E-G high',
      'N/A',
    ]);
    // each legend label names the bands its level groups
    expect(performanceLevelForBand('A')).toBe('LOW');
    expect(MAP_PERFORMANCE_LABELS.LOW).toMatch(/^A-B /);
    expect(performanceLevelForBand('E')).toBe('HIGH');
    expect(MAP_PERFORMANCE_LABELS.HIGH).toMatch(/^E-G /);
  });
  it('groups certificate bands for the energy map legend', () => {
    expect(performanceLevelForBand('A+')).toBe('LOW');
    expect(performanceLevelForBand('B')).toBe('LOW');
    expect(performanceLevelForBand('C')).toBe('MEDIUM');
    expect(performanceLevelForBand('D')).toBe('MEDIUM');
    expect(performanceLevelForBand('E')).toBe('HIGH');
    expect(performanceLevelForBand('G')).toBe('HIGH');
    expect(performanceLevelForBand(null)).toBe('NA');
  });
});

describe('completeness and data bars', () => {
  it('steps data bars at 20, 40, 60 and 80', () => {
    expect(dataBarLevel(19.9)).toBe(0);
    expect(dataBarLevel(20)).toBe(1);
    expect(dataBarLevel(40)).toBe(2);
    expect(dataBarLevel(60)).toBe(3);
    expect(dataBarLevel(80)).toBe(4);
  });
});

describe('the register’s score ranges of domestic bands', () => {
  it('are printed from the engine’s band limits, as on a certificate', () => {
    expect(EPC_BAND_RANGES).toEqual({
      A: '92+',
      B: '81-91',
      C: '69-80',
      D: '55-68',
      E: '39-54',
      F: '21-38',
      G: '1-20',
    });
    for (const [band, range] of Object.entries(EPC_BAND_RANGES)) {
      const lowest = Number(range.split(/[-+]/)[0]);
      expect(epcBandForRating(lowest)).toBe(band);
    }
  });
});
