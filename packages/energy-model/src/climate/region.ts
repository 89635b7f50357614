/**
 * Location → SAP Appendix U climate region. SAP maps by postcode district; we map a latitude and
 * longitude to the nearest representative point of each region. Latitudes are SAP 2012 Table U4;
 * the longitudes are an assumption (the approximate centre of each region), so points near a
 * regional border may take the neighbouring region.
 */
import { SAP_CLIMATE_REGIONS } from '../data/sapClimate.generated';
import type { SapClimateRegion } from './types';

const REGION_LONGITUDE: Record<number, number> = {
  1: -0.4,
  2: 0.6,
  3: -1.5,
  4: -3.9,
  5: -2.8,
  6: -1.9,
  7: -2.6,
  8: -3.3,
  9: -2.7,
  10: -1.6,
  11: -1.2,
  12: 1.0,
  13: -3.7,
  14: -4.6,
  15: -3.2,
  16: -2.4,
  17: -4.8,
  18: -6.9,
  19: -3.0,
  20: -1.3,
  21: -6.7,
};

export function climateRegionById(id: number): SapClimateRegion {
  return SAP_CLIMATE_REGIONS.find((r) => r.id === id) ?? SAP_CLIMATE_REGIONS[0]!;
}

/** Nearest region; outside the UK's bounding box (49–61 °N, 8.7 °W–2 °E) the UK average (region 0). */
export function climateRegionFor(
  location: { lat: number; lon: number } | undefined,
): SapClimateRegion {
  if (!location) return SAP_CLIMATE_REGIONS[0]!;
  const { lat, lon } = location;
  if (!(lat >= 49 && lat <= 61 && lon >= -8.7 && lon <= 2)) return SAP_CLIMATE_REGIONS[0]!;
  let best = SAP_CLIMATE_REGIONS[0]!;
  let bestD = Infinity;
  for (const r of SAP_CLIMATE_REGIONS) {
    if (r.id === 0) continue;
    const dx = ((REGION_LONGITUDE[r.id] ?? 0) - lon) * Math.cos((lat * Math.PI) / 180);
    const dy = r.latitudeDegN - lat;
    const d = dx * dx + dy * dy;
    if (d < bestD) {
      bestD = d;
      best = r;
    }
  }
  return best;
}

export const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * Mean irradiance on vertical glazing averaged over orientations, as a share of horizontal
 * (assumption: 0.94 in January to 0.52 in July, from the geometry of a 52 °N sun path).
 */
export function verticalToHorizontalRatio(monthIndex: number): number {
  return 0.73 + 0.22 * Math.cos((2 * Math.PI * (monthIndex - 0.5)) / 12);
}
