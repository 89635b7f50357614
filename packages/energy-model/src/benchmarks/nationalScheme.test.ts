import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { CARBON_FACTORS_KG_PER_KWH } from '../building/fuels';
import { diagnose } from './diagnose';

/**
 * A 94 m² home whose bills are 63 % of Ofgem's 2023 medium consumption for both fuels (1,701 of
 * 2,700 kWh of electricity, 7,245 of 11,500 kWh of gas). The national average used to be that
 * pair spread over an assumed 94 m² home, so both fuels and carbon read "37 % below" whatever the
 * home used; each is now compared with its own national figure.
 */
const home: BuildingFacts = {
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 94,
  noFloors: 2,
  yearOfConstruction: 1960,
  heatingFuel: 'NATURAL_GAS',
  bills: {
    electricity: { period: 'ANNUAL', valueType: 'ENERGY_USAGE', value: 1701 },
    gas: { period: 'ANNUAL', valueType: 'ENERGY_USAGE', value: 7245 },
  },
};

const below = (m: { actual: number; benchmark: number }) =>
  Math.round(((m.benchmark - m.actual) / m.benchmark) * 100);

describe('UK national average', () => {
  it('compares each metric with its own national figure, so the percentages differ', () => {
    const d = diagnose(home, { diagnoseMetric: 'UK_NATIONAL_AVERAGE' });
    const m = d.diagnoseMetrics!;
    expect(m.electricity.actual).toBeCloseTo(1701, 0);
    expect(m.gas.actual).toBeCloseTo(7245, 0);
    // NEED 2026 (2024 readings) medians over all homes: electricity 2,538 (LA2), gas 10,012 (LA1).
    expect(m.electricity.benchmark).toBe(2538);
    expect(m.gas.benchmark).toBe(10012);
    expect(below(m.electricity)).toBe(33);
    expect(below(m.gas)).toBe(28);
    // Carbon: the same medians at DESNZ 2025 factors.
    const carbon =
      2538 * CARBON_FACTORS_KG_PER_KWH.electricity + 10012 * CARBON_FACTORS_KG_PER_KWH.gas;
    expect(m.carbon.benchmark).toBeCloseTo(carbon, 6);
    expect(new Set([below(m.electricity), below(m.gas), below(m.carbon)]).size).toBe(3);
    expect(m.electricity.source).toMatch(/NEED consumption data tables 2026 .*table LA2/);
    expect(m.gas.source).toMatch(/table LA1/);
    expect(m.carbon.basis).toMatch(/DESNZ 2025 greenhouse gas conversion factors/);
    expect(d.notices.map((n) => n.notice)).toEqual(
      expect.arrayContaining([
        'Your electricity use is 33% below the median home in England and Wales (NEED 2024).',
        'Your gas use is 28% below the median home in England and Wales (NEED 2024).',
      ]),
    );
  });

  it('is the same national figure for a home of any size (a national average, not a per-m² one)', () => {
    const small = diagnose({ ...home, floorArea: 60 }, { diagnoseMetric: 'UK_NATIONAL_AVERAGE' });
    const large = diagnose({ ...home, floorArea: 150 }, { diagnoseMetric: 'UK_NATIONAL_AVERAGE' });
    expect(small.diagnoseMetrics!.gas.benchmark).toBe(large.diagnoseMetrics!.gas.benchmark);
    // Under CIBSE the same homes are compared by size: houses' gas per m².
    expect(diagnose({ ...home, floorArea: 150 }).diagnoseMetrics!.gas.benchmark).toBeGreaterThan(
      diagnose({ ...home, floorArea: 60 }).diagnoseMetrics!.gas.benchmark,
    );
  });
});
