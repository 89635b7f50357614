import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M } from '@wattwise/domain';
import buildings from '../data/bloomsburyBuildings.json';
import { buildingLabel, nearestOutlines, toBuildingOutline } from './buildingOutlines';
import type { BuildingCollection } from './buildingOutlines';
import { distanceM, outlineAreaM2, outlineCentre } from './outlineGeometry';

const bloomsbury = buildings as unknown as BuildingCollection;
const byId = (id: string) => bloomsbury.features.find((feature) => feature.id === id)!;

/** A square of `side` metres at latitude 51.5 (the repo's one Earth radius). */
function square(side: number): GeoJSON.Polygon {
  const dLat = side / ((EARTH_RADIUS_M * Math.PI) / 180);
  const dLon = dLat / Math.cos((51.5 * Math.PI) / 180);
  return {
    type: 'Polygon',
    coordinates: [
      [
        [0, 51.5],
        [dLon, 51.5],
        [dLon, 51.5 + dLat],
        [0, 51.5 + dLat],
        [0, 51.5],
      ],
    ],
  };
}

describe('outline geometry', () => {
  it('measures a 20 m square as 400 m²', () => {
    expect(outlineAreaM2(square(20))).toBeCloseTo(400, -1);
  });

  it('takes a courtyard out of the footprint', () => {
    const judd = byId('relation/11095199'); // 123 Judd Street, a courtyard block
    const outerOnly = {
      ...judd.geometry,
      coordinates: [(judd.geometry as GeoJSON.Polygon).coordinates[0]!],
    };
    expect(outlineAreaM2(judd.geometry)).toBeLessThan(outlineAreaM2(outerOnly as GeoJSON.Polygon));
    // the block is about 60 m by 25 m (OpenStreetMap) with a small courtyard
    expect(outlineAreaM2(judd.geometry)).toBeGreaterThan(900);
    expect(outlineAreaM2(judd.geometry)).toBeLessThan(2000);
  });

  it('centres a square in its middle and a real building inside its bounds', () => {
    const [lon, lat] = outlineCentre(square(20));
    const ring = square(20).coordinates[0]!;
    expect(lon).toBeCloseTo(ring[1]![0]! / 2, 9);
    expect(lat).toBeCloseTo((51.5 + ring[2]![1]!) / 2, 9);
    const kingsway = byId('way/102258927');
    const [klon, klat] = outlineCentre(kingsway.geometry);
    const vertices = (kingsway.geometry as GeoJSON.Polygon).coordinates[0]!;
    expect(klon).toBeGreaterThan(Math.min(...vertices.map((v) => v[0]!)));
    expect(klon).toBeLessThan(Math.max(...vertices.map((v) => v[0]!)));
    expect(klat).toBeGreaterThan(Math.min(...vertices.map((v) => v[1]!)));
    expect(klat).toBeLessThan(Math.max(...vertices.map((v) => v[1]!)));
  });

  it('measures distance between Russell Square and the British Museum as about 400 m', () => {
    expect(distanceM([-0.1262, 51.5219], [-0.127, 51.5194])).toBeGreaterThan(250);
    expect(distanceM([-0.1262, 51.5219], [-0.127, 51.5194])).toBeLessThan(400);
  });
});

describe('building outlines', () => {
  it('labels a building by name and address', () => {
    expect(toBuildingOutline(byId('relation/11095199')).label).toBe(
      'BT Openreach, 123 Judd Street, WC1H 9NP',
    );
    expect(buildingLabel({ building: 'house' })).toBe('Building (house)');
    expect(buildingLabel({ building: 'yes' })).toBe('Building without address');
  });

  it('lists the outlines nearest a point, nearest first', () => {
    const outlines = bloomsbury.features.map(toBuildingOutline);
    const judd = outlines.find((outline) => outline.id === 'relation/11095199')!;
    const nearest = nearestOutlines(outlines, judd.centre, 8);
    expect(nearest).toHaveLength(8);
    expect(nearest[0]!.id).toBe('relation/11095199');
    const distances = nearest.map((outline) => distanceM(outline.centre, judd.centre));
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });
});
