/**
 * Performance level of a building on the energy map (analysis §2.11, §3): HIGH, MEDIUM, LOW or
 * NA from whatever is known. The legend groups bands: A–B low, C–D medium, E–G high (energy use).
 * A certificate's band is used as it is; without one, an OSM footprint with its tags (building
 * type, levels) is estimated by the engine and its modelled band is used; with neither, NA.
 */
import { buildingTypeInfo } from '../building/buildingTypes';
import { outlineAreaAndPerimeter } from '../building/geometry';
import { EnergyModelInputError } from '../errors';
import { footprintFloorArea } from '../geometry/polygonArea';
import { prepareBuilding } from '../model/prepareBuilding';
import { estimateAssetRating } from '../ratings/epcAssessment';
import { performanceLevelOfBand, type PerformanceLevel } from './performanceLevelOfBand';

export { performanceLevelOfBand } from './performanceLevelOfBand';

/** OSM `building=*` values to engine building types (assumption: the common UK tags). */
const OSM_BUILDING_TYPES: Readonly<Record<string, string>> = {
  house: 'SEMI_DETACHED_HOUSE',
  semidetached_house: 'SEMI_DETACHED_HOUSE',
  detached: 'DETACHED_HOUSE',
  terrace: 'TERRACED_HOUSE',
  bungalow: 'BUNGALOW',
  apartments: 'FLAT',
  residential: 'FLAT',
  office: 'GENERAL_OFFICE',
  commercial: 'GENERAL_OFFICE',
  retail: 'GENERAL_RETAIL',
  supermarket: 'GENERAL_RETAIL',
  school: 'SCHOOLS_AND_SEASONAL_PUBLIC_BUILDINGS',
  hotel: 'HOTEL',
};

interface OsmFootprint {
  /** Outline as [lon, lat] pairs. */
  coordinates: readonly (readonly [number, number])[];
  /** OSM tags, e.g. { building: 'house', 'building:levels': '2', start_date: '1930' }. */
  tags: Readonly<Record<string, string | undefined>>;
}

export interface PerformanceInput {
  certificate?: { rating: string } | null;
  footprint?: OsmFootprint | null;
}

export interface PerformanceEstimate {
  performanceLevel: PerformanceLevel;
  source: 'CERTIFICATE' | 'FOOTPRINT' | 'NONE';
  band: string | null;
}

/** Levels from the `building:levels` tag (1–100), else 2 for houses and 3 otherwise (assumption). */
function levelsOf(tags: OsmFootprint['tags'], domestic: boolean): number {
  const n = Math.round(Number(tags['building:levels']));
  return Number.isFinite(n) && n >= 1 && n <= 100 ? n : domestic ? 2 : 3;
}

export function performanceLevel(input: PerformanceInput): PerformanceEstimate {
  const band = input.certificate?.rating;
  if (band && performanceLevelOfBand(band) !== 'NA')
    return { performanceLevel: performanceLevelOfBand(band), source: 'CERTIFICATE', band };
  const fp = input.footprint;
  const typeKey = fp ? OSM_BUILDING_TYPES[fp.tags.building ?? ''] : undefined;
  const type = typeKey ? buildingTypeInfo(typeKey) : undefined;
  if (!fp || !type || fp.coordinates.length < 3)
    return { performanceLevel: 'NA', source: 'NONE', band: null };
  const footprintM2 = outlineAreaAndPerimeter(fp.coordinates).areaM2;
  const levels = levelsOf(fp.tags, type.domestic);
  const year = Number(String(fp.tags.start_date ?? '').slice(0, 4));
  try {
    const p = prepareBuilding({
      buildingType: type.key,
      floorArea: Math.max(1, footprintFloorArea(footprintM2, levels)),
      noFloors: levels,
      coordinates: fp.coordinates,
      ...(year >= 1500 && year <= new Date().getUTCFullYear() ? { yearOfConstruction: year } : {}),
    });
    const b = estimateAssetRating(p).band;
    return { performanceLevel: performanceLevelOfBand(b), source: 'FOOTPRINT', band: b };
  } catch (e) {
    if (e instanceof EnergyModelInputError)
      return { performanceLevel: 'NA', source: 'NONE', band: null };
    throw e;
  }
}
