import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { suggestTariffs, type Tariff } from '../tariffs/suggestTariffs';
import { diagnose } from './diagnose';
import { tariffBarPercentage } from './usageMetrics';

const home: BuildingFacts = {
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 90,
  noFloors: 2,
  yearOfConstruction: 1935,
  heatingFuel: 'NATURAL_GAS',
  bills: {
    electricity: { period: 'ANNUAL', valueType: 'ENERGY_USAGE', value: 2700 },
    gas: { period: 'ANNUAL', valueType: 'ENERGY_USAGE', value: 11500 },
  },
};
// The home's own tariff: the spec's default rates (p/kWh, p/day).
const current: Tariff = {
  supplierName: 'Current',
  name: 'Your current tariff',
  fuelType: 'DUAL',
  term: 'Current',
  elecUnitRate: 27.03,
  elecStandingCharge: 53,
  gasUnitRate: 7,
  gasStandingCharge: 35,
};
const fix = (share: number): Tariff => ({
  supplierName: 'Supplier',
  name: `Fix at ${share}`,
  fuelType: 'DUAL',
  term: '12 months',
  elecUnitRate: 27.03 * share,
  elecStandingCharge: 53,
  gasUnitRate: 7 * share,
  gasStandingCharge: 35,
});
const LEVELS = ['very poor', 'poor', 'fair', 'good', 'very good'];
/** The words the benchmark bar shows for a bar percentage (spec §9 data-bar thresholds 20/40/60/80). */
const words = (bar: number) => LEVELS[Math.min(4, Math.floor(bar / 20))]!;

describe('tariff metric', () => {
  it('agrees with the tariff cards: the saving they offer, and never "very good" while one saves', () => {
    const available = [fix(0.85), fix(0.95)];
    const d = diagnose(home, { tariffs: { current, available, source: 'Test table' } });
    const m = d.diagnoseMetrics!.tariff;
    const cards = suggestTariffs({ electricityKwh: 2700, gasKwh: 11500 }, current, available);
    const saving = cards.suggestions[0]!.savings;
    expect(m.state).toBe('COMPARED');
    expect(m.actualImprovement).toBeCloseTo(saving, 1);
    expect(m.direction).toBe('DOWN');
    // 12 % of the bill saved by switching: "poor", not the "very good" an 88 % bar used to read.
    expect(m.percentageImprovement).toBeCloseTo((saving / cards.currentTotal) * 100, 1);
    expect(words(m.barPercentage)).toBe('poor');
    expect(m.basis).toMatch(/The cheapest of 2 tariffs compared, Supplier Fix at 0.85/);
  });

  it('rates a tariff "very good" only when nothing on offer is cheaper', () => {
    const m = diagnose(home, { tariffs: { current, available: [fix(1.1)] } }).diagnoseMetrics!
      .tariff;
    expect(m.direction).toBe('UP');
    expect(words(m.barPercentage)).toBe('very good');
  });

  it('steps down a band for each 5 % of the bill a switch would save', () => {
    expect(words(tariffBarPercentage(0))).toBe('very good');
    expect(words(tariffBarPercentage(0.01))).toBe('good');
    expect(words(tariffBarPercentage(0.07))).toBe('fair');
    expect(words(tariffBarPercentage(0.12))).toBe('poor');
    expect(words(tariffBarPercentage(0.2))).toBe('very poor');
  });

  it('keeps older callers’ cheapest cost in agreement too', () => {
    const cost = diagnose(home).diagnoseMetrics!.cost.actual;
    const m = diagnose(home, { bestTariffCostGbp: cost - 381 }).diagnoseMetrics!.tariff;
    expect(m.actualImprovement).toBeCloseTo(381, 6);
    expect(m.barPercentage).toBeLessThan(80);
  });
});
