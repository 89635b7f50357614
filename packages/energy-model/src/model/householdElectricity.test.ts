import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { estimate } from './estimate';
import { daylightCorrection, daylightFactor } from './householdElectricity';
import { householdDensityFactor } from './householdDensity';
import { needRegionOf, regionalElectricityFactor } from './regionalElectricity';
import { prepareBuilding } from './prepareBuilding';
import { NOTIONAL_DWELLING_2013 } from './newBuildRating';

const BIRMINGHAM = { lat: 52.48, lon: -1.9 };
const LONDON = { lat: 51.51, lon: -0.13 };
const NEWCASTLE = { lat: 54.97, lon: -1.61 };
const READING = { lat: 51.45, lon: -0.97 };
const EDINBURGH = { lat: 55.95, lon: -3.19 };

const home = (over: Partial<BuildingFacts>): BuildingFacts => ({
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 90,
  noFloors: 2,
  yearOfConstruction: 1972,
  heatingFuel: 'NATURAL_GAS',
  location: BIRMINGHAM,
  ...over,
});

describe('household electricity depends on more than floor area', () => {
  it('lights a home with small windows more (SAP 2012 Appendix L daylight correction)', () => {
    // (L2b) at the points SAP's curve passes: G_L 0 → 1.433; above 0.095 → 0.96.
    expect(daylightCorrection(0)).toBeCloseTo(1.433, 3);
    expect(daylightCorrection(0.05)).toBeCloseTo(52.2 * 0.0025 - 0.497 + 1.433, 6);
    expect(daylightCorrection(0.2)).toBe(0.96);
    expect(daylightFactor(20, 100)).toBeGreaterThan(daylightFactor(10, 100));
    // The same 60 m² of the 1950s as a flat (RdSAP Table S4: 10.6 m² of windows) and as a
    // bungalow (13.3 m²): the flat, with less daylight, burns more on lighting.
    const flat = estimate(
      home({ buildingType: 'FLAT', floorArea: 60, noFloors: 1, yearOfConstruction: 1955 }),
    );
    const bungalow = estimate(
      home({ buildingType: 'BUNGALOW', floorArea: 60, noFloors: 1, yearOfConstruction: 1955 }),
    );
    expect(flat.annual.byEndUse.lighting.value).toBeGreaterThan(
      bungalow.annual.byEndUse.lighting.value * 1.015,
    );
  });

  it('gives a London home of the same floor area the more people London homes hold (EHS via GLA 2021)', () => {
    expect(householdDensityFactor(LONDON)).toBeGreaterThan(1.08);
    expect(householdDensityFactor(LONDON)).toBeLessThan(1.14);
    expect(householdDensityFactor(BIRMINGHAM)).toBe(1);
    const birmingham = prepareBuilding(home({}));
    const london = prepareBuilding(home({ location: LONDON }));
    expect(london.multipliers.occupancy).toBeCloseTo(householdDensityFactor(LONDON), 9);
    // Ratings keep SAP's occupancy for the floor area.
    expect(london.ratingMultipliers.occupancy ?? 1).toBe(1);
    expect(birmingham.multipliers.occupancy).toBe(1);
    const eL = estimate(home({ location: LONDON }));
    const eB = estimate(home({}));
    const appliances = (e: typeof eL) => e.annual.byEndUse.equipment.value;
    expect(appliances(eL) / appliances(eB)).toBeGreaterThan(1.03);
    // Someone who says how many people live there is taken at their word.
    const told = prepareBuilding(
      home({ location: LONDON, parameters: { building: { occupants: 2 } } }),
    );
    expect(told.multipliers.occupancy).toBe(1);
  });
});

describe('household electricity follows the region the home is in (NEED 2026 LA2, 2024)', () => {
  it('gives a North East home 0.88 and a South East one 1.06 of the appliances of the same home with no location', () => {
    expect(needRegionOf(NEWCASTLE)).toBe('North East');
    expect(needRegionOf(READING)).toBe('South East');
    expect(needRegionOf(BIRMINGHAM)).toBe('West Midlands');
    // London's household density carries its ratio; NEED covers England and Wales only.
    expect(regionalElectricityFactor(LONDON)).toBe(1);
    expect(regionalElectricityFactor(EDINBURGH)).toBe(1);
    const appliances = (location?: { lat: number; lon: number }) =>
      estimate(home({ location })).annual.byEndUse.equipment.value;
    const nowhere = appliances(undefined);
    // NEED 2026 LA2 medians: North East 2,246, South East 2,699, England and Wales 2,538 kWh.
    expect(appliances(NEWCASTLE) / nowhere).toBeCloseTo(2246 / 2538, 3);
    expect(appliances(READING) / nowhere).toBeCloseTo(2699 / 2538, 3);
  });

  it('keeps SAP’s household in the rating and takes the household the user gives at its word', () => {
    const north = prepareBuilding(home({ location: NEWCASTLE }));
    expect(north.multipliers.householdElectricity).toBeCloseTo(2246 / 2538, 3);
    expect(north.ratingMultipliers.householdElectricity ?? 1).toBe(1);
    const told = prepareBuilding(
      home({ location: NEWCASTLE, parameters: { building: { occupants: 2 } } }),
    );
    expect(told.multipliers.householdElectricity).toBe(1);
  });
});

describe('homes built since 2012 are rated on the fabric they were designed with', () => {
  const types: [string, number, number][] = [
    ['DETACHED_HOUSE', 120, 2],
    ['SEMI_DETACHED_HOUSE', 90, 2],
    ['TERRACED_HOUSE', 80, 2],
    ['FLAT', 60, 1],
  ];

  it('rates a gas-heated house or flat of 2018 B (EPC register: most new homes rate B)', () => {
    for (const [buildingType, floorArea, noFloors] of types) {
      const e = estimate(
        home({ buildingType, floorArea, noFloors, yearOfConstruction: 2018, location: undefined }),
      );
      expect(e.epc.estimate.band, buildingType).toBe('B');
    }
  });

  it('uses the design fabric for the rating only: energy in use keeps the survey defaults', () => {
    const p = prepareBuilding(home({ yearOfConstruction: 2018 }));
    expect(p.ratingMultipliers.heatLoss).toBeLessThan(0.95);
    expect(p.multipliers.heatLoss).toBe(1);
    expect(p.inputs.wallU).toBeGreaterThan(NOTIONAL_DWELLING_2013.wallU);
    // Older homes and a wall the user gave are rated as they are.
    expect(prepareBuilding(home({ yearOfConstruction: 2008 })).ratingMultipliers.heatLoss).toBe(1);
    const given = prepareBuilding(
      home({ yearOfConstruction: 2018, parameters: { building: { wallU: 0.35 } } }),
    );
    expect(given.ratingMultipliers.heatLoss).toBeGreaterThan(p.ratingMultipliers.heatLoss);
  });
});
