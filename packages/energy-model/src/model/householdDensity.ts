/**
 * How many people live in a home of a given floor area where it is, against SAP 2012 Table 1b's
 * occupancy, which follows the floor area alone and rates every home alike. In use, a home holds
 * the people homes of its size hold locally: N = N_SAP(TFA) × r, with
 *   r = (people per home ÷ N_SAP(mean floor area)) locally ÷ the same for England.
 * Published figures (GLA Housing Research Note 6, "An analysis of housing floorspace per person",
 * J. Gleeson, February 2021, from the English Housing Survey 2018): England 90.4 m² per home and
 * 38.1 m² per person (2.37 people); London 80.7 m² and 32.6 m² (2.48 people). At its mean size an
 * English home holds 0.90 of SAP's occupancy, a London home 1.00, so a London home holds 1.11
 * times the people of an English home of the same floor area. Elsewhere no published density was
 * at hand and England's is kept (r = 1).
 *
 * Check (not a fit): SAP Appendix L's (TFA × N)^0.4714 with London's mean size and people gives
 * 0.97 of England's household electricity, as NEED 2026's regional medians do (London 2,466 kWh,
 * England and Wales 2,538).
 */
import { sapOccupancy } from './modelInputs';

const HOUSEHOLD_DENSITY = {
  england: { floorAreaM2: 90.4, floorAreaPerPersonM2: 38.1 },
  london: { floorAreaM2: 80.7, floorAreaPerPersonM2: 32.6 },
} as const;

function relativeToSap(d: { floorAreaM2: number; floorAreaPerPersonM2: number }): number {
  return d.floorAreaM2 / d.floorAreaPerPersonM2 / sapOccupancy(d.floorAreaM2);
}

/** Greater London, approximately (the box around the GLA boundary; assumption). */
export function inGreaterLondon(location: { lat: number; lon: number } | undefined): boolean {
  if (!location) return false;
  const { lat, lon } = location;
  return lat >= 51.28 && lat <= 51.7 && lon >= -0.51 && lon <= 0.34;
}

/** People in a home relative to SAP Table 1b's occupancy for its floor area, where it is. */
export function householdDensityFactor(location: { lat: number; lon: number } | undefined): number {
  if (!inGreaterLondon(location)) return 1;
  return relativeToSap(HOUSEHOLD_DENSITY.london) / relativeToSap(HOUSEHOLD_DENSITY.england);
}
