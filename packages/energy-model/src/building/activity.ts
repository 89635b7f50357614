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
}

export const ACTIVITY_PROFILES = {
  office: {
    key: 'office',
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
  hospitality: {
    key: 'hospitality',
    occupiedHoursPerWeek: 80,
    areaPerPersonM2: 3,
    lightingWM2: 14,
    equipmentWM2: 25,
    equipmentBaseFraction: 0.3,
    heatingSetpointC: 21,
    coolingSetpointC: 24,
    freshAirLsPerPerson: 10,
    hotWaterKwhM2: 60,
    waterM3PerM2: 2.0,
  },
  residentialCare: {
    key: 'residentialCare',
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
  },
  health: {
    key: 'health',
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
