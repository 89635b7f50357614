// The engine's bounds on a building's facts: facts.ts refuses a building outside them, and
// packages/domain's wizard rules read the same numbers (light entry '@wattwise/energy-model/bands').

/** Smallest home the engine models, m² (assumption: a bedsit; new homes need 37 m², Nationally Described Space Standard 2015). */
export const MIN_DWELLING_FLOOR_AREA_M2 = 10;
/** Smallest floor area per storey, m² (assumption: below this a storey is not a usable floor). */
export const MIN_STOREY_AREA_M2 = 5;
/**
 * Most floors a building may have (designed: above the UK's tallest building, The Shard, 95
 * storeys, with room to spare; a registration of 500 floors on a house's footprint is a typo).
 */
export const MAX_FLOORS = 200;
/** Largest floor area the engine models, m² (designed: well above any single UK building). */
export const MAX_FLOOR_AREA_M2 = 5_000_000;
