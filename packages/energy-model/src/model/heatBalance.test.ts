import { describe, expect, it } from 'vitest';
import {
  heatingGainUtilisation,
  monthlyHeatingNeedKwh,
  monthlyCoolingNeedKwh,
} from './heatBalance';

describe('ISO 13790 monthly heat balance', () => {
  it('reproduces a January month worked by hand', () => {
    // H = 200 W/K, 20 °C inside, 5 °C outside, 744 h: losses = 200 × 15 × 744 / 1000 = 2232 kWh.
    // Gains 600 W: 446.4 kWh, γ = 0.2. τ = 30 h → a = 1 + 30/15 = 3.
    // η = (1 − 0.2³) / (1 − 0.2⁴) = 0.992 / 0.9984 = 0.993590; need = 2232 − 0.993590 × 446.4 = 1788.46 kWh.
    const need = monthlyHeatingNeedKwh({
      heatTransferWK: 200,
      internalTempC: 20,
      externalTempC: 5,
      hours: 744,
      gainsW: 600,
      timeConstantH: 30,
    });
    expect(need).toBeCloseTo(1788.46, 1);
  });

  it('uses a/(a+1) when gains equal losses', () => {
    expect(heatingGainUtilisation(1, 15)).toBeCloseTo(2 / 3, 10);
  });

  it('needs no heating when gains far exceed losses, but needs cooling', () => {
    const m = {
      heatTransferWK: 100,
      internalTempC: 24,
      externalTempC: 18,
      hours: 720,
      gainsW: 5000,
      timeConstantH: 40,
    };
    expect(monthlyHeatingNeedKwh(m)).toBeLessThan(1);
    expect(monthlyCoolingNeedKwh(m)).toBeGreaterThan(3000);
  });
});
