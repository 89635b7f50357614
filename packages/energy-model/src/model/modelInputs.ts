/**
 * Resolves the facts of a building into the full parameter set the monthly model runs on:
 * archetype defaults by building type and construction age, overridden by whatever is known.
 * Improvement measures act on this structure, so every measure's effect flows through the model.
 */
import { ACTIVITY_PROFILES } from '../building/activity';
import type { BuildingTypeInfo } from '../building/buildingTypes';
import type { CoolingAndVentilation, HeatingSystem } from '../building/systems';
import { coolingAndVentilation, defaultHeatingSystem } from '../building/systems';
import { DEFAULT_YEAR_OF_CONSTRUCTION, type BuildingFacts } from '../building/facts';
import {
  DOOR_AREA_M2,
  DOOR_U,
  FLOOR_U_BY_BAND,
  GLAZING,
  INFILTRATION_ACH_BY_BAND,
  LOFT_MM_BY_BAND,
  THERMAL_BRIDGING_Y,
  WALL_U_AS_BUILT,
  ageBandOf,
  bandIndex,
  defaultGlazing,
  roofUForLoftMm,
  wallIsCavity,
  type AgeBand,
  type GlazingType,
} from '../building/fabric';
import { buildingGeometry, type BuildingGeometry } from '../building/geometry';
import { spaceMixMultipliers } from '../building/spaceTypes';
import { climateRegionFor } from '../climate/region';
import type { SapClimateRegion } from '../climate/types';

export interface ModelInputs {
  domestic: boolean;
  floorAreaM2: number;
  geometry: BuildingGeometry;
  climate: SapClimateRegion;
  ageBand: AgeBand;
  wallType: 'solid' | 'cavity' | 'filledCavity' | 'insulated';
  wallAreaM2: number;
  wallU: number;
  roofAreaM2: number;
  loftInsulationMm: number;
  roofU: number;
  groundFloorAreaM2: number;
  floorU: number;
  floorInsulated: boolean;
  windowAreaM2: number;
  glazing: GlazingType;
  doorCount: number;
  doorU: number;
  infiltrationAch: number;
  /** Effective heat capacity, Wh/K per m² floor (ISO 13790 Table 12: light 30.6, medium 45.8, heavy 72.2). */
  heatCapacityWhKM2: number;
  heatingSetpointC: number;
  coolingSetpointC: number;
  occupiedHoursPerWeek: number;
  /** Share of weekly hours with heating on (controls and schedules act on this). */
  heatingHoursFraction: number;
  heating: HeatingSystem;
  /** Hot water from an electric immersion rather than the main system. */
  hotWaterElectric: boolean;
  ventilation: CoolingAndVentilation;
  occupants: number;
  /** Non-domestic: lighting W/m², equipment W/m² (room-mix weighted). */
  lightingWM2: number;
  equipmentWM2: number;
  equipmentBaseFraction: number;
  /** Dwellings: share of low-energy lamps (SAP Appendix L). */
  lowEnergyLightFraction: number;
  /** Lighting controls saving share (occupancy / daylight sensors). */
  lightingControlSaving: number;
  freshAirLsPerPerson: number;
  hotWaterKwhM2: number;
  /** Share of hot-water need met by solar water heating. */
  solarHotWaterFraction: number;
  /** Share of hot-water need recovered from waste water. */
  wasteWaterHeatRecovery: number;
  /** Extra hot-water storage loss share (uninsulated cylinder). */
  hotWaterStorageLossFraction: number;
  waterM3PerM2: number;
  pvKwp: number;
  /** Yield multiplier for orientation (1 = south at 30°). */
  pvOrientationFactor: number;
  /** Wet-system pump power, flue fans (dwellings), kWh/yr baseline. */
  fixedFansPumpsKwh: number;
}

/** Multipliers applied at run time: the uncertain parameters that ranges and bill calibration move. */
export interface ModelMultipliers {
  heatLoss: number;
  infiltration: number;
  efficiency: number;
  activity: number;
  hotWater: number;
  geometry: number;
  externalTempOffsetK: number;
}

export const NEUTRAL_MULTIPLIERS: ModelMultipliers = {
  heatLoss: 1,
  infiltration: 1,
  efficiency: 1,
  activity: 1,
  hotWater: 1,
  geometry: 1,
  externalTempOffsetK: 0,
};

/** SAP 2012 Table 1b: assumed occupancy N from total floor area. */
export function sapOccupancy(tfa: number): number {
  if (tfa <= 13.9) return 1;
  return 1 + 1.76 * (1 - Math.exp(-0.000349 * (tfa - 13.9) ** 2)) + 0.0013 * (tfa - 13.9);
}

