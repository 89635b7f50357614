/**
 * Resolves the facts of a building into the full parameter set the monthly model runs on:
 * archetype defaults by building type and construction age, overridden by whatever is known.
 * Improvement measures act on this structure, so every measure's effect flows through the model.
 */
import { ACTIVITY_PROFILES } from '../building/activity';
import type { BuildingTypeInfo } from '../building/buildingTypes';
import type { CoolingAndVentilation, HeatingSystem } from '../building/systems';
import { coolingAndVentilation, defaultHeatingSystem } from '../building/systems';
import {
  expected,
  recentShareOfCondensing,
  stockPriors,
  type LoftOption,
  type StockPriors,
  type WallOption,
} from '../building/stock';
import { DEFAULT_YEAR_OF_CONSTRUCTION, type BuildingFacts } from '../building/facts';
import {
  DOOR_AREA_M2,
  DOOR_U_BY_BAND,
  FLAT_CORRIDOR_WALL_SHARE,
  FLOOR_U_BY_BAND,
  INFILTRATION_ACH_BY_BAND,
  LOFT_MM_BY_BAND,
  THERMAL_BRIDGING_Y,
  NEW_BUILD_AIR_PERMEABILITY,
  thermalBridgingY,
  WALL_U_AS_BUILT,
  ageBandOf,
  bandIndex,
  dwellingWindowAreaM2,
  roofUForLoftMm,
  wallIsCavity,
  type AgeBand,
  type GlazingType,
} from '../building/fabric';
import { buildingGeometry, type BuildingGeometry } from '../building/geometry';
import { exposedRoofAndFloor, type FloorPosition } from '../building/floorPosition';
import { habitableRoomsFor, sapInfiltration } from '../building/infiltration';
import { spaceMixMultipliers } from '../building/spaceTypes';
import { climateRegionFor } from '../climate/region';
import { TM46_BENCHMARKS } from '../data/tm46.generated';
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
  /**
   * Flats: net wall to an unheated access corridor or stairwell, m², losing heat at the sheltered
   * U-value of the wall (building/fabric.ts shelteredWallU).
   */
  shelteredWallAreaM2: number;
  roofAreaM2: number;
  /**
   * Flats: the floor the flat is on (building/floorPosition.ts), null while not known (roof and
   * ground floor then count at the expectation); other buildings: the whole building.
   */
  floorPosition: FloorPosition | null;
  loftInsulationMm: number;
  roofU: number;
  groundFloorAreaM2: number;
  floorU: number;
  floorInsulated: boolean;
  windowAreaM2: number;
  glazing: GlazingType;
  /** External doors (to outside), each DOOR_AREA_M2 at doorU. */
  doorCount: number;
  doorU: number;
  /** Flats: doors to an unheated corridor or stairwell, in the sheltered wall, at CORRIDOR_DOOR_U. */
  corridorDoorCount: number;
  infiltrationAch: number;
  /** Effective heat capacity, Wh/K per m² floor (ISO 13790 Table 12: light 30.6, medium 45.8, heavy 72.2). */
  heatCapacityWhKM2: number;
  /** Linear thermal bridging y, W/m²K of exposed area (building/fabric.ts thermalBridgingY). */
  thermalBridgingY: number;
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
  /** Dwellings: share of homes like this cooking on mains gas (expected value, 0–1). */
  gasCookingShare: number;
  /** Non-domestic: most hours a week the lights are on (activity). */
  maxLitHoursPerWeek: number;
  /** Non-domestic: catering, delivered kWh per m² a year, and its share on gas (0 without mains gas). */
  cateringKwhM2: number;
  cateringGasShare: number;
  /** Non-domestic: mechanical extract, air changes per hour while it runs, and its hours a week. */
  extractAch: number;
  extractHoursPerWeek: number;
  /** Share of a wet system's heat that reaches the rooms (1 for dwellings, whose SAP efficiencies include it). */
  distributionEfficiency: number;
}

