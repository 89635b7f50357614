import { describe, expect, it } from 'vitest';
import { distanceM } from './addressIndex';
import {
  BATCH_RADIUS_M,
  REVERSE_RADIUS_M,
  createBundledGeocoder,
  loadBundledPlaces,
} from './bundledGeocoder';
import { REVERSE_LIMIT, type LonLat } from './geocoder';

const places = loadBundledPlaces();
const geocoder = createBundledGeocoder(places);
const addresses = places.filter((place) => place.kind === 'address');

/** Points over the bundled demo area and its edges, spread evenly (no randomness). */
const points: LonLat[] = [];
for (let i = 0; i < 40; i++) {
  for (let j = 0; j < 40; j++) points.push([-0.145 + i * 0.0008, 51.512 + j * 0.0006]);
}

// The look-ups read a grid of cells around the point (issue 14, throughput): they must answer
// what reading every address would.
describe('reverse look-ups over the bundled addresses', () => {
  it('the batch answers, for each point, the nearest address within 100 m, as a full scan does', async () => {
    const answers = await geocoder.reverseBatch(points);
    const scanned = points.map((point) => {
      const within = addresses
        .map((place) => ({ place, distance: distanceM(point, place.centre) }))
        .filter((candidate) => candidate.distance <= BATCH_RADIUS_M)
        .sort((a, b) => a.distance - b.distance);
      return within[0]?.place.fullAddress ?? null;
    });
    const found = answers.map((answer) => answer?.full_address ?? null);
    expect(found.filter(Boolean).length).toBeGreaterThan(100);
    expect(found.filter((answer) => answer === null).length).toBeGreaterThan(10);
    expect(found).toEqual(scanned);
  });

  it('a single reverse look-up answers the nearest 30 addresses and post codes within 500 m', async () => {
    const pool = places.filter((place) => place.kind !== 'outcode');
    let full = 0;
    for (const point of points.filter((_, index) => index % 37 === 0)) {
      const near = await geocoder.reverse(point, REVERSE_LIMIT);
      const scanned = pool
        .map((place) => ({ place, distance: distanceM(point, place.centre) }))
        .filter((candidate) => candidate.distance <= REVERSE_RADIUS_M)
        .sort((a, b) => a.distance - b.distance || a.place.name.localeCompare(b.place.name))
        .slice(0, REVERSE_LIMIT)
        .map((candidate) => candidate.place.fullAddress);
      if (scanned.length === REVERSE_LIMIT) full += 1;
      expect(near.map((feature) => feature.full_address)).toEqual(scanned);
    }
    expect(full).toBeGreaterThan(5);
  });
});
