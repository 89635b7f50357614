import { describe, expect, it } from 'vitest';
import { readStoredDiagnosis, type StoredDiagnosis } from './diagnose';
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

describe('stored diagnoses stay readable', () => {
  const stored: StoredDiagnosis = {
    scheme: 'CIBSE',
    schemeLabel: 'CIBSE TM46',
    diagnoseMetrics: null,
    potentialMetrics: null,
    notices: [],
    rating: 'D',
    enteredRating: null,
    operationalRating: null,
    energyUsageIntensity: 150,
    informationCompletePercentage: 40,
  };

  it('gives a home stored without metrics the words it was stored with', () => {
    const d = readStoredDiagnosis(stored);
    expect(d.diagnoseMetrics).toBeNull();
    expect(d.diagnoseBasis).toBe('CIBSE TM46 has no benchmark for this building type.');
    expect(d.potentialBasis).toBeNull();
  });

  it('reads each stored metric of an older office diagnosis', () => {
    const metrics = Object.fromEntries(
      ['cost', 'electricity', 'gas', 'water', 'dampAndMould', 'oil', 'carbon', 'tariff'].map(
        (k) => [k, k === 'oil' ? storedOil : storedElectricity],
      ),
    ) as StoredDiagnosis['diagnoseMetrics'];
    const d = readStoredDiagnosis({ ...stored, diagnoseMetrics: metrics });
    expect(d.diagnoseMetrics!.electricity.state).toBe('COMPARED');
    expect(d.diagnoseMetrics!.oil.state).toBe('NOT_USED');
    expect(d.diagnoseBasis).toBe('Compared with CIBSE TM46.');
  });
});
