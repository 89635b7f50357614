import { describe, expect, it } from 'vitest';
import { readStoredMetric, type StoredDiagnoseMetric } from './metric';

/** Metrics as the model job stored them before metrics had a state. */
const storedElectricity: StoredDiagnoseMetric = {
  actual: 3000,
  benchmark: 2500,
  actualImprovement: 500,
  percentageImprovement: 16.7,
  barPercentage: 83.3,
  unit: 'kWh',
  isCurrency: false,
  direction: 'DOWN',
  breakdown: [],
};
const storedOil: StoredDiagnoseMetric = {
  ...storedElectricity,
  actual: 0,
  benchmark: 0,
  actualImprovement: 0,
  percentageImprovement: 0,
  barPercentage: 100,
  direction: 'UP',
};

describe('stored metrics stay readable', () => {
  it('reads an older comparison as compared, with no source to name', () => {
    const m = readStoredMetric(storedElectricity);
    expect(m.state).toBe('COMPARED');
    expect(m.barPercentage).toBe(83.3);
    expect(m.basis).toBeNull();
  });

  it('reads an older metric with neither use nor benchmark as not used, without a bar', () => {
    const m = readStoredMetric(storedOil);
    expect(m.state).toBe('NOT_USED');
    expect(m.barPercentage).toBe(0);
    expect(m.reason).toMatch(/Nothing to compare/);
  });
});
