/** Renewables (PV, solar water, waste-water heat recovery) and operational measures. */
import { PV_ORIENTATIONS, type PvOrientation } from '../model/solarPv';
import { assumedCost, pcdfCost } from './costBasis';
import type { Measure } from './measureTypes';

/** Usable roof share 40 % and 0.2 kWp per m² of panel (assumptions); dwellings capped at 4 kWp. */
export function defaultPvKwp(roofM2: number, domestic: boolean): number {
  const kwp = Math.round(roofM2 * 0.4 * 0.2 * 10) / 10;
  return Math.max(0.5, domestic ? Math.min(4, kwp) : kwp);
}
const ORIENTATION_KEYS = Object.keys(PV_ORIENTATIONS) as PvOrientation[];

export const SOLAR_PV: Measure = {
  id: 'SOLAR_PV',
  title: 'Solar PV',
  description:
    'Photovoltaic panels on the roof; yield from the regional solar radiation (SAP Appendix M and U).',
  category: 'RENEWABLES',
  scenarioType: 'RENEWABLES',
  parameters: [
    {
      property: 'kwp',
      label: 'Peak power',
      type: 'NUMBER',
      optional: false,
      min: 0.5,
      max: 10000,
      unit: 'kWp',
      defaultValue: (i) => defaultPvKwp(i.geometry.roofM2, i.domestic),
    },
    {
      property: 'orientation',
      label: 'Orientation',
      type: 'ENUM',
      optional: true,
      possibleValues: ORIENTATION_KEYS,
      displayValues: ORIENTATION_KEYS.map((k) => PV_ORIENTATIONS[k].label),
      defaultValue: () => 'SOUTH',
    },
  ],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 25,
  lifetimeSource: 'PCDF Table 181 column 9 (code U)',
  applicable: (i) => i.geometry.roofM2 >= 8 && i.pvKwp === 0,
  apply: (i, p) => ({
    ...i,
    pvKwp: Math.max(0, Number(p.kwp ?? defaultPvKwp(i.geometry.roofM2, i.domestic))),
    pvOrientationFactor: PV_ORIENTATIONS[(p.orientation as PvOrientation) ?? 'SOUTH']?.factor ?? 1,
  }),
  cost: (i, p) => {
    const kwp = Number(p.kwp ?? defaultPvKwp(i.geometry.roofM2, i.domestic));
    // solarbypostcode.co.uk (secondary, undated): £2,035 per kW; ±15 % (assumption).
    return {
      lowGbp: kwp * 2035 * 0.85,
      highGbp: kwp * 2035 * 1.15,
      source: 'solarbypostcode.co.uk £2,035/kW (secondary)',
    };
  },
};

export const SOLAR_WATER_HEATING: Measure = {
  id: 'SOLAR_WATER_HEATING',
  title: 'Solar water heating',
  description: 'Solar thermal collectors pre-heat the hot water.',
  category: 'RENEWABLES',
  scenarioType: 'RENEWABLES',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 25,
  lifetimeSource: 'PCDF Table 181 column 9 (code N)',
  applicable: (i) =>
    (i.domestic || i.hotWaterKwhM2 >= 20) &&
    i.solarHotWaterFraction === 0 &&
    i.geometry.roofM2 >= 8,
  // Solar fraction 40 % of the hot-water need (assumption, SAP Appendix H computes it in detail).
  apply: (i) => ({ ...i, solarHotWaterFraction: 0.4 }),
  cost: (i) =>
    i.domestic
      ? pcdfCost(i, 4000, 6000, 'N', 1, 1)
      : assumedCost(i.floorAreaM2 * 8, i.floorAreaM2 * 15, '£8–15 per m² floor'),
};

export const WASTE_WATER_HEAT_RECOVERY: Measure = {
  id: 'WASTE_WATER_HEAT_RECOVERY',
  title: 'Waste water heat recovery',
  description: 'Recover heat from shower waste water to pre-heat the incoming cold feed.',
  category: 'RENEWABLES',
  scenarioType: 'RENEWABLES',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 20,
  lifetimeSource: 'PCDF Table 181 column 9 (code Y)',
  applicable: (i) => i.domestic && i.wasteWaterHeatRecovery === 0,
  // 15 % of hot-water need recovered (assumption).
  apply: (i) => ({ ...i, wasteWaterHeatRecovery: 0.15 }),
  cost: (i) => pcdfCost(i, 585, 725, 'Y', 1, 1),
};

const FREE = { lowGbp: 0, highGbp: 0, source: 'operational change, no capital cost' };

