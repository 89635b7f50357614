/**
 * Household lighting and appliances, SAP 2012 Appendix L (BRE 2014, §L1–L2), from floor area,
 * occupants, lamps and daylight: the parts of a home's electricity that depend on more than its
 * floor area. The home's daylight follows its windows (RdSAP 2012 Table S4 by age band, houses
 * and flats apart), so homes of the same size differ by age and form.
 */

/**
 * Light transmittance g_L, SAP 2012 Table 6b: 0.80 for double glazing, taken for every home (most
 * are double glazed throughout, EHS 2024 DA6201), so the daylight follows the window area: a
 * glazing measure changes heat loss, not the lamps (single glazing's 0.90 and triple's 0.70 would
 * move lighting by a few kWh a year).
 */
const LIGHT_TRANSMITTANCE = 0.8;
/** SAP 2012 Table 6c frame factor (wood or PVC-U frames). */
const FRAME_FACTOR = 0.7;
/** SAP 2012 Table 6d light access factor Z_L, average overshading (20–60 % of the sky blocked). */
const LIGHT_ACCESS = 0.83;

/**
 * Daylight factor G_L, SAP 2012 equation (L2a): Σ 0.9 × A_w × g_L × FF × Z_L ÷ TFA.
 */
export function daylightFactor(windowAreaM2: number, floorAreaM2: number): number {
  if (!(floorAreaM2 > 0)) return 0;
  return (0.9 * windowAreaM2 * LIGHT_TRANSMITTANCE * FRAME_FACTOR * LIGHT_ACCESS) / floorAreaM2;
}

/**
 * Daylight correction C2, SAP 2012 equation (L2b): 52.2 G_L² − 9.94 G_L + 1.433 for G_L up to
 * 0.095, else 0.96. A home with small windows lights more of its day artificially.
 */
export function daylightCorrection(gL: number): number {
  return gL <= 0.095 ? 52.2 * gL * gL - 9.94 * gL + 1.433 : 0.96;
}

/**
 * Annual lighting, kWh, SAP 2012 (L1)–(L3): E_B = 59.73 (TFA × N)^0.4714, × C1 = 1 − 0.50 × the
 * share of low-energy lamps, × C2 the daylight correction.
 */
export function lightingKwh(input: {
  floorAreaM2: number;
  occupants: number;
  lowEnergyShare: number;
  windowAreaM2: number;
}): number {
  const base = 59.73 * (input.floorAreaM2 * input.occupants) ** 0.4714;
  const c1 = 1 - 0.5 * input.lowEnergyShare;
  const c2 = daylightCorrection(daylightFactor(input.windowAreaM2, input.floorAreaM2));
  return base * c1 * c2;
}

/** Annual appliances, kWh, SAP 2012 (L10): E_A = 207.8 (TFA × N)^0.4714 (before today's trend). */
export function appliancesKwh(floorAreaM2: number, occupants: number): number {
  return 207.8 * (floorAreaM2 * occupants) ** 0.4714;
}