/**
 * The uncertain characteristics of a building as probabilities: the stock's priors, or the
 * posteriors after bills (model/stockInference.ts). Model inputs take their expected values.
 */
export interface CharacteristicBeliefs {
  wall: WallOption[];
  loft: LoftOption[];
  condensingBoiler: number;
  /** Probability of a non-condensing boiler fitted before 1998 (0 when not given). */
  pre1998Boiler?: number;
  /**
   * Probability of a condensing boiler fitted since the 2010 standard (when not given, the
   * condensing share × recentShareOfCondensing of the home's age).
   */
  recentBoiler?: number;
  heatPumpGivenElectric: number;
  /** Expected solar PV, kWp (none unless an entered EPC band implies it). */
  pvKwp?: number;
}

export function priorBeliefs(priors: StockPriors): CharacteristicBeliefs {
  return {
    wall: priors.wall,
    loft: priors.loft,
    condensingBoiler: priors.condensingBoiler,
    pre1998Boiler: priors.pre1998Boiler,
    heatPumpGivenElectric: priors.heatPumpGivenElectric,
  };
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
  /**
   * Scales electricity for lighting, appliances and cooking without touching heat gains or hot
   * water, so an electricity bill moves the electricity figure and not the gas one.
   */
  electricUse: number;
  /** Heating demand temperature relative to the standard set-point, K (operation, not ratings). */
  demandTempOffsetK: number;
  /** Dwellings heated at weekends like weekdays (measured operation), not SAP's standard pattern. */
  weekendsLikeWeekdays: boolean;
  /** Space heating as a share of the modelled figure (metered-to-modelled gap, operation only). */
  spaceHeatingFactor: number;
  /**
   * Non-domestic intermittent heating: the lighting and equipment gains, mean W per month, that
   * the intermittency reduction of ISO 13790 §13.2.2 is evaluated with (absent: the building's
   * own). Measures that remove lighting or equipment heat keep the building's own gains here, so
   * the heat they removed raises heating only by its utilised part (runModel).
   */
  intermittencyElectricGainsW?: ArrayLike<number>;
  /**
   * Dwellings in use: people living in the home relative to SAP 2012 Table 1b's occupancy for its
   * floor area (model/householdDensity.ts); ratings keep SAP's occupancy (absent: 1).
   */
  occupancy?: number;
  /**
   * Dwellings in use: household electricity (appliances, lighting, electric cooking) where the
   * home is relative to England and Wales' (model/regionalElectricity.ts, NEED 2026 LA2); ratings
   * keep SAP's (absent: 1).
   */
  householdElectricity?: number;
}

export const NEUTRAL_MULTIPLIERS: ModelMultipliers = {
  heatLoss: 1,
  infiltration: 1,
  efficiency: 1,
  activity: 1,
  hotWater: 1,
  geometry: 1,
  externalTempOffsetK: 0,
  electricUse: 1,
  demandTempOffsetK: 0,
  weekendsLikeWeekdays: false,
  spaceHeatingFactor: 1,
};

/** SAP 2012 Table 1b: assumed occupancy N from total floor area. */
export function sapOccupancy(tfa: number): number {
  if (tfa <= 13.9) return 1;
  return 1 + 1.76 * (1 - Math.exp(-0.000349 * (tfa - 13.9) ** 2)) + 0.0013 * (tfa - 13.9);
}

/**
 * Glazed area: dwellings by RdSAP 2012 Table S4 (building/fabric.ts dwellingWindowAreaM2), at
 * most 90 % of the outside façade (RdSAP 2012 §S3.7.1); others 30 % of exposed wall (assumption).
 */
const NON_DOMESTIC_GLAZING_SHARE_OF_WALL = 0.3;
/** RdSAP 2012 §S3.7.1: window area at most 90 % of the façade net of doors. */
const MAX_WINDOW_SHARE_OF_FACADE = 0.9;
/**
 * External doors of a house or bungalow (assumption: front and back door); a flat has one door,
 * to its access corridor or stairwell (taken as unheated, RdSAP 2012 §S3.7 and §S3.13).
 */
