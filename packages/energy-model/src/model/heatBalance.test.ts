import { describe, expect, it } from 'vitest';
import {
  coolingLossUtilisation,
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

  it('gives the same factors written either way, and their limits for a very long time constant', () => {
    // a = 3: (1 − 2³) / (1 − 2⁴) = 7/15 for heating at γ = 2; (1 − 0.5⁻³) / (1 − 0.5⁻⁴) = 7/15
    // for cooling at λ = 0.5.
    expect(heatingGainUtilisation(2, 30)).toBeCloseTo(7 / 15, 12);
    expect(coolingLossUtilisation(0.5, 30)).toBeCloseTo(7 / 15, 12);
    // A building that barely loses heat (τ of millions of hours): γ^a overflows, and the factors
    // tend to 1/γ and λ, never NaN.
    expect(heatingGainUtilisation(3, 1e7)).toBeCloseTo(1 / 3, 12);
    expect(heatingGainUtilisation(0.5, 1e7)).toBeCloseTo(1, 12);
    expect(coolingLossUtilisation(0.25, 1e7)).toBeCloseTo(0.25, 12);
    expect(coolingLossUtilisation(4, 1e7)).toBeCloseTo(1, 12);
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
