import { describe, expect, it } from 'vitest';
import { ASHRAE_HOURLY_LIMITS, ASHRAE_MONTHLY_LIMITS, MODEL_ACCURACY } from './modelAccuracy';

describe('the model accuracy a page states', () => {
  it('gives Guideline 14 limits as whole per cent figures a sentence can print', () => {
    expect(`${ASHRAE_MONTHLY_LIMITS.cvRmsePercent} %`).toBe('15 %');
    expect(`${ASHRAE_MONTHLY_LIMITS.nmbePercent} %`).toBe('5 %');
    expect(`${ASHRAE_HOURLY_LIMITS.cvRmsePercent} %`).toBe('30 %');
    expect(`${ASHRAE_HOURLY_LIMITS.nmbePercent} %`).toBe('10 %');
  });

  it('carries the figures the engine measured when it was built, with the day', () => {
    expect(MODEL_ACCURACY.measuredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(MODEL_ACCURACY.splits).toBeGreaterThan(0);
    expect(MODEL_ACCURACY.splitsBelowReference).toBeLessThanOrEqual(MODEL_ACCURACY.splits);
    expect(MODEL_ACCURACY.monthlyCvRmsePercent).toBeGreaterThan(0);
  });
});
