import { describe, expect, it } from 'vitest';
import { SAP_CLIMATE_REGIONS } from '../data/sapClimate.generated';
import { climateRegionById } from '../climate/region';
import { pvAnnualYieldKwhPerKwp } from './solarPv';

describe('PV yield (SAP 2012 Appendix M1 with Appendix U3 irradiance)', () => {
  it('stays within the UK span: SAP M1 "720–940 kWh/kWp typically", PVGIS south coast ~1,016', () => {
    for (const r of SAP_CLIMATE_REGIONS) {
      const y = pvAnnualYieldKwhPerKwp(r);
      expect(y).toBeGreaterThan(700);
      expect(y).toBeLessThan(1020);
    }
  });
  it('gives about 850 kWh/kWp for the UK average (the yield SAP assumes)', () => {
    expect(pvAnnualYieldKwhPerKwp(SAP_CLIMATE_REGIONS[0]!)).toBeCloseTo(851.7, 0);
  });
  it('matches known yields within 10 %: Torbay 1,016 and Highland (IV52) 702 kWh/kWp (PVGIS via solarbypostcode)', () => {
    expect(Math.abs(pvAnnualYieldKwhPerKwp(climateRegionById(4)) / 1016 - 1)).toBeLessThan(0.1);
    expect(Math.abs(pvAnnualYieldKwhPerKwp(climateRegionById(17)) / 702 - 1)).toBeLessThan(0.1);
  });
});
