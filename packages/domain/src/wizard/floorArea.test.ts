import { describe, expect, it } from 'vitest';
import {
  canRevertToEstimate,
  estimateFloorArea,
  floorAreaReducer,
  floorAreaValue,
  initialFloorArea,
} from './floorAreaEstimate';
import { polygonAreaM2, type LonLat } from './polygonArea';

describe('floor area estimate', () => {
  it('is outline area times floors, rounded', () => {
    expect(estimateFloorArea(120.4, 3)).toBe(361);
    expect(estimateFloorArea(0, 5)).toBe(0);
  });
  it('follows the outline and floors until overridden, and reverts', () => {
    let s = initialFloorArea(100, 1);
    s = floorAreaReducer(s, { type: 'floorsChanged', floors: 2 });
    expect(floorAreaValue(s)).toBe(200);
    s = floorAreaReducer(s, { type: 'overridden', value: 150 });
    expect(canRevertToEstimate(s)).toBe(true);
    s = floorAreaReducer(s, { type: 'floorsChanged', floors: 4 });
    expect(floorAreaValue(s)).toBe(150);
    s = floorAreaReducer(s, { type: 'outlineChanged', areaM2: 50.2 });
    s = floorAreaReducer(s, { type: 'reverted' });
    expect(floorAreaValue(s)).toBe(201);
    expect(canRevertToEstimate(s)).toBe(false);
  });
  it('offers no revert when the typed value equals the estimate', () => {
    const s = floorAreaReducer(initialFloorArea(100, 2), { type: 'overridden', value: 200 });
    expect(canRevertToEstimate(s)).toBe(false);
  });
});

describe('polygon area from lon/lat', () => {
  // 0.001° of latitude = 6371008.8 · π/180 · 0.001 = 111.195 m; of longitude at 51.5° N it is
  // 111.195 · cos(51.5°) = 111.195 · 0.62251 = 69.220 m; so the square is ≈ 7,697 m².
  const square: LonLat[] = [
    [-0.13, 51.4995],
    [-0.129, 51.4995],
    [-0.129, 51.5005],
    [-0.13, 51.5005],
  ];
  it('measures a small square in London', () => {
    expect(polygonAreaM2(square)).toBeCloseTo(7697, -1);
  });
  it('ignores winding and a closing point', () => {
    const closed = [...square, square[0]!];
    expect(polygonAreaM2([...closed].reverse())).toBeCloseTo(polygonAreaM2(square), 6);
  });
  it('is 0 for fewer than three points', () => {
    expect(
      polygonAreaM2([
        [0, 0],
        [1, 1],
      ]),
    ).toBe(0);
    expect(polygonAreaM2([])).toBe(0);
  });
  it('halves for a right triangle', () => {
    expect(polygonAreaM2(square.slice(0, 3))).toBeCloseTo(polygonAreaM2(square) / 2, 0);
  });
});
