import { describe, expect, it } from 'vitest';
import { BUILDING_TYPES } from '../building/buildingTypes';
import type { BuildingFacts } from '../building/facts';
import { sapOccupancy } from '../model/modelInputs';
import { DIAGNOSE_METRICS, diagnose } from './diagnose';
import { BENCHMARK_SCHEMES } from './schemes';

const terraced: BuildingFacts = {
  buildingType: 'TERRACED_HOUSE',
  floorArea: 85,
  noFloors: 2,
  yearOfConstruction: 1930,
  heatingFuel: 'NATURAL_GAS',
};
const flat: BuildingFacts = {
  buildingType: 'FLAT',
  floorArea: 60,
  noFloors: 1,
  yearOfConstruction: 1975,
  heatingFuel: 'NATURAL_GAS',
};
const bungalow: BuildingFacts = {
  buildingType: 'BUNGALOW',
  floorArea: 77,
  noFloors: 1,
  yearOfConstruction: 1970,
  heatingFuel: 'NATURAL_GAS',
};

describe('homes under CIBSE (TM46 has no category for dwellings)', () => {
  it('compares a terraced house with NEED 2024 medians for its type, size and build period', () => {
    const d = diagnose(terraced);
    expect(d.scheme).toBe('CIBSE');
    const m = d.diagnoseMetrics!;
    // NEED 2026 table LA6: mid-terraced houses' median electricity 2,383 kWh (2024 readings).
    expect(m.electricity.state).toBe('COMPARED');
    expect(m.electricity.benchmark).toBe(2383);
    expect(m.electricity.basis).toBe(
      'NEED 2024 median electricity of mid-terraced houses: 2,383 kWh a year',
    );
    expect(m.electricity.source).toMatch(/NEED consumption data tables 2026.*LA6/);
    // NEED 2026 table 4.2c: houses built 1919-44 burn 122 kWh of gas per m²; × 85 m².
    expect(m.gas.benchmark).toBeCloseTo(122 * 85, 6);
    expect(m.gas.basis).toMatch(/houses built 1919–1944: 122 kWh per m² a year, for 85 m²/);
    expect(m.gas.source).toMatch(/gas per m² in houses, table 4\.2c/);
    expect(m.cost.state).toBe('COMPARED');
    expect(m.carbon.state).toBe('COMPARED');
    expect(d.diagnoseBasis).toMatch(/^CIBSE TM46 has no category for homes/);
    expect(d.notices.some((n) => n.notice.includes('has no benchmark'))).toBe(false);
    // The notices name what the home is compared with: NEED, not TM46.
    expect(d.notices.find((n) => n.notice.startsWith('Your electricity use'))?.notice).toMatch(
      /^Your electricity use is \d+% above the NEED 2024 median for homes like this\.$/,
    );
  });

  it('compares a flat with the purpose-built flat medians, and says it is not scaled by size', () => {
    const m = diagnose(flat).diagnoseMetrics!;
    expect(m.electricity.benchmark).toBe(1947); // LA6 purpose-built flat
    expect(m.gas.benchmark).toBe(5704); // LA5 purpose-built flat
    expect(m.gas.basis).toMatch(/not scaled to this flat's size/);
    expect(m.gas.source).toMatch(/LA5/);
  });

  it('compares a bungalow with bungalows’ electricity and 1965–1982 houses’ gas per m²', () => {
    const m = diagnose(bungalow).diagnoseMetrics!;
    expect(m.electricity.benchmark).toBe(2271);
    expect(m.gas.benchmark).toBeCloseTo(106 * 77, 6);
  });

  it('compares a home heated by electricity with Ofgem’s typical Economy 7 home', () => {
    const d = diagnose({ ...terraced, heatingFuel: 'GRID_SUPPLIED_ELECTRICITY' });
    const m = d.diagnoseMetrics!;
    expect(m.electricity.benchmark).toBe(4200);
    expect(m.electricity.source).toMatch(/Ofgem Typical Domestic Consumption Values, 2019 review/);
    expect(m.gas.state).toBe('NOT_USED');
  });

  it('gives every building type all eight metrics under every scheme, each compared or worded', () => {
    for (const t of BUILDING_TYPES) {
      const facts: BuildingFacts = {
        buildingType: t.key,
        floorArea: t.domestic ? 90 : 800,
        noFloors: 2,
        yearOfConstruction: 1975,
        heatingFuel: 'NATURAL_GAS',
      };
      for (const scheme of BENCHMARK_SCHEMES) {
        const d = diagnose(facts, { diagnoseMetric: scheme.key });
        expect(Object.keys(d.diagnoseMetrics!).sort(), t.key).toEqual([...DIAGNOSE_METRICS].sort());
        for (const key of DIAGNOSE_METRICS) {
          const m = d.diagnoseMetrics![key];
          const where = `${t.key} ${scheme.key} ${key}`;
          if (m.state === 'COMPARED') {
            expect(m.basis, where).toBeTruthy();
            expect(m.source, where).toBeTruthy();
          } else expect(m.reason?.length ?? 0, where).toBeGreaterThan(20);
        }
        // A building that uses energy is compared on cost wherever the scheme has a figure.
        if (scheme.key !== 'NET_ZERO_CARBON_STANDARD')
          expect(d.diagnoseMetrics!.cost.state, `${t.key} ${scheme.key}`).toBe('COMPARED');
      }
    }
  });
});

describe('metrics with no data', () => {
  it('shows no figure for water, damp and mould or tariff when nothing was entered', () => {
    for (const scheme of BENCHMARK_SCHEMES) {
      const m = diagnose(terraced, { diagnoseMetric: scheme.key }).diagnoseMetrics!;
      for (const key of ['water', 'dampAndMould', 'tariff'] as const) {
        expect(m[key].state, key).toBe('NO_DATA');
        expect(m[key].reason, key).toMatch(/entered|compared/);
        expect(m[key].barPercentage, key).toBe(0);
        expect(m[key].percentageImprovement, key).toBe(0);
        expect(m[key].actual + m[key].benchmark, key).toBe(0);
      }
    }
  });

  it('compares metered water with household use per person in England (136.5 l a day)', () => {
    const m = diagnose(terraced, { measuredWaterM3: 150 }).diagnoseMetrics!.water;
    const typical = (136.5 * sapOccupancy(85) * 365) / 1000;
    expect(m.state).toBe('COMPARED');
    expect(m.actual).toBe(150);
    expect(m.benchmark).toBeCloseTo(typical, 6);
    expect(m.source).toMatch(/Environment Agency, water resources 2024 to 2025/);
  });
});
