import { describe, expect, it } from 'vitest';
import { assetBand, sapBand } from './bands';
import { polygonAreaM2 } from '../geometry/polygonArea';
import { outlineAreaAndPerimeter } from '../building/geometry';

describe('the one EPC band function', () => {
  it('rounds the SAP rating first, as the register does: 91.6 is A, 91.4 is B', () => {
    expect(sapBand(91.6)).toBe('A');
    expect(sapBand(91.4)).toBe('B');
    expect(sapBand(68.5)).toBe('C');
    expect(sapBand(20.4)).toBe('G');
    expect(sapBand(-5)).toBe('G');
  });
  it('bands non-domestic asset ratings with A+ below 0', () => {
    expect(assetBand(-0.6)).toBe('A+');
    expect(assetBand(-0.4)).toBe('A');
    expect(assetBand(75.4)).toBe('C');
    expect(assetBand(151)).toBe('G');
  });
});

describe('the one polygon area', () => {
  it('gives a 100 m × 100 m square near London about 10,000 m², open or closed', () => {
    const dLat = 100 / 111_195;
    const dLon = dLat / Math.cos((51.5 * Math.PI) / 180);
    const ring: [number, number][] = [
      [-0.1, 51.5],
      [-0.1 + dLon, 51.5],
      [-0.1 + dLon, 51.5 + dLat],
      [-0.1, 51.5 + dLat],
    ];
    expect(polygonAreaM2(ring)).toBeCloseTo(10_000, -1);
    expect(polygonAreaM2([...ring, ring[0]!])).toBeCloseTo(polygonAreaM2(ring), 6);
    expect(outlineAreaAndPerimeter(ring).areaM2).toBe(polygonAreaM2(ring));
    expect(outlineAreaAndPerimeter(ring).perimeterM).toBeCloseTo(400, -1);
  });
});
