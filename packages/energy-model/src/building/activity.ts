/**
 * Activity defaults by use (occupancy, gains, set-points, hot water, water use).
 *
 * ASSUMPTION: the NCM activity database (the UK's primary source for these values) has no public
 * extract we could read (see data/reference-values/REFERENCE.md §5). Every value in this file is
 * therefore an engineering assumption of the order used in NCM / CIBSE Guide A practice, not a
 * transcription. They are the main reason estimates carry wide ranges until bills are given.
 */
export interface ActivityProfile {
  key: string;
  /** Occupied (heated/lit) hours per week. */
  occupiedHoursPerWeek: number;
  /** Floor area per person, m². */
  areaPerPersonM2: number;
  /** Installed lighting power density, W/m² (fluorescent-era stock). */
  lightingWM2: number;
  /** Equipment power density while occupied, W/m². */
  equipmentWM2: number;
  /** Share of equipment power left on out of hours (0–1). */
  equipmentBaseFraction: number;
  heatingSetpointC: number;
  coolingSetpointC: number;
  /** Outside air per person while occupied, l/s (CIBSE Guide A recommends 10 l/s/person for offices). */
  freshAirLsPerPerson: number;
  /** Hot-water energy need, kWh/m² per year. */
  hotWaterKwhM2: number;
  /** Mains water use, m³ per m² per year. */
  waterM3PerM2: number;
  /**
   * Most hours a week the lights are on: guest rooms and bedrooms are lit only part of the hours
   * the building is open (168 = lit whenever occupied).
   */
  maxLitHoursPerWeek: number;
  /** Catering (commercial kitchens), delivered energy, kWh per m² of floor a year. */
  cateringKwhM2: number;
  /** Share of catering energy on gas where the building has mains gas; the rest is electric. */
  cateringGasShare: number;
  /** Mechanical extract (kitchens, en-suite bathrooms, laboratories), air changes per hour while it runs, made up by outside air. */
  extractAch: number;
  /** Hours a week the extract runs. */
  extractHoursPerWeek: number;
  /** Wet heating: share of the heat generated that reaches the heated rooms (pipework losses in plant rooms, risers and between buildings). */
  distributionEfficiency: number;
}

/**
 * Non-domestic wet heating distribution efficiency where the activity gives no other (assumption:
 * 10 % lost from pipework in plant rooms and risers, of the order of the SBEM / NCM defaults for
 * heat distribution in older buildings).
 */
const NON_DOMESTIC_DISTRIBUTION_EFFICIENCY = 0.9;

/** Defaults shared by activities without kitchens, extract or a lighting cap. */
const PLAIN = {
  maxLitHoursPerWeek: 168,
  cateringKwhM2: 0,
  cateringGasShare: 0,
  extractAch: 0,
  extractHoursPerWeek: 0,
  distributionEfficiency: NON_DOMESTIC_DISTRIBUTION_EFFICIENCY,
} as const;

