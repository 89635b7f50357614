/**
 * The spec's default energy prices in pence (shell spec §9, "Energy defaults": electricity day rate
 * 53, unit rate 27.03; gas day rate 35, unit rate 7). One home for both the engine's default fuel
 * prices and the registration form's defaults (packages/domain ENERGY_DEFAULTS reads these).
 */
export const SPEC_ENERGY_PRICES = {
  electricity: { unitRate: 27.03, standingCharge: 53 },
  gas: { unitRate: 7, standingCharge: 35 },
} as const;