export const HEATING_SETPOINT_REDUCTION: Measure = {
  id: 'HEATING_SETPOINT_REDUCTION',
  title: 'Lower the heating set-point',
  description: 'Run the heating at a lower thermostat setting.',
  category: 'OPERATIONAL',
  scenarioType: 'OPERATIONAL',
  parameters: [
    {
      property: 'setpointC',
      label: 'Heating set-point',
      type: 'NUMBER',
      optional: false,
      min: 16,
      max: 24,
      unit: '°C',
      defaultValue: (i) => Math.max(16, i.heatingSetpointC - 1),
    },
  ],
  mutuallyExclusiveWith: [],
  affectsAssetRating: false,
  lifetimeYears: 1,
  lifetimeSource: 'operational (renewed each year)',
  applicable: (i) => i.heatingSetpointC > 17,
  apply: (i, p) => ({
    ...i,
    heatingSetpointC: Math.min(i.heatingSetpointC, Number(p.setpointC ?? i.heatingSetpointC - 1)),
  }),
  cost: () => FREE,
};

export const HEATING_SCHEDULE_OPTIMISATION: Measure = {
  id: 'HEATING_SCHEDULE_OPTIMISATION',
  title: 'Tighten the heating schedule',
  description: 'Match heating hours to occupied hours.',
  category: 'OPERATIONAL',
  scenarioType: 'OPERATIONAL',
  parameters: [
    {
      property: 'reductionPercent',
      label: 'Cut in heating hours',
      type: 'NUMBER',
      optional: false,
      min: 0,
      max: 50,
      unit: '%',
      defaultValue: () => 10,
    },
    {
      property: 'weekendsOff',
      label: 'Heating off at weekends',
      type: 'BOOLEAN',
      optional: true,
      defaultValue: () => false,
    },
  ],
  mutuallyExclusiveWith: [],
  affectsAssetRating: false,
  lifetimeYears: 1,
  lifetimeSource: 'operational (renewed each year)',
  applicable: (i) => i.heatingHoursFraction > 0.2,
  apply: (i, p) => {
    let f = i.heatingHoursFraction * (1 - Number(p.reductionPercent ?? 10) / 100);
    if (p.weekendsOff === true && !i.domestic) f *= 5 / 7;
    return { ...i, heatingHoursFraction: Math.max(0.05, f) };
  },
  cost: () => FREE,
};

export const COOLING_SETPOINT_INCREASE: Measure = {
  id: 'COOLING_SETPOINT_INCREASE',
  title: 'Raise the cooling set-point',
  description: 'Let the space run warmer before cooling starts.',
  category: 'OPERATIONAL',
  scenarioType: 'OPERATIONAL',
  parameters: [
    {
      property: 'setpointC',
      label: 'Cooling set-point',
      type: 'NUMBER',
      optional: false,
      min: 22,
      max: 28,
      unit: '°C',
      defaultValue: (i) => Math.min(28, i.coolingSetpointC + 2),
    },
  ],
  mutuallyExclusiveWith: [],
  affectsAssetRating: false,
  lifetimeYears: 1,
  lifetimeSource: 'operational (renewed each year)',
  applicable: (i) => i.ventilation.cooled && i.coolingSetpointC < 27,
  apply: (i, p) => ({
    ...i,
    coolingSetpointC: Math.max(i.coolingSetpointC, Number(p.setpointC ?? i.coolingSetpointC + 2)),
  }),
  cost: () => FREE,
};

export const EQUIPMENT_SHUTDOWN: Measure = {
  id: 'EQUIPMENT_SHUTDOWN',
  title: 'Switch equipment off out of hours',
  description:
    'Shut down computers, displays and appliances outside occupied hours (a switch-off campaign or smart plugs).',
  category: 'OPERATIONAL',
  scenarioType: 'OPERATIONAL',
  parameters: [
    {
      property: 'useSmartPlugs',
      label: 'Use smart plugs',
      type: 'BOOLEAN',
      optional: true,
      defaultValue: () => false,
    },
  ],
  mutuallyExclusiveWith: [],
  affectsAssetRating: false,
  lifetimeYears: 1,
  lifetimeSource: 'operational (renewed each year)',
  applicable: (i) => !i.domestic && i.equipmentBaseFraction > 0.1 && i.equipmentBaseFraction < 1,
  // Halves the out-of-hours base load (assumption).
  apply: (i) => ({ ...i, equipmentBaseFraction: i.equipmentBaseFraction * 0.5 }),
  cost: (i, p) =>
    p.useSmartPlugs === true
      ? assumedCost(i.floorAreaM2 * 0.5, i.floorAreaM2, '£0.5–1 per m² of smart plugs')
      : FREE,
};

export const RENEWABLE_MEASURES = [
  SOLAR_PV,
  SOLAR_WATER_HEATING,
  WASTE_WATER_HEAT_RECOVERY,
] as const;
export const OPERATIONAL_MEASURES = [
  HEATING_SETPOINT_REDUCTION,
  HEATING_SCHEDULE_OPTIMISATION,
  COOLING_SETPOINT_INCREASE,
  EQUIPMENT_SHUTDOWN,
] as const;
