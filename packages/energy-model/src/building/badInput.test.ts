import { describe, expect, it } from 'vitest';
import { EnergyModelInputError } from '../errors';
import { estimate } from '../model/estimate';
import type { BuildingFacts } from './facts';

const home: BuildingFacts = {
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 90,
  noFloors: 2,
  yearOfConstruction: 1950,
  heatingFuel: 'NATURAL_GAS',
};

function fieldOf(facts: unknown): string {
  try {
    estimate(facts as BuildingFacts);
  } catch (e) {
    expect(e).toBeInstanceOf(EnergyModelInputError);
    return (e as EnergyModelInputError).field;
  }
  throw new Error('accepted');
}

describe('bad input', () => {
  it('rejects a 1 m² home, naming floorArea', () => {
    expect(fieldOf({ ...home, floorArea: 1 })).toBe('floorArea');
  });
  it('rejects 50 floors on 90 m², naming noFloors', () => {
    expect(fieldOf({ ...home, noFloors: 50 })).toBe('noFloors');
  });
  it('rejects a year in the future (2100), naming yearOfConstruction', () => {
    expect(fieldOf({ ...home, yearOfConstruction: 2100 })).toBe('yearOfConstruction');
  });
  it('rejects a location or outline in Paris, outside the UK', () => {
    expect(fieldOf({ ...home, location: { lat: 48.8566, lon: 2.3522 } })).toBe('location');
    const paris: [number, number][] = [
      [2.352, 48.856],
      [2.3522, 48.856],
      [2.3522, 48.8562],
    ];
    expect(fieldOf({ ...home, coordinates: paris })).toBe('coordinates');
    expect(fieldOf({ ...home, location: { lat: 53.35, lon: -6.26 } })).toBe('location'); // Dublin
    expect(() => estimate({ ...home, location: { lat: 54.6, lon: -5.93 } })).not.toThrow(); // Belfast
  });
  it('rejects a JSON array as facts, naming the building', () => {
    expect(fieldOf([home])).toBe('building');
    expect(fieldOf(null)).toBe('building');
  });
  it("states the assumption for a missing or 'None' heating fuel instead of a silent gas boiler", () => {
    for (const heatingFuel of [undefined, 'None' as const]) {
      const e = estimate({ ...home, heatingFuel });
      const a = e.assumptions.find((x) => x.field === 'heatingFuel');
      expect(a?.text).toMatch(/gas/);
      expect(a?.options.find((o) => o.label === 'mains gas')?.probability).toBeGreaterThan(0.5);
    }
    expect(estimate(home).assumptions.some((x) => x.field === 'heatingFuel')).toBe(false);
  });
});
