import { describe, expect, it } from 'vitest';
import { analysisAccess, DIAGNOSE_TAB_SERIES, nextDiagnoseStep } from './analysisAccess';

describe('analysis access', () => {
  it('limits free Predict sites to Actual and blurs plan and validate', () => {
    expect(analysisAccess({ siteId: 's', product: 'PREDICT', paid: false })).toEqual({
      usableTabs: ['ACTUAL'],
      planAndValidateBlurred: true,
      showsTargetAndAverage: false,
      canSaveBuildingProperties: true,
      saveDisabledTooltip: null,
    });
  });
  it('opens everything on paid and Optimise sites', () => {
    for (const site of [
      { siteId: 's', product: 'PREDICT' as const, paid: true },
      { siteId: 's', product: 'OPTIMISE' as const, paid: false },
    ]) {
      const access = analysisAccess(site);
      expect(access.usableTabs).toEqual(['ACTUAL', 'DIAGNOSE', 'POTENTIAL']);
      expect(access.planAndValidateBlurred).toBe(false);
    }
  });
  it('blocks saving building properties on demonstration sites', () => {
    expect(analysisAccess({ siteId: 'x-demo', product: 'PREDICT', paid: true })).toMatchObject({
      canSaveBuildingProperties: false,
      saveDisabledTooltip:
        'This is a demonstration site and building properties cannot be changed.',
    });
    expect(
      analysisAccess({ siteId: 'x', product: 'SIMPLE_PREDICT', paid: false })
        .canSaveBuildingProperties,
    ).toBe(false);
  });
  it('walks the bottom navigation to the plan', () => {
    expect(nextDiagnoseStep('ACTUAL')).toBe('DIAGNOSE');
    expect(nextDiagnoseStep('DIAGNOSE')).toBe('POTENTIAL');
    expect(nextDiagnoseStep('POTENTIAL')).toBe('improvement-plan');
    expect(DIAGNOSE_TAB_SERIES.DIAGNOSE).toEqual(['actual', 'expected', 'potential']);
  });
});
