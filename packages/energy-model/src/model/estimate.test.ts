import { describe, expect, it } from 'vitest';
import { EnergyModelInputError } from '../errors';
import type { BuildingFacts } from '../building/facts';
import { estimate } from './estimate';

const semi: BuildingFacts = { buildingType: 'SEMI_DETACHED_HOUSE', floorArea: 90, noFloors: 2 };
const width = (r: { low: number; high: number; value: number }): number =>
  (r.high - r.low) / r.value;

describe('estimate', () => {
  it('narrows the uncertainty range as facts are added', () => {
    const bare = estimate(semi);
    const withYear = estimate({
      ...semi,
      yearOfConstruction: 1965,
      heatingFuel: 'NATURAL_GAS',
      location: { lat: 51.5, lon: -0.12 },
    });
    const withBills = estimate({
      ...semi,
      yearOfConstruction: 1965,
      heatingFuel: 'NATURAL_GAS',
      location: { lat: 51.5, lon: -0.12 },
      bills: {
        gas: { period: 'ANNUAL', valueType: 'ENERGY_USAGE', value: 11500 },
        electricity: { period: 'ANNUAL', valueType: 'ENERGY_USAGE', value: 2700 },
      },
    });
    expect(width(withYear.annual.totalKwh)).toBeLessThan(width(bare.annual.totalKwh));
    expect(width(withBills.annual.totalKwh)).toBeLessThan(width(withYear.annual.totalKwh));
    expect(withBills.informationCompletePercentage).toBeGreaterThan(
      bare.informationCompletePercentage,
    );
  });

  it('reproduces the bills after calibration and reports how far parameters moved', () => {
    const e = estimate({
      ...semi,
      yearOfConstruction: 1965,
      heatingFuel: 'NATURAL_GAS',
      bills: {
        gas: { period: 'ANNUAL', valueType: 'ENERGY_USAGE', value: 11500 },
        electricity: {
          period: 'ANNUAL',
          valueType: 'ENERGY_COST',
          value: 900,
          unitRate: 27.03,
          dayRate: 53,
        },
      },
    });
    expect(e.annual.byFuel.gas.value).toBeCloseTo(11500, -1);
    // £900 with a 53 p/day standing charge at 27.03 p/kWh = (90000 − 19345) / 27.03 = 2613.9 kWh
    expect(e.annual.byFuel.electricity.value).toBeCloseTo(2613.9, 0);
    expect(e.calibration?.reproduced).toBe(true);
    expect(e.calibration?.parameters.map((p) => p.parameter).sort()).toEqual([
      'electricUse',
      'heatLoss',
    ]);
  });

  it('annualises a single monthly bill with the model profile (a January gas bill implies less than 12×)', () => {
    const e = estimate({
      ...semi,
      yearOfConstruction: 1990,
      heatingFuel: 'NATURAL_GAS',
      bills: { gas: { period: 'MONTHLY', month: 1, valueType: 'ENERGY_USAGE', value: 2000 } },
    });
    expect(e.annual.byFuel.gas.value).toBeGreaterThan(6000);
    expect(e.annual.byFuel.gas.value).toBeLessThan(20000);
  });

  it('reports an entered EPC rating as entered', () => {
    const e = estimate({ ...semi, yearOfConstruction: 1930, epcRating: 'B' });
    expect(e.epc.band).toBe('B');
    expect(e.epc.source).toBe('ENTERED');
  });

  it('splits energy by fuel and end use consistently and gives monthly values summing to the annual', () => {
    const e = estimate({
      buildingType: 'GENERAL_OFFICE',
      floorArea: 1500,
      noFloors: 3,
      yearOfConstruction: 1995,
      heatingFuel: 'NATURAL_GAS',
      coolingSystem: 'AIR_CONDITIONING',
    });
    const fuels = Object.values(e.annual.byFuel).reduce((s, r) => s + r.value, 0);
    const uses = Object.values(e.annual.byEndUse).reduce((s, r) => s + r.value, 0);
    expect(fuels).toBeCloseTo(e.annual.totalKwh.value, 3);
    expect(uses).toBeCloseTo(e.annual.totalKwh.value, 3);
    expect(e.monthly.reduce((s, m) => s + m.totalKwh, 0)).toBeCloseTo(e.annual.totalKwh.value, 3);
    expect(e.annual.byEndUse.cooling.value).toBeGreaterThan(0);
    // Heating falls in summer: January needs more than July.
    expect(e.monthly[0]!.byEndUse.spaceHeating).toBeGreaterThan(
      e.monthly[6]!.byEndUse.spaceHeating,
    );
  });

  it('uses the outline for wall and roof areas and maps the location to a SAP region', () => {
    const ring: [number, number][] = [
      [-0.1275, 51.5072],
      [-0.1273, 51.5072],
      [-0.1273, 51.5073],
      [-0.1275, 51.5073],
    ];
    const e = estimate({ ...semi, coordinates: ring });
    expect(e.climateRegion.name).toBe('Thames');
    const edinburgh = estimate({ ...semi, location: { lat: 55.95, lon: -3.19 } });
    expect(edinburgh.climateRegion.name).toMatch(/Scotland/);
    expect(edinburgh.annual.byEndUse.spaceHeating.value).toBeGreaterThan(
      estimate({ ...semi, location: { lat: 50.4, lon: -4.1 } }).annual.byEndUse.spaceHeating.value,
    );
  });

  it('rejects invalid input with a typed error naming the field', () => {
    expect(() => estimate({ ...semi, floorArea: -3 })).toThrow(EnergyModelInputError);
    try {
      estimate({ ...semi, heatingFuel: 'PEAT' as never });
    } catch (e) {
      expect((e as EnergyModelInputError).field).toBe('heatingFuel');
    }
    expect(() => estimate({ ...semi, buildingType: 'CASTLE' })).toThrow(/buildingType/);
    expect(() =>
      estimate({
        ...semi,
        bills: { gas: { period: 'MONTHLY', valueType: 'ENERGY_USAGE', value: 10 } },
      }),
    ).toThrow(/bills.gas.month/);
  });
});

describe('room breakdown', () => {
  it('changes the activity mix: a floor of server rooms uses more electricity than one of storage', () => {
    const base: BuildingFacts = {
      buildingType: 'GENERAL_OFFICE',
      floorArea: 400,
      noFloors: 1,
      yearOfConstruction: 2000,
      heatingFuel: 'NATURAL_GAS',
    };
    const servers = estimate({
      ...base,
      spatialStructure: [{ floor: 'Ground', spaces: { SERVER_ROOM: 10, OFFICE: 5 } }],
    });
    const storage = estimate({
      ...base,
      spatialStructure: [{ floor: 'Ground', spaces: { STORAGE: 10, OFFICE: 5 } }],
    });
    expect(servers.annual.byFuel.electricity.value).toBeGreaterThan(
      2 * storage.annual.byFuel.electricity.value,
    );
  });
});
