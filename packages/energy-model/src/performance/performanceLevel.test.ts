import { describe, expect, it } from 'vitest';
import { performanceLevel, performanceLevelOfBand } from './performanceLevel';
import { nationalAverageRating } from '../diagnoseView/nationalAverage';
import { prepareBuilding } from '../model/prepareBuilding';

/** A 10 m × 8 m rectangle near London (lon/lat). */
const dLat = 1 / 111_195;
const dLon = dLat / Math.cos((51.5 * Math.PI) / 180);
const rect: [number, number][] = [
  [-0.1, 51.5],
  [-0.1 + 10 * dLon, 51.5],
  [-0.1 + 10 * dLon, 51.5 + 8 * dLat],
  [-0.1, 51.5 + 8 * dLat],
];

describe('map performance level', () => {
  it('follows the legend: A–B low, C–D medium, E–G high, else NA', () => {
    expect(
      ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'X', null].map(performanceLevelOfBand),
    ).toEqual(['LOW', 'LOW', 'LOW', 'MEDIUM', 'MEDIUM', 'HIGH', 'HIGH', 'HIGH', 'NA', 'NA']);
  });

  it('worked example: a certificate wins; an OSM house footprint is estimated; an untagged shed is NA', () => {
    expect(performanceLevel({ certificate: { rating: 'B' } })).toEqual({
      performanceLevel: 'LOW',
      source: 'CERTIFICATE',
      band: 'B',
    });
    const old = performanceLevel({
      footprint: {
        coordinates: rect,
        tags: { building: 'house', 'building:levels': '2', start_date: '1900' },
      },
    });
    expect(old.source).toBe('FOOTPRINT');
    expect(old.performanceLevel).not.toBe('NA');
    const recent = performanceLevel({
      footprint: { coordinates: rect, tags: { building: 'house', start_date: '2020' } },
    });
    // A 1900 house performs no better than a 2020 one.
    const rank = { LOW: 0, MEDIUM: 1, HIGH: 2, NA: 3 } as const;
    expect(rank[old.performanceLevel]).toBeGreaterThanOrEqual(rank[recent.performanceLevel]);
    expect(
      performanceLevel({ footprint: { coordinates: rect, tags: { building: 'shed' } } }),
    ).toEqual({ performanceLevel: 'NA', source: 'NONE', band: null });
  });
});

describe('national average band', () => {
  it('uses the EHS mean SAP for the dwelling age and the typical DEC rating otherwise', () => {
    const pre1919 = nationalAverageRating(
      prepareBuilding({
        buildingType: 'TERRACED_HOUSE',
        floorArea: 80,
        noFloors: 2,
        yearOfConstruction: 1890,
      }),
    );
    expect(pre1919).toMatchObject({ band: 'D', rating: 60.26 });
    const recent = nationalAverageRating(
      prepareBuilding({
        buildingType: 'FLAT',
        floorArea: 60,
        noFloors: 1,
        yearOfConstruction: 2018,
      }),
    );
    expect(recent).toMatchObject({ band: 'C', rating: 77.99 });
    const office = nationalAverageRating(
      prepareBuilding({ buildingType: 'GENERAL_OFFICE', floorArea: 500, noFloors: 2 }),
    );
    expect(office).toMatchObject({ band: 'D', rating: 100 });
  });
});
