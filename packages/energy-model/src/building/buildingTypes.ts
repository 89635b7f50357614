/**
 * Building types: five dwelling forms plus the 29 CIBSE TM46:2008 categories. Keys are
 * UPPER_SNAKE so they can be used as the spec's building-type map keys.
 */
import type { ActivityKey } from './activity';

export interface BuildingTypeInfo {
  key: string;
  label: string;
  domestic: boolean;
  /** CIBSE TM46 category key (dwellings: null). */
  tm46: string | null;
  activity: ActivityKey;
  /** Share of walls exposed to outside (party walls excluded; assumption by form). */
  exposedWallFraction: number;
  /** Share of roof and ground floor exposed (flats sit between others; assumption). */
  exposedRoofFloorFraction: number;
  /** NZCBS pilot sub-sector for energy-use limits, when one applies. */
  nzcbsSubSector: string | null;
}

const dwelling = (
  key: string,
  label: string,
  wall: number,
  roofFloor: number,
  nz: string,
): BuildingTypeInfo => ({
  key,
  label,
  domestic: true,
  tm46: null,
  activity: 'dwelling',
  exposedWallFraction: wall,
  exposedRoofFloorFraction: roofFloor,
  nzcbsSubSector: nz,
});
const nonDom = (
  key: string,
  label: string,
  tm46: string,
  activity: ActivityKey,
  nz: string | null = null,
): BuildingTypeInfo => ({
  key,
  label,
  domestic: false,
  tm46,
  activity,
  exposedWallFraction: 1,
  exposedRoofFloorFraction: 1,
  nzcbsSubSector: nz,
});

export const BUILDING_TYPES = [
  dwelling('DETACHED_HOUSE', 'Detached house', 1, 1, 'Single family homes'),
  dwelling('SEMI_DETACHED_HOUSE', 'Semi-detached house', 0.75, 1, 'Single family homes'),
  dwelling('TERRACED_HOUSE', 'Terraced house', 0.5, 1, 'Single family homes'),
  dwelling('BUNGALOW', 'Bungalow', 0.85, 1, 'Single family homes'),
  // Flats: 0.6 of the perimeter exposed, of which the wall to the access corridor
  // (FLAT_CORRIDOR_WALL_SHARE, building/fabric.ts) is sheltered.
  dwelling('FLAT', 'Flat', 0.6, 0.35, 'Flats'),
  nonDom('GENERAL_OFFICE', 'General office', 'generalOffice', 'office', 'Workplace (office)'),
  nonDom('HIGH_STREET_AGENCY', 'High street agency', 'highStreetAgency', 'retail'),
  nonDom('GENERAL_RETAIL', 'General retail', 'generalRetail', 'retail'),
  nonDom('LARGE_NON_FOOD_SHOP', 'Large non-food shop', 'largeNonFoodShop', 'retail'),
  nonDom('SMALL_FOOD_STORE', 'Small food store', 'smallFoodStore', 'foodRetail'),
  nonDom('LARGE_FOOD_STORE', 'Large food store', 'largeFoodStore', 'foodRetail'),
  nonDom('RESTAURANT', 'Restaurant', 'restaurant', 'hospitality'),
  nonDom('BAR_PUB_LICENSED_CLUB', 'Bar, pub or licensed club', 'barPubLicensedClub', 'hospitality'),
  nonDom('HOTEL', 'Hotel', 'hotel', 'hotel', 'Hotels'),
  nonDom(
    'CULTURAL_ACTIVITIES',
    'Cultural activities',
    'culturalActivities',
    'publicAssembly',
    'Collection',
  ),
  nonDom(
    'ENTERTAINMENT_HALLS',
    'Entertainment halls',
    'entertainmentHalls',
    'publicAssembly',
    'Performance',
  ),
  nonDom('SWIMMING_POOL_CENTRE', 'Swimming pool centre', 'swimmingPoolCentre', 'pool'),
  nonDom(
    'FITNESS_AND_HEALTH_CENTRE',
    'Fitness and health centre',
    'fitnessAndHealthCentre',
    'leisure',
  ),
  nonDom(
    'DRY_SPORTS_AND_LEISURE_FACILITY',
    'Dry sports and leisure facility',
    'drySportAndLeisureFacility',
    'leisure',
  ),
  nonDom('COVERED_CAR_PARK', 'Covered car park', 'coveredCarPark', 'carPark'),
  nonDom(
    'PUBLIC_BUILDING_LIGHT_USAGE',
    'Public buildings with light usage',
    'publicBuildingLightUsage',
    'publicAssembly',
  ),
  nonDom(
    'SCHOOLS_AND_SEASONAL_PUBLIC_BUILDINGS',
    'Schools and seasonal public buildings',
    'schoolsAndSeasonalPublicBuildings',
    'education',
    'Secondary school',
  ),
  nonDom(
    'UNIVERSITY_CAMPUS',
    'University campus',
    'universityCampus',
    'university',
    'Higher education',
  ),
  nonDom('CLINIC', 'Clinic', 'clinic', 'health', 'Community trust'),
  nonDom(
    'HOSPITAL_CLINICAL_AND_RESEARCH',
    'Hospital; clinical and research',
    'hospitalClinicalandResearch',
    'hospital',
    'Acute trust',
  ),
  nonDom(
    'LONG_TERM_RESIDENTIAL',
    'Long term residential',
    'longTermResidential',
    'residentialCare',
  ),
  nonDom(
    'GENERAL_ACCOMMODATION',
    'General accommodation',
    'generalAccommodation',
    'residentialCare',
    'Student residence',
  ),
  nonDom('EMERGENCY_SERVICES', 'Emergency services', 'emergencyServices', 'residentialCare'),
  nonDom(
    'LABORATORY_OR_OPERATING_THEATRE',
    'Laboratory or operating theatre',
    'laboratoryOperatingTheatre',
    'hospital',
    'Science & technology',
  ),
  nonDom(
    'PUBLIC_WAITING_OR_CIRCULATION',
    'Public waiting or circulation',
    'publicWaitingorCirculation',
    'publicAssembly',
  ),
  nonDom('TERMINAL', 'Terminal', 'terminal', 'publicAssembly'),
  nonDom('WORKSHOP', 'Workshop', 'workshops', 'industrial'),
  nonDom('STORAGE_FACILITY', 'Storage facility', 'storageFacility', 'industrial'),
  nonDom('COLD_STORAGE', 'Cold storage', 'coldStorage', 'coldStore'),
] as const satisfies readonly BuildingTypeInfo[];

export type BuildingTypeKey = (typeof BUILDING_TYPES)[number]['key'];
export const BUILDING_TYPE_KEYS = BUILDING_TYPES.map((t) => t.key) as readonly BuildingTypeKey[];

const byKey = new Map<string, BuildingTypeInfo>(BUILDING_TYPES.map((t) => [t.key, t]));
export function buildingTypeInfo(key: string): BuildingTypeInfo | undefined {
  return byKey.get(key);
}
