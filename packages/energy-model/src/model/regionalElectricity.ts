/**
 * Household electricity where the home is: NEED 2026's median household electricity of the
 * home's region over England and Wales' (2024 meter data, table LA2, DESNZ; the figures in
 * data/uk-stock/need_consumption_by_region.csv, generated into src/data/ukStock.generated.ts).
 * The North East's homes use 0.88 of England and Wales' median, the South East's 1.06; the
 * appliances, lighting and cooking of a home with no bills are scaled by that ratio in use
 * (ratings keep SAP's standard household).
 *
 * London's ratio (0.97) is already carried by its household density (householdDensity.ts: a
 * London home holds 1.11 times the people of an English home of its size, which gives 0.97 of
 * England's electricity at London's mean size), so London takes 1 here. Scotland and Northern
 * Ireland, outside NEED's England and Wales, take 1. A regional median mixes the region's
 * dwelling types and sizes (no NEED table by region × type was at hand), so part of the ratio is
 * the region's mix rather than its households' use (assumption: all of it is taken as use).
 */
import { NEED_2024_ELECTRICITY_BY_REGION } from '../data/ukStock.generated';
import { climateRegionFor } from '../climate/region';
import { inGreaterLondon } from './householdDensity';

/**
 * A representative point of each English region and Wales (approximately its population centre;
 * assumption): a home takes the region of the nearest point, so homes near a border may take the
 * neighbouring region.
 */
const REGION_POINTS: readonly { region: string; lat: number; lon: number }[] = [
  { region: 'North East', lat: 54.9, lon: -1.6 },
  { region: 'North West', lat: 53.6, lon: -2.6 },
  { region: 'Yorkshire and The Humber', lat: 53.8, lon: -1.3 },
  { region: 'East Midlands', lat: 52.9, lon: -1.0 },
  { region: 'West Midlands', lat: 52.5, lon: -2.1 },
  { region: 'East', lat: 52.1, lon: 0.5 },
  { region: 'South East', lat: 51.2, lon: -0.7 },
  { region: 'South West', lat: 50.9, lon: -3.3 },
  { region: 'Wales', lat: 52.2, lon: -3.6 },
];

/** SAP Appendix U climate regions 14–21: Scotland and Northern Ireland. */
const FIRST_REGION_OUTSIDE_ENGLAND_AND_WALES = 14;

/** The NEED region a home is in, or undefined (no location, London, or outside England and Wales). */
export function needRegionOf(
  location: { lat: number; lon: number } | undefined,
): string | undefined {
  if (!location || inGreaterLondon(location)) return undefined;
  const sap = climateRegionFor(location);
  if (sap.id === 0 || sap.id >= FIRST_REGION_OUTSIDE_ENGLAND_AND_WALES) return undefined;
  const cosLat = Math.cos((location.lat * Math.PI) / 180);
  let best: string | undefined;
  let bestD = Infinity;
  for (const p of REGION_POINTS) {
    const dx = (p.lon - location.lon) * cosLat;
    const dy = p.lat - location.lat;
    const d = dx * dx + dy * dy;
    if (d < bestD) {
      bestD = d;
      best = p.region;
    }
  }
  return best;
}

/** Household electricity where the home is, relative to England and Wales' (1 where unknown). */
export function regionalElectricityFactor(
  location: { lat: number; lon: number } | undefined,
): number {
  const region = needRegionOf(location);
  return region ? (NEED_2024_ELECTRICITY_BY_REGION[region] ?? 1) : 1;
}
