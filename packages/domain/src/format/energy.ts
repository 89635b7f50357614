import { formatNumber } from './number';

/** Energy units in display order (spec analysis §9 unit factors). */
const ENERGY_UNITS = ['Wh', 'kWh', 'MWh', 'GWh'] as const;
type EnergyUnit = (typeof ENERGY_UNITS)[number];

/** Above this many kWh values show as MWh (spec shell §9, analysis §9: "over 1,000"). */
const MWH_ABOVE_KWH = 1_000;
/** Above this many kWh values show as GWh (spec shell §9, analysis §9: "over 1,000,000"). */
const GWH_ABOVE_KWH = 1_000_000;

/** An energy value scaled to its display unit. */
interface ScaledEnergy {
  value: number;
  unit: 'kWh' | 'MWh' | 'GWh';
}

/**
 * Scales a kWh value to its display unit: MWh over 1,000 kWh, GWh over 1,000,000 kWh
 * (spec shell §9, analysis §9). Exactly 1,000 kWh stays kWh. Magnitude decides, so
 * negative savings scale the same way.
 */
function scaleEnergy(kWh: number): ScaledEnergy {
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

/** kWh in one of each energy unit (spec analysis §9 unit factors). */
const KWH_PER_UNIT: Record<EnergyUnit, number> = { Wh: 0.001, kWh: 1, MWh: 1e3, GWh: 1e6 };

/** True when the unit is one of the energy units the display rule scales (not kWh/m², %, …). */
function isEnergyUnit(unit: string | null | undefined): unit is EnergyUnit {
  return (ENERGY_UNITS as readonly string[]).includes(unit ?? '');
}

/**
 * A value with its unit for display: energy in any of Wh, kWh, MWh, GWh is scaled by the rule of
 * spec shell §9 (e.g. 12,400 kWh → '12.40 MWh'), any other unit keeps its own,
 * and a value without a unit is just the number.
 */
export function formatQuantity(value: number, unit?: string | null): string {
  if (isEnergyUnit(unit)) return formatEnergy(value * KWH_PER_UNIT[unit]);
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}