export const ACTIVITY_PROFILES = {
  office: {
    key: 'office',
    ...PLAIN,
    occupiedHoursPerWeek: 55,
    areaPerPersonM2: 12,
    lightingWM2: 12,
    equipmentWM2: 12,
    equipmentBaseFraction: 0.25,
    heatingSetpointC: 21,
    coolingSetpointC: 24,
    freshAirLsPerPerson: 10,
    hotWaterKwhM2: 6,
    waterM3PerM2: 0.4,
  },
  retail: {
    key: 'retail',
    ...PLAIN,
    occupiedHoursPerWeek: 70,
    areaPerPersonM2: 15,
    lightingWM2: 20,
    equipmentWM2: 8,
    equipmentBaseFraction: 0.2,
    heatingSetpointC: 19,
    coolingSetpointC: 24,
    freshAirLsPerPerson: 10,
    hotWaterKwhM2: 3,
    waterM3PerM2: 0.3,
  },
  foodRetail: {
    key: 'foodRetail',
    ...PLAIN,
    occupiedHoursPerWeek: 90,
    areaPerPersonM2: 12,
    lightingWM2: 22,
    equipmentWM2: 35,
    equipmentBaseFraction: 0.7,
    heatingSetpointC: 19,
    coolingSetpointC: 24,
    freshAirLsPerPerson: 10,
    hotWaterKwhM2: 8,
    waterM3PerM2: 0.6,
  },
  /**
   * Restaurants, pubs and bars: the kitchen is its own end use (catering), no longer part of the
   * equipment density (assumption: kitchens of about a third of the floor, cooking 150 kWh/m² of
   * the whole floor a year, 60 % on gas where there is gas, of the order of the Carbon Trust
   * hospitality sector overview CTV013's catering share); extract over the kitchen's cooking hours.
   */
  hospitality: {
    key: 'hospitality',
    ...PLAIN,
    occupiedHoursPerWeek: 80,
    areaPerPersonM2: 3,
    lightingWM2: 14,
    equipmentWM2: 8,
    equipmentBaseFraction: 0.3,
    heatingSetpointC: 21,
    coolingSetpointC: 24,
    freshAirLsPerPerson: 10,
    hotWaterKwhM2: 60,
    waterM3PerM2: 2.0,
    cateringKwhM2: 150,
    cateringGasShare: 0.6,
    extractAch: 1,
    extractHoursPerWeek: 70,
  },
  /**
   * Hotels (assumptions): open all week; guest rooms (about 60 % of the floor) lit some 40 h a
   * week, corridors and public rooms (40 %) all the time, so lights on about 90 h a week at
   * 10 W/m²; equipment 4 W/m² around the clock (room fridges, televisions, lifts); en-suite
   * bathroom extract running continuously (Approved Document F 2010: 8 l/s per bathroom; about 75
   * rooms in 3,000 m², 0.2 ach) plus the kitchen's; hot water of about 115 l a guest a day at
   * 60 °C (CIBSE Guide G order); a restaurant kitchen of a quarter of hospitality's intensity.
   */
  hotel: {
    key: 'hotel',
    ...PLAIN,
    occupiedHoursPerWeek: 168,
    areaPerPersonM2: 25,
    lightingWM2: 10,
    equipmentWM2: 4,
    equipmentBaseFraction: 1,
    heatingSetpointC: 22,
    coolingSetpointC: 24,
    freshAirLsPerPerson: 10,
    hotWaterKwhM2: 60,
    waterM3PerM2: 1.5,
    maxLitHoursPerWeek: 90,
    cateringKwhM2: 40,
    cateringGasShare: 0.6,
    extractAch: 0.4,
    extractHoursPerWeek: 168,
  },
  residentialCare: {
    key: 'residentialCare',
    ...PLAIN,
    occupiedHoursPerWeek: 168,
    areaPerPersonM2: 30,
    lightingWM2: 8,
    equipmentWM2: 5,
    equipmentBaseFraction: 0.5,
    heatingSetpointC: 21,
    coolingSetpointC: 25,
    freshAirLsPerPerson: 8,
    hotWaterKwhM2: 45,
    waterM3PerM2: 1.5,
  },
  education: {
    key: 'education',
    ...PLAIN,
    occupiedHoursPerWeek: 40,
    areaPerPersonM2: 8,
    lightingWM2: 12,
    equipmentWM2: 6,
    equipmentBaseFraction: 0.2,
    heatingSetpointC: 20,
    coolingSetpointC: 25,
    freshAirLsPerPerson: 8,
    hotWaterKwhM2: 8,
    waterM3PerM2: 0.4,
    // School kitchens cooking lunches (assumption: 10 kWh/m² of the whole floor, 60 % gas).
    cateringKwhM2: 10,
    cateringGasShare: 0.6,
  },
  /**
   * Universities: lecture rooms, offices, libraries and laboratories (assumption: laboratories of a
   * fifth of the floor, their fume cupboards and once-through ventilation extracting 5 ach around
   * the clock, 1 ach over the whole floor), refectory kitchens, equipment left on out of hours
   * (servers, laboratory equipment);
   * heat from campus heat networks, of which a fifth is lost in the mains between buildings
   * (assumption: CIBSE CP1 2020 finds 10–30 % losses in existing UK heat networks).
   */
  university: {
    key: 'university',
    ...PLAIN,
    occupiedHoursPerWeek: 50,
    areaPerPersonM2: 10,
    lightingWM2: 12,
    equipmentWM2: 10,
    equipmentBaseFraction: 0.35,
    heatingSetpointC: 20,
    coolingSetpointC: 25,
    freshAirLsPerPerson: 10,
    hotWaterKwhM2: 10,
    waterM3PerM2: 0.4,
    cateringKwhM2: 15,
    cateringGasShare: 0.6,
    extractAch: 1,
    extractHoursPerWeek: 168,
    distributionEfficiency: 0.8,
  },
  health: {
    key: 'health',
    ...PLAIN,
    occupiedHoursPerWeek: 60,
    areaPerPersonM2: 10,
    lightingWM2: 12,
    equipmentWM2: 10,
    equipmentBaseFraction: 0.3,
    heatingSetpointC: 22,
    coolingSetpointC: 24,
    freshAirLsPerPerson: 10,
    hotWaterKwhM2: 20,
    waterM3PerM2: 0.8,
  },
  hospital: {
    key: 'hospital',
    ...PLAIN,
    occupiedHoursPerWeek: 168,
    areaPerPersonM2: 15,
    lightingWM2: 12,
    equipmentWM2: 15,
    equipmentBaseFraction: 0.6,
    heatingSetpointC: 22,
    coolingSetpointC: 24,
    freshAirLsPerPerson: 12,
    hotWaterKwhM2: 40,
    waterM3PerM2: 1.5,
  },
  leisure: {
    key: 'leisure',
    ...PLAIN,
    occupiedHoursPerWeek: 90,
    areaPerPersonM2: 10,
    lightingWM2: 14,
    equipmentWM2: 8,
    equipmentBaseFraction: 0.2,
    heatingSetpointC: 19,
    coolingSetpointC: 24,
    freshAirLsPerPerson: 12,
    hotWaterKwhM2: 40,
    waterM3PerM2: 1.2,
  },
  pool: {
    key: 'pool',
    ...PLAIN,
    occupiedHoursPerWeek: 90,
    areaPerPersonM2: 10,
    lightingWM2: 14,
    equipmentWM2: 10,
    equipmentBaseFraction: 0.6,
    heatingSetpointC: 28,
    coolingSetpointC: 30,
    freshAirLsPerPerson: 12,
    hotWaterKwhM2: 250,
    waterM3PerM2: 3.0,
  },
  publicAssembly: {
    key: 'publicAssembly',
    ...PLAIN,
    occupiedHoursPerWeek: 50,
    areaPerPersonM2: 5,
    lightingWM2: 12,
    equipmentWM2: 4,
    equipmentBaseFraction: 0.1,
    heatingSetpointC: 20,
    coolingSetpointC: 25,
    freshAirLsPerPerson: 8,
    hotWaterKwhM2: 5,
    waterM3PerM2: 0.3,
  },
  industrial: {
    key: 'industrial',
    ...PLAIN,
    occupiedHoursPerWeek: 50,
    areaPerPersonM2: 50,
    lightingWM2: 8,
    equipmentWM2: 6,
    equipmentBaseFraction: 0.2,
    heatingSetpointC: 16,
    coolingSetpointC: 27,
    freshAirLsPerPerson: 10,
    hotWaterKwhM2: 2,
    waterM3PerM2: 0.1,
  },
  coldStore: {
    key: 'coldStore',
    ...PLAIN,
    occupiedHoursPerWeek: 60,
    areaPerPersonM2: 100,
    lightingWM2: 6,
    equipmentWM2: 12,
    equipmentBaseFraction: 1,
    heatingSetpointC: 10,
    coolingSetpointC: 30,
    freshAirLsPerPerson: 10,
    hotWaterKwhM2: 1,
    waterM3PerM2: 0.05,
  },
  carPark: {
    key: 'carPark',
    ...PLAIN,
    occupiedHoursPerWeek: 100,
    areaPerPersonM2: 200,
    lightingWM2: 2.5,
    equipmentWM2: 0.2,
    equipmentBaseFraction: 1,
    heatingSetpointC: 0,
    coolingSetpointC: 40,
    freshAirLsPerPerson: 0,
    hotWaterKwhM2: 0,
    waterM3PerM2: 0.01,
  },
  /** Dwellings: SAP 2012 heating pattern (7–9 and 16–23 weekdays, 7–23 weekends = 77 h/week) and living-area demand temperature 21 °C (SAP 2012 Table 9 Th1; the rest of the home follows Table 9, model/demandTemperature.ts). Lighting, appliances and hot water follow SAP equations in model/runModel.ts. */
  dwelling: {
    key: 'dwelling',
    ...PLAIN,
    occupiedHoursPerWeek: 77,
    areaPerPersonM2: 35,
    lightingWM2: 0,
    equipmentWM2: 0,
    equipmentBaseFraction: 1,
    heatingSetpointC: 21,
    coolingSetpointC: 25,
    freshAirLsPerPerson: 0,
    hotWaterKwhM2: 0,
    waterM3PerM2: 0,
  },
} as const satisfies Record<string, ActivityProfile>;

export type ActivityKey = keyof typeof ACTIVITY_PROFILES;
