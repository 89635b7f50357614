import { describe, expect, it } from 'vitest';
import { estimate } from '../model/estimate';
import { SAP_CLIMATE_REGIONS } from '../data/sapClimate.generated';
import { defaultExtractFans, habitableRoomsFor, sapInfiltration } from './infiltration';

const ukWind = SAP_CLIMATE_REGIONS[0]!.windSpeedMs;

describe('air leakage by the SAP 2012 infiltration method (worksheet section 2, RdSAP 2012 Table S5)', () => {
  it('worked example: a 1972 two-storey semi of 225 m³, 90 % draught-stripped, UK average wind', () => {
    const r = sapInfiltration({
      flat: false,
      storeys: 2,
      volumeM3: 225,
      ageBand: 'E',
      habitableRooms: 4,
      draughtStrippedShare: 0.9,
      groundFloorShare: 1,
      windSpeedMs: ukWind,
    });
    // (8) no fans before age band F; (10) (2 − 1) × 0.1; (11) masonry 0.35; (12) solid floor 0;
    // (13) no draught lobby 0.05; (15) 0.25 − 0.2 × 0.9 = 0.07; (16) = 0.57.
    expect(r.openings).toBe(0);
    expect(r.storeys).toBeCloseTo(0.1, 10);
    expect(r.floor).toBe(0);
    expect(r.rate).toBeCloseTo(0.57, 10);
    // (20) 2 sheltered sides: 1 − 0.15 = 0.85; (21) = 0.4845.
    expect(r.adjusted).toBeCloseTo(0.4845, 10);
    // January: (22b) 0.4845 × 5.1 / 4 = 0.617738; (24d) 0.5 + 0.5 × 0.617738² = 0.690800.
    expect(r.monthly[0]).toBeCloseTo(0.6908, 4);
    // July (3.8 m/s): 0.5 + 0.5 × (0.4845 × 0.95)² = 0.605925.
    expect(r.monthly[6]).toBeCloseTo(0.605925, 5);
  });

  it('worked example: a 2018 flat of 150 m³ with 3 habitable rooms has 2 extract fans and 4 sheltered sides', () => {
    expect(defaultExtractFans('L', 3)).toBe(2);
    const r = sapInfiltration({
      flat: true,
      storeys: 1,
      volumeM3: 150,
      ageBand: 'L',
      habitableRooms: 3,
      draughtStrippedShare: 1,
      groundFloorShare: 0.35,
      windSpeedMs: ukWind,
    });
    // (8) 2 × 10 / 150; no storeys term, lobby, or suspended floor; (15) 0.05; (16) = 0.533333.
    expect(r.openings).toBeCloseTo(20 / 150, 10);
    expect(r.rate).toBeCloseTo(0.35 + 0.05 + 20 / 150, 10);
    // (20) 1 − 4 × 0.075 = 0.7; January (24d) 0.5 + 0.5 × (0.373333 × 1.275)² = 0.613288.
    expect(r.shelterFactor).toBeCloseTo(0.7, 10);
    expect(r.monthly[0]).toBeCloseTo(0.613288, 5);
  });

  it('a pre-1919 house with a suspended timber floor and single glazing leaks more than a 1990s one', () => {
    const common = {
      flat: false,
      storeys: 2,
      volumeM3: 225,
      habitableRooms: habitableRoomsFor(90),
      groundFloorShare: 1,
      windSpeedMs: ukWind,
    };
    const old = sapInfiltration({ ...common, ageBand: 'A', draughtStrippedShare: 0 });
    const newer = sapInfiltration({ ...common, ageBand: 'H', draughtStrippedShare: 1 });
    expect(old.floor).toBe(0.2);
    expect(old.heatingSeasonAch).toBeGreaterThan(newer.heatingSeasonAch + 0.15);
  });

  it('a flat of the same age needs less heating per m² than a semi: shelter and a draught lobby', () => {
    const flat = estimate({
      buildingType: 'FLAT',
      floorArea: 60,
      noFloors: 1,
      yearOfConstruction: 1972,
      heatingFuel: 'NATURAL_GAS',
    });
    const semi = estimate({
      buildingType: 'SEMI_DETACHED_HOUSE',
      floorArea: 90,
      noFloors: 2,
      yearOfConstruction: 1972,
      heatingFuel: 'NATURAL_GAS',
    });
    expect(flat.annual.byFuel.gas.value / 60).toBeLessThan(semi.annual.byFuel.gas.value / 90);
  });
});
