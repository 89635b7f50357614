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
  it('agrees with the spherical ring-area formula within 0.1 %', () => {
    // Chamberlain & Duquette (JPL, 2007) spherical polygon area, as used by Turf:
    // A = |R²/2 · Σ (λ₂ − λ₁)(2 + sin φ₁ + sin φ₂)|.
    const outline: LonLat[] = [
      [-0.1281, 51.5194],
      [-0.1268, 51.5199],
      [-0.1262, 51.5191],
      [-0.1271, 51.5186],
      [-0.1279, 51.5188],
    ];
    const rad = Math.PI / 180;
    let sum = 0;
    for (let i = 0; i < outline.length; i++) {
      const [l1, p1] = outline[i]!;
      const [l2, p2] = outline[(i + 1) % outline.length]!;
      sum += (l2 - l1) * rad * (2 + Math.sin(p1 * rad) + Math.sin(p2 * rad));
    }
    const spherical = Math.abs((sum * 6_371_008.8 ** 2) / 2);
    const ours = polygonAreaM2(outline);
    expect(Math.abs(ours - spherical) / spherical).toBeLessThan(1e-3);
  });
  it('halves for a right triangle', () => {
    expect(polygonAreaM2(square.slice(0, 3))).toBeCloseTo(polygonAreaM2(square) / 2, 0);
  });
});
