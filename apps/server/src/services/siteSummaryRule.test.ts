import { describe, expect, it } from 'vitest';
import { siteSummaryFigures, trafficLightForRatio } from './siteSummaryRule';

const office = { floorArea: 1000, electricityKwhPerM2: 95, fossilThermalKwhPerM2: 120 };

describe('the seeded site summary rule', () => {
  it('bands the ratio of estimate to benchmark: LOW below 0.9, OK to 1.1, HIGH above', () => {
    expect(trafficLightForRatio(0.89)).toBe('LOW');
    expect(trafficLightForRatio(0.9)).toBe('OK');
    expect(trafficLightForRatio(1.1)).toBe('OK');
    expect(trafficLightForRatio(1.11)).toBe('HIGH');
  });

  it('rates a typical (EPC D) gas-heated building OK on every light', () => {
    const figures = siteSummaryFigures([{ ...office, epcRating: 'D', heatingFuel: 'NATURAL_GAS' }]);
    expect(figures).toMatchObject({ energyUsage: 'OK', energyCost: 'OK', energyCarbon: 'OK' });
    expect(figures.benchmarkKwh).toBe(215000);
  });

  it('rates a poor EPC HIGH and a good one LOW on energy', () => {
    expect(
      siteSummaryFigures([{ ...office, epcRating: 'G', heatingFuel: 'NATURAL_GAS' }]).energyUsage,
    ).toBe('HIGH');
    expect(
      siteSummaryFigures([{ ...office, epcRating: 'A', heatingFuel: 'NATURAL_GAS' }]).energyUsage,
    ).toBe('LOW');
  });

  it('makes electric heating cost more than gas for the same energy', () => {
    const electric = siteSummaryFigures([
      { ...office, epcRating: 'D', heatingFuel: 'GRID_SUPPLIED_ELECTRICITY' },
    ]);
    expect(electric.energyUsage).toBe('OK');
    expect(electric.energyCost).toBe('HIGH');
  });
});
