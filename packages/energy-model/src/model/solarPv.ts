/**
 * Solar PV yield, SAP 2012 Appendix M1 (p.86): annual output = 0.8 × kWp × S × Z_PV, with S the
 * annual solar radiation on the panel (kWh/m²) and Z_PV the overshading factor (1 = none or
 * very little, SAP Table H2). S is taken as horizontal irradiation (SAP Table U3 for the region)
 * × 1.12 for a south-facing 30° panel (assumption: the usual tilt gain at UK latitudes).
 * SAP M1 notes 1 kWp typically gives 720–940 kWh/yr in the UK.
 */
import { DAYS_IN_MONTH } from '../climate/region';
import type { SapClimateRegion } from '../climate/types';

const PV_SYSTEM_FACTOR = 0.8;
const PV_TILT_GAIN = 1.12;

export const PV_ORIENTATIONS = {
  SOUTH: { label: 'South', factor: 1 },
  SOUTH_EAST_SOUTH_WEST: { label: 'South-east or south-west', factor: 0.95 },
  EAST_WEST: { label: 'East or west', factor: 0.8 },
  FLAT: { label: 'Flat roof (horizontal)', factor: 1 / PV_TILT_GAIN },
} as const;
export type PvOrientation = keyof typeof PV_ORIENTATIONS;

export function pvMonthlyYieldKwhPerKwp(
  region: SapClimateRegion,
  month: number,
  overshading = 1,
): number {
  const kwhM2 = (region.horizontalSolarWm2[month]! * DAYS_IN_MONTH[month]! * 24) / 1000;
  return PV_SYSTEM_FACTOR * kwhM2 * PV_TILT_GAIN * overshading;
}

/** Annual PV yield per kWp for a region (south, 30°, no overshading). */
export function pvAnnualYieldKwhPerKwp(region: SapClimateRegion, overshading = 1): number {
  let s = 0;
  for (let m = 0; m < 12; m++) s += pvMonthlyYieldKwhPerKwp(region, m, overshading);
  return s;
}