/** Glazed area: dwellings 15 % of floor area, others 30 % of exposed wall (assumptions). */
export const DWELLING_GLAZING_SHARE_OF_FLOOR = 0.15;
export const NON_DOMESTIC_GLAZING_SHARE_OF_WALL = 0.3;

export function resolveModelInputs(facts: BuildingFacts, type: BuildingTypeInfo): ModelInputs {
  const year = facts.yearOfConstruction ?? DEFAULT_YEAR_OF_CONSTRUCTION;
  const band = ageBandOf(year);
  const bi = bandIndex(band);
  const domestic = type.domestic;
  const activity = ACTIVITY_PROFILES[type.activity];
  const mix = spaceMixMultipliers(facts.spatialStructure);
  const geometry = buildingGeometry(facts.floorArea, facts.noFloors, domestic, facts.coordinates);
  const climate = climateRegionFor(facts.location ?? centroid(facts.coordinates));
  const grossWall = geometry.grossWallM2 * type.exposedWallFraction;
  const windowAreaM2 = domestic
    ? Math.min(DWELLING_GLAZING_SHARE_OF_FLOOR * facts.floorArea, 0.6 * grossWall)
    : NON_DOMESTIC_GLAZING_SHARE_OF_WALL * grossWall;
  const doorCount = domestic ? 2 : Math.max(1, Math.round(facts.floorArea / 500));
  const wallAreaM2 = Math.max(0, grossWall - windowAreaM2 - doorCount * DOOR_AREA_M2);
  const heatingFuel = facts.heatingFuel === 'None' ? undefined : facts.heatingFuel;
  const heating = defaultHeatingSystem(heatingFuel, year);
  const occupants = domestic
    ? sapOccupancy(facts.floorArea)
    : (facts.floorArea / activity.areaPerPersonM2) * mix.occupancy;
  // Occupied hours: as given, else the room mix's schedules (non-domestic), else the activity default.
  const hours =
    facts.occupiedHoursPerWeek ??
    (!domestic && mix.hoursPerWeek !== null ? mix.hoursPerWeek : activity.occupiedHoursPerWeek);
  return {
    domestic,
    floorAreaM2: facts.floorArea,
    geometry,
    climate,
    ageBand: band,
    wallType: wallIsCavity(band) ? 'cavity' : 'solid',
    wallAreaM2,
    wallU: WALL_U_AS_BUILT[bi]!,
    roofAreaM2: geometry.roofM2 * type.exposedRoofFloorFraction,
    loftInsulationMm: LOFT_MM_BY_BAND[bi]!,
    roofU: roofUForLoftMm(LOFT_MM_BY_BAND[bi]!),
    groundFloorAreaM2: geometry.groundFloorM2 * type.exposedRoofFloorFraction,
    floorU: FLOOR_U_BY_BAND[bi]!,
    floorInsulated: bi >= 9,
    windowAreaM2,
    glazing: defaultGlazing(band),
    doorCount,
    doorU: DOOR_U,
    infiltrationAch: INFILTRATION_ACH_BY_BAND[bi]!,
    heatCapacityWhKM2: bi <= 1 ? 72.2 : 45.8,
    heatingSetpointC: activity.heatingSetpointC,
    coolingSetpointC: activity.coolingSetpointC,
    occupiedHoursPerWeek: hours,
    heatingHoursFraction: Math.min(1, hours / 168),
    heating,
    hotWaterElectric: false,
    ventilation: coolingAndVentilation(facts.coolingSystem),
    occupants,
    lightingWM2: activity.lightingWM2 * mix.lighting,
    equipmentWM2: activity.equipmentWM2 * mix.equipment,
    equipmentBaseFraction: activity.equipmentBaseFraction,
    // Assumption: half the lamps in existing dwellings are low-energy; all in new ones (2012+).
    lowEnergyLightFraction: bi >= 11 ? 1 : 0.5,
    lightingControlSaving: 0,
    freshAirLsPerPerson: activity.freshAirLsPerPerson,
    hotWaterKwhM2: activity.hotWaterKwhM2 * mix.hotWater,
    solarHotWaterFraction: 0,
    wasteWaterHeatRecovery: 0,
    // Assumption: older regular boilers feed a cylinder losing ~10 % of the hot-water need.
    hotWaterStorageLossFraction: heating.boiler && year < 2005 ? 0.1 : 0,
    waterM3PerM2: activity.waterM3PerM2,
    pvKwp: 0,
    pvOrientationFactor: 1,
    fixedFansPumpsKwh: 0,
  };
}

function centroid(ring: BuildingFacts['coordinates']): { lat: number; lon: number } | undefined {
  if (!ring || ring.length === 0) return undefined;
  return {
    lon: ring.reduce((s, p) => s + p[0], 0) / ring.length,
    lat: ring.reduce((s, p) => s + p[1], 0) / ring.length,
  };
}

export { GLAZING, THERMAL_BRIDGING_Y };
