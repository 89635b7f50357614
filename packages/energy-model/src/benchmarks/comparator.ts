/**
 * What a building's fuels are compared with under a scheme: kWh a year per fuel, each with the
 * words and source a person reads beside it, or why a fuel it uses has no figure.
 */
import type { Fuel } from '../building/enums';
import type { MetricText } from './metric';

export interface FuelComparator {
  /** kWh a year per fuel the building is compared with. */
  byFuel: Record<Fuel, number>;
  /** What each fuel's figure is and where it comes from (fuels with a figure). */
  text: Partial<Record<Fuel, MetricText>>;
  /** Why a fuel the building uses has no figure under this scheme. */
  noFigure: Partial<Record<Fuel, string>>;
  /** One sentence for the tab: what the building is compared with. */
  summary: string;
  /** The benchmark as a notice names it ("the CIBSE TM46 benchmark", "the NEED 2024 median for homes like this"). */
  label: string;
  /** Source of the comparison as a whole (cost and carbon are worked out from it). */
  source: string;
}

export function noFuels(): Record<Fuel, number> {
  return {
    electricity: 0,
    gas: 0,
    oil: 0,
    lpg: 0,
    biomass: 0,
    solidFuel: 0,
    districtHeat: 0,
    biogas: 0,
  };
}

/** Whole numbers with thousands separators, as the screens write them. */
export function whole(n: number): string {
  return Math.round(n).toLocaleString('en-GB');
}

/** How a fuel is named in a sentence. */
export const FUEL_WORDS: Record<Fuel, string> = {
  electricity: 'electricity',
  gas: 'gas',
  oil: 'heating oil',
  lpg: 'LPG',
  biomass: 'biomass',
  solidFuel: 'solid fuel',
  districtHeat: 'district heat',
  biogas: 'biogas',
};
