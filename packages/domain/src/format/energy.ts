import { formatNumber } from './number';

/** Energy units in display order (spec analysis §9 unit factors). */
export const ENERGY_UNITS = ['Wh', 'kWh', 'MWh', 'GWh'] as const;
export type EnergyUnit = (typeof ENERGY_UNITS)[number];

/** Above this many kWh values show as MWh (spec shell §9, analysis §9: "over 1,000"). */
export const MWH_ABOVE_KWH = 1_000;
/** Above this many kWh values show as GWh (spec shell §9, analysis §9: "over 1,000,000"). */
export const GWH_ABOVE_KWH = 1_000_000;

/** An energy value scaled to its display unit. */
export interface ScaledEnergy {
  value: number;
  unit: 'kWh' | 'MWh' | 'GWh';
}

/**
 * Scales a kWh value to its display unit: MWh over 1,000 kWh, GWh over 1,000,000 kWh
 * (spec shell §9, analysis §9). Exactly 1,000 kWh stays kWh. Magnitude decides, so
 * negative savings scale the same way.
 */
export function scaleEnergy(kWh: number): ScaledEnergy {
  const size = Math.abs(kWh);
  if (size > GWH_ABOVE_KWH) return { value: kWh / 1_000_000, unit: 'GWh' };
  if (size > MWH_ABOVE_KWH) return { value: kWh / 1_000, unit: 'MWh' };
  return { value: kWh, unit: 'kWh' };
}

/**
 * Formats kWh for display, e.g. 2_500 → '2.50 MWh', 850 → '850 kWh', 12.5 → '12.50 kWh'
 * (spec analysis §9: scaling, then 2 decimals up to 99, else none).
 */
export function formatEnergy(kWh: number): string {
  const scaled = scaleEnergy(kWh);
  return `${formatNumber(scaled.value)} ${scaled.unit}`;
}
