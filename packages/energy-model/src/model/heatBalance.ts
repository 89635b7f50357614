/**
 * The monthly quasi-steady-state method of EN ISO 13790:2008 (now EN ISO 52016-1 §6.5 monthly):
 *   Q_H,nd = Q_H,ht − η_H,gn · Q_H,gn        Q_C,nd = Q_C,gn − η_C,ls · Q_C,ht
 * with the dynamic utilisation factors of ISO 13790 §12.2.1 (a = a₀ + τ/τ₀, a₀ = 1, τ₀ = 15 h).
 */

/** ISO 13790 §12.2.1.1 reference values a₀ = 1.0, τ₀ = 15 h (monthly method). */
const A0 = 1;
const TAU0_H = 15;

/** Gain utilisation factor for heating, η_H,gn (ISO 13790 eq. 33–34). γ = gains / losses. */
export function heatingGainUtilisation(gamma: number, tauH: number): number {
  const a = A0 + tauH / TAU0_H;
  if (gamma <= 0) return 1;
  if (Math.abs(gamma - 1) < 1e-9) return a / (a + 1);
  // Above γ = 1 the same ratio written in γ⁻¹, so a building of very long time constant (a large
  // a) tends to 1/γ instead of Infinity / Infinity.
  if (gamma > 1) return (gamma ** -(a + 1) - 1 / gamma) / (gamma ** -(a + 1) - 1);
  return (1 - gamma ** a) / (1 - gamma ** (a + 1));
}

/** Loss utilisation factor for cooling, η_C,ls (ISO 13790 eq. 38–39). λ = losses / gains. */
export function coolingLossUtilisation(lambda: number, tauH: number): number {
  const a = A0 + tauH / TAU0_H;
  if (lambda <= 0) return 1;
  if (Math.abs(lambda - 1) < 1e-9) return a / (a + 1);
  // Below λ = 1 the same ratio times λ^(a+1), so a very long time constant tends to λ instead of
  // Infinity / Infinity.
  if (lambda < 1) return (lambda ** (a + 1) - lambda) / (lambda ** (a + 1) - 1);
  return (1 - lambda ** -a) / (1 - lambda ** -(a + 1));
}

export interface MonthBalanceInput {
  /** Heat transfer coefficient by transmission and ventilation, W/K. */
  heatTransferWK: number;
  internalTempC: number;
  externalTempC: number;
  hours: number;
  /** Internal plus solar gains, mean W over the month. */
  gainsW: number;
  /** Time constant of the building, h (C_m / H). */
  timeConstantH: number;
}

/** Heating need of one month, kWh (never negative). */
export function monthlyHeatingNeedKwh(m: MonthBalanceInput): number {
  const lossKwh = (m.heatTransferWK * (m.internalTempC - m.externalTempC) * m.hours) / 1000;
  const gainKwh = (m.gainsW * m.hours) / 1000;
  if (lossKwh <= 0) return 0;
  const eta = heatingGainUtilisation(gainKwh / lossKwh, m.timeConstantH);
  return Math.max(0, lossKwh - eta * gainKwh);
}

/** Cooling need of one month, kWh (never negative). */
export function monthlyCoolingNeedKwh(m: MonthBalanceInput): number {
  const lossKwh = (m.heatTransferWK * (m.internalTempC - m.externalTempC) * m.hours) / 1000;
  const gainKwh = (m.gainsW * m.hours) / 1000;
  if (gainKwh <= 0) return 0;
  if (lossKwh <= 0) return gainKwh - lossKwh;
  const eta = coolingLossUtilisation(lossKwh / gainKwh, m.timeConstantH);
  return Math.max(0, gainKwh - eta * lossKwh);
}
