import { describe, expect, it } from 'vitest';
import {
  GRANULARITY_LABELS,
  buildingMetersNotice,
  potentialSavingsSentence,
} from './optimiseImprovementMessages';

describe('the Optimise improvement sentence on potential savings', () => {
  it('names the amount per granularity period', () => {
    expect(potentialSavingsSentence(1250, 'YEARLY')).toBe(
      'Potential savings of £1,250 per year with the recommended scenarios',
    );
    expect(potentialSavingsSentence(24.5, 'WEEKLY')).toBe(
      'Potential savings of £24.50 per week with the recommended scenarios',
    );
  });
  it("shows '---' when the saving is negative", () => {
    expect(potentialSavingsSentence(-3, 'DAILY')).toBe(
      'Potential savings of --- per day with the recommended scenarios',
    );
  });
  it('labels every granularity', () => {
    expect(Object.values(GRANULARITY_LABELS)).toEqual(['Daily', 'Weekly', 'Monthly', 'Yearly']);
  });
  it("says a node without a meter shows its building's", () => {
    expect(buildingMetersNotice('Ground floor')).toContain('Ground floor has no meter of its own');
  });
});
