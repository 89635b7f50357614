import { describe, expect, it } from 'vitest';
import { costOnTariff, nightFraction, suggestTariffs, type Tariff } from './suggestTariffs';

const current: Tariff = {
  supplierName: 'Now',
  name: 'Standard',
  fuelType: 'DUAL',
  term: 'Variable',
  elecUnitRate: 27.03,
  elecStandingCharge: 53,
  gasUnitRate: 7,
  gasStandingCharge: 35,
};
const profile = { electricityKwh: 2700, gasKwh: 11500 };

describe('tariffs', () => {
  it('costs a profile with unit rates and standing charges (worked example)', () => {
    // 2700 × 27.03 + 53 × 365 = 92326 p; 11500 × 7 + 35 × 365 = 93275 p → £1856.01
    expect(costOnTariff(current, profile)).toBeCloseTo(1856.01, 2);
  });

  it('uses the night rate for the night share on day/night tariffs', () => {
    const e7: Tariff = {
      supplierName: 'X',
      name: 'Economy 7',
      fuelType: 'ELECTRICITY',
      term: '12 months',
      elecUnitRate: 30,
      elecNightRate: 12,
      elecStandingCharge: 50,
    };
    // Electricity: 2700 × (0.6 × 30 + 0.4 × 12) + 50 × 365 = 79810 p; gas stays on the current tariff: 93275 p.
    expect(costOnTariff(e7, { ...profile, electricityNightFraction: 0.4 }, current)).toBeCloseTo(
      1730.85,
      2,
    );
  });

  it('suggests only cheaper tariffs, cheapest first, with savings per year', () => {
    const tariffs: Tariff[] = [
      { ...current, supplierName: 'A', name: 'Dearer', elecUnitRate: 30 },
      {
        ...current,
        supplierName: 'B',
        name: 'Fix',
        elecUnitRate: 24,
        gasUnitRate: 6.5,
        detailsLink: 'https://example.test/fix',
      },
      { ...current, supplierName: 'C', name: 'Tracker', elecUnitRate: 25 },
    ];
    const s = suggestTariffs(profile, current, tariffs);
    expect(s.suggestions.map((t) => t.name)).toEqual(['Fix', 'Tracker']);
    expect(s.suggestions[0]!.savings).toBeCloseTo((2700 * 3.03 + 11500 * 0.5) / 100, 6);
    expect(s.suggestions[0]!.headlineElecRate).toBe(24);
    expect(suggestTariffs(profile, current, [tariffs[0]!]).noImprovedTariffs).toBe(true);
  });

  it('finds the Economy 7 night share of half-hourly readings', () => {
    const t0 = Date.UTC(2021, 0, 1);
    const readings = Array.from({ length: 48 }, (_, i) => ({ wallMs: t0 + i * 1_800_000, kwh: 1 }));
    expect(nightFraction(readings)).toBeCloseTo(14 / 48, 10);
  });
});