const HOUSE_EXTERNAL_DOORS = 2;

/**
 * Low-energy lamps in existing homes today (assumption: LED and CFL lamps in most fittings by
 * 2024 after the EU/UK halogen phase-out of 2018–2021); all lamps in homes from 2012.
 */
const LOW_ENERGY_LIGHT_SHARE_TODAY = 0.8;

/**
 * Share of homes on mains gas that cook on gas (assumption: about half; the BRE Energy Follow-Up
 * Survey 2011 found gas and electric hobs in roughly equal numbers and most ovens electric, so
 * the gas share of cooking energy in gas-connected homes is taken as 0.5). Homes without mains
 * gas cook on electricity.
 */
const GAS_COOKING_SHARE_OF_GAS_HOMES = 0.5;

/** Probability above which a wall is taken as insulated (assumption). */
const WALL_INSULATED_CERTAINTY = 0.9;

export function resolveModelInputs(
  facts: BuildingFacts,
  type: BuildingTypeInfo,
  beliefs?: CharacteristicBeliefs,
): ModelInputs {
  const year = facts.yearOfConstruction ?? DEFAULT_YEAR_OF_CONSTRUCTION;
  const band = ageBandOf(year);
  const bi = bandIndex(band);
  const domestic = type.domestic;
  const activity = ACTIVITY_PROFILES[type.activity];
  const mix = spaceMixMultipliers(facts.spatialStructure);
  const geometry = buildingGeometry(facts.floorArea, facts.noFloors, domestic, facts.coordinates);
  const climate = climateRegionFor(locationOf(facts));
  const flat = type.key === 'FLAT';
  // A flat's exposed walls: the outside walls and its wall to the access corridor (sheltered).
  const grossSheltered = flat ? geometry.grossWallM2 * FLAT_CORRIDOR_WALL_SHARE : 0;
  const grossWall = geometry.grossWallM2 * type.exposedWallFraction - grossSheltered;
  const doorCount = flat
    ? 0
    : domestic
      ? HOUSE_EXTERNAL_DOORS
      : Math.max(1, Math.round(facts.floorArea / 500));
  const corridorDoorCount = flat ? 1 : 0;
  const windowAreaM2 = domestic
    ? Math.min(
        dwellingWindowAreaM2(band, facts.floorArea, flat),
        MAX_WINDOW_SHARE_OF_FACADE * Math.max(0, grossWall - doorCount * DOOR_AREA_M2),
      )
    : NON_DOMESTIC_GLAZING_SHARE_OF_WALL * grossWall;
  const wallAreaM2 = Math.max(0, grossWall - windowAreaM2 - doorCount * DOOR_AREA_M2);
  const shelteredWallAreaM2 = Math.max(0, grossSheltered - corridorDoorCount * DOOR_AREA_M2);
  const priors = stockPriors(year);
  const b = beliefs ?? priorBeliefs(priors);
  const heatingFuel = facts.heatingFuel === 'None' ? undefined : facts.heatingFuel;
  // The heat-pump share is the housing stock's (EHS); no survey covers non-domestic buildings.
  const heating = defaultHeatingSystem(heatingFuel, {
    condensingShare: b.condensingBoiler,
    recentBoilerShare: b.recentBoiler ?? b.condensingBoiler * recentShareOfCondensing(year),
    pre1998BoilerShare: b.pre1998Boiler ?? 0,
    heatPumpShare: domestic ? b.heatPumpGivenElectric : 0,
  });
  const occupants = domestic
    ? sapOccupancy(facts.floorArea)
    : (facts.floorArea / activity.areaPerPersonM2) * mix.occupancy;
  // Occupied hours: as given, else the room mix's schedules (non-domestic), else the published
  // opening hours of the TM46 typical building, else the activity default.
  const hours =
    facts.occupiedHoursPerWeek ??
    (!domestic && mix.hoursPerWeek !== null
      ? mix.hoursPerWeek
      : (tm46OpeningHoursPerWeek(type.tm46) ?? activity.occupiedHoursPerWeek));
  // Dwellings: walls and lofts as the EHS stock of this age has them today (expected values);
  // non-domestic buildings keep the as-built fabric (no stock survey in the package).
  const wallU = domestic ? expected(b.wall, (o) => o.u) : WALL_U_AS_BUILT[bi]!;
  const wallInsulated = domestic ? expected(b.wall, (o) => (o.insulated ? 1 : 0)) : 0;
  const cavity = wallIsCavity(band);
  const loftMm = domestic ? expected(b.loft, (o) => o.mm) : LOFT_MM_BY_BAND[bi]!;
  const roofU = domestic ? expected(b.loft, (o) => o.u) : roofUForLoftMm(loftMm);
  // A flat's floor is not known until the user says (the building parameter floorPosition).
  const floorPosition: FloorPosition | null = flat ? null : 'WHOLE_BUILDING';
  const exposure = exposedRoofAndFloor(floorPosition, type.exposedRoofFloorFraction);
  return {
    domestic,
    floorAreaM2: facts.floorArea,
    geometry,
    climate,
    ageBand: band,
    // The wall counts as insulated once that is near certain (≥ 90 %); below, insulation is
    // still offered, its saving scaled by the chance the wall is empty (wallU is the expectation).
    wallType: cavity
      ? wallInsulated >= WALL_INSULATED_CERTAINTY
        ? 'filledCavity'
        : 'cavity'
      : wallInsulated >= WALL_INSULATED_CERTAINTY
        ? 'insulated'
        : 'solid',
    wallAreaM2,
    wallU,
    shelteredWallAreaM2,
    roofAreaM2: geometry.roofM2 * exposure.roof,
    floorPosition,
    loftInsulationMm: loftMm,
    roofU,
    groundFloorAreaM2: geometry.groundFloorM2 * exposure.floor,
    floorU: FLOOR_U_BY_BAND[bi]!,
    floorInsulated: bi >= 9,
    windowAreaM2,
    // Windows: most homes of every age are double glazed today (EHS DA6201: 69 % of pre-1919
    // homes wholly, more after), so pre-2003 buildings take pre-2002 double glazing and later
    // ones post-2002 double glazing (RdSAP 2012 Table S14).
    glazing: domestic && band === 'L' ? 'notional2013' : bi <= 8 ? 'doubleOld' : 'double',
    doorCount,
    doorU: DOOR_U_BY_BAND[bi]!,
    corridorDoorCount,
    // Dwellings: SAP 2012's infiltration method with RdSAP 2012 defaults (building/infiltration.ts);
    // other buildings: the age band's air change (SAP covers dwellings only).
    infiltrationAch: domestic
      ? sapInfiltration({
          flat: type.key === 'FLAT',
          storeys: facts.noFloors,
          volumeM3: geometry.volumeM3,
          ageBand: band,
          habitableRooms: habitableRoomsFor(facts.floorArea),
          draughtStrippedShare: priors.wholeDwellingDoubleGlazed,
          groundFloorShare: type.exposedRoofFloorFraction,
          windSpeedMs: climate.windSpeedMs,
          airPermeability: band === 'L' ? NEW_BUILD_AIR_PERMEABILITY : undefined,
        }).heatingSeasonAch
      : INFILTRATION_ACH_BY_BAND[bi]!,
    heatCapacityWhKM2: bi <= 1 ? 72.2 : 45.8,
    thermalBridgingY: domestic ? thermalBridgingY(band) : THERMAL_BRIDGING_Y,
    heatingSetpointC: activity.heatingSetpointC,
    coolingSetpointC: activity.coolingSetpointC,
    occupiedHoursPerWeek: hours,
    heatingHoursFraction: heatingHoursFraction(domestic, hours),
    heating,
    hotWaterElectric: false,
    ventilation: coolingAndVentilation(facts.coolingSystem),
    occupants,
    lightingWM2: activity.lightingWM2 * mix.lighting,
    equipmentWM2: activity.equipmentWM2 * mix.equipment,
    equipmentBaseFraction: activity.equipmentBaseFraction,
    lowEnergyLightFraction: bi >= 11 ? 1 : LOW_ENERGY_LIGHT_SHARE_TODAY,
    lightingControlSaving: 0,
    freshAirLsPerPerson: activity.freshAirLsPerPerson,
    hotWaterKwhM2: activity.hotWaterKwhM2 * mix.hotWater,
    solarHotWaterFraction: 0,
    wasteWaterHeatRecovery: 0,
    // Assumption: older regular boilers feed a cylinder losing ~10 % of the hot-water need;
    // replacement condensing boilers are taken as combis without one.
    hotWaterStorageLossFraction: heating.boiler && year < 2005 ? 0.1 * (1 - b.condensingBoiler) : 0,
    waterM3PerM2: activity.waterM3PerM2,
    pvKwp: b.pvKwp ?? 0,
    pvOrientationFactor: 1,
    fixedFansPumpsKwh: 0,
    gasCookingShare: domestic && heating.fuel === 'gas' ? GAS_COOKING_SHARE_OF_GAS_HOMES : 0,
    maxLitHoursPerWeek: activity.maxLitHoursPerWeek,
    cateringKwhM2: domestic ? 0 : activity.cateringKwhM2,
    cateringGasShare: !domestic && heating.fuel === 'gas' ? activity.cateringGasShare : 0,
    extractAch: domestic ? 0 : activity.extractAch,
    extractHoursPerWeek: domestic ? 0 : activity.extractHoursPerWeek,
    distributionEfficiency: !domestic && heating.wet ? activity.distributionEfficiency : 1,
  };
}

/**
 * Weekly opening hours of the CIBSE TM46:2008 typical building of a category, averaged over the
 * year (reference hours / 52), where TM46 defines them as the published opening hours: a school's
 * 1,400 h a year include its holidays (26.9 h a week, not 40). Null where TM46 gives none or
 * counts occupancy instead (offices, workshops, storage, laboratories).
 */
export function tm46OpeningHoursPerWeek(tm46Key: string | null): number | null {
  if (!tm46Key) return null;
  const c = TM46_BENCHMARKS.find((b) => b.key === tm46Key);
  if (!c || !c.occupancyHoursAreOpeningHours || c.occupancyReferenceHours === null) return null;
  return c.occupancyReferenceHours / 52;
}

/**
 * Share of the week's hours with heating on. Dwellings: the occupied (heated) hours.
 * Non-domestic: occupied hours plus pre-heat of 2 h before each occupied day (assumption, of
 * CIBSE Guide F's optimum-start order) and heating on for a fifth of the remaining hours for
 * cleaning, late working and weak controls (assumption: CIBSE TM22 and Carbon Trust surveys
 * find out-of-hours use a large share of office energy).
 */
function heatingHoursFraction(domestic: boolean, occupiedHoursPerWeek: number): number {
  if (domestic) return Math.min(1, occupiedHoursPerWeek / 168);
  const days = Math.min(7, Math.ceil(occupiedHoursPerWeek / 12));
  const heated = Math.min(168, occupiedHoursPerWeek + 2 * days);
  return Math.min(1, (heated + 0.2 * (168 - heated)) / 168);
}

/** Where the building is: its location, else the centre of its outline. */
export function locationOf(facts: BuildingFacts): { lat: number; lon: number } | undefined {
  return facts.location ?? centroid(facts.coordinates);
}

function centroid(ring: BuildingFacts['coordinates']): { lat: number; lon: number } | undefined {
  if (!ring || ring.length === 0) return undefined;
  return {
    lon: ring.reduce((s, p) => s + p[0], 0) / ring.length,
    lat: ring.reduce((s, p) => s + p[1], 0) / ring.length,
  };
}
