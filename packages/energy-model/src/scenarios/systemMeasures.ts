/** Heating, hot-water and lighting system measures. */
import { assumedCost, designHeatLossKw, pcdfCost } from './costBasis';
import { boilerSystem } from '../building/systems';
import type { Measure } from './measureTypes';

const PCDF_LIFE = 'PCDF Table 181 column 9';
const HEAT_GENERATORS = [
  'CONDENSING_BOILER',
  'AIR_SOURCE_HEAT_PUMP',
  'GROUND_SOURCE_HEAT_PUMP',
  'BIOMASS_BOILER',
];
const others = (id: string): string[] => HEAT_GENERATORS.filter((x) => x !== id);
/** A new boiler must beat the current one's space efficiency by 3 % to be offered (assumption). */
const NEW_BOILER_MIN_GAIN = 0.97;
const newBoiler = (fuel: 'gas' | 'oil' | 'lpg') => boilerSystem(fuel, 1, 1);

export const CONDENSING_BOILER: Measure = {
  id: 'CONDENSING_BOILER',
  title: 'Condensing boiler',
  description: 'Replace the boiler with a new condensing boiler burning the same fuel.',
  category: 'SYSTEMS',
  scenarioType: 'SYSTEMS',
  parameters: [],
  mutuallyExclusiveWith: others('CONDENSING_BOILER'),
  affectsAssetRating: true,
  lifetimeYears: 12,
  lifetimeSource: PCDF_LIFE,
  // Offered where a new boiler cuts heating fuel by at least 3 % (assumption): a chance of a
  // non-condensing boiler, not a condensing one a few points short of today's.
  applicable: (i) =>
    i.heating.boiler &&
    (i.heating.fuel === 'gas' || i.heating.fuel === 'oil' || i.heating.fuel === 'lpg') &&
    i.heating.spaceEfficiency < NEW_BOILER_MIN_GAIN * newBoiler(i.heating.fuel).spaceEfficiency,
  // A boiler fitted today: 88 % / 79 % gas and LPG (2010 compliance guide), condensing oil
  // 84 % / 72 % (SAP 2012 Table 4b), as building/systems.ts.
  apply: (i) => {
    const b = newBoiler(i.heating.fuel as 'gas' | 'oil' | 'lpg');
    return {
      ...i,
      heating: {
        ...i.heating,
        name: 'Condensing boiler',
        spaceEfficiency: b.spaceEfficiency,
        waterEfficiency: b.waterEfficiency,
      },
    };
  },
  cost: (i) =>
    i.domestic
      ? pcdfCost(i, 2200, 3000, 'I', 1, 1)
      : assumedCost(
          designHeatLossKw(i) * 80,
          designHeatLossKw(i) * 120,
          '£80–120 per kW of design heat loss',
        ),
};

const EMITTERS = ['RADIATORS', 'UNDERFLOOR'] as const;

/**
 * Heat pump seasonal performance: SAP 2012 Table 4a gives 170 % for an ASHP "in other cases"
 * (a 2012 default). Modern MCS-installed systems do better; the default SCOP 2.8 (ASHP) and 3.2
 * (GSHP) are assumptions, adjustable as a parameter; underfloor emitters add 0.3 (assumption).
 * Hot water at 170 % (SAP 2012 Table 4a).
 */
function heatPump(id: 'AIR_SOURCE_HEAT_PUMP' | 'GROUND_SOURCE_HEAT_PUMP'): Measure {
  const air = id === 'AIR_SOURCE_HEAT_PUMP';
  return {
    id,
    title: air ? 'Air source heat pump' : 'Ground source heat pump',
    description: air
      ? 'Replace the heating with an air-to-water heat pump feeding radiators or underfloor heating.'
      : 'Replace the heating with a ground-to-water heat pump with a borehole or trench loop.',
    category: 'SYSTEMS',
    scenarioType: 'SYSTEMS',
    parameters: [
      {
        property: 'scop',
        label: 'Seasonal coefficient of performance',
        type: 'NUMBER',
        optional: true,
        min: 1.5,
        max: 5,
        defaultValue: () => (air ? 2.8 : 3.2),
      },
      {
        property: 'emitters',
        label: 'Heat emitters',
        type: 'ENUM',
        optional: false,
        possibleValues: EMITTERS,
        displayValues: ['Radiators', 'Underfloor heating'],
        defaultValue: () => 'RADIATORS',
      },
    ],
    mutuallyExclusiveWith: others(id),
    affectsAssetRating: true,
    lifetimeYears: 15,
    lifetimeSource: 'PCDF Table 181 column 9 (codes Z1/Z2)',
    applicable: (i) =>
      !i.heating.heatPump &&
      i.heating.fuel !== 'districtHeat' &&
      (air || i.geometry.footprintM2 >= 40),
    apply: (i, p) => {
      const scop = Number(p.scop ?? (air ? 2.8 : 3.2)) + (p.emitters === 'UNDERFLOOR' ? 0.3 : 0);
      return {
        ...i,
        heating: {
          name: air ? 'Air source heat pump' : 'Ground source heat pump',
          fuel: 'electricity',
          spaceEfficiency: scop,
          waterEfficiency: 1.7,
          wet: true,
          boiler: false,
          heatPump: true,
        },
        hotWaterElectric: false,
        hotWaterStorageLossFraction: Math.max(i.hotWaterStorageLossFraction, 0.05),
      };
    },
    cost: (i) => {
      const kw = designHeatLossKw(i);
      if (air) {
        // RHI December 2020 median installed ASHP costs (via Centre for Net Zero, secondary): 5 kW £7,500, 8 kW £9,200, 10 kW £11,500.
        const c =
          kw <= 5
            ? 7500
            : kw <= 8
              ? 7500 + ((kw - 5) / 3) * 1700
              : kw <= 10
                ? 9200 + ((kw - 8) / 2) * 2300
                : 1150 * kw;
        return {
          lowGbp: c * 0.85,
          highGbp: c * 1.15,
          source:
            'RHI December 2020 median ASHP costs by kW (secondary); ±15 % and >10 kW at £1,150/kW (assumptions)',
        };
      }
      const c = 1820 * Math.max(6, kw);
      return {
        lowGbp: c * 0.85,
        highGbp: c * 1.15,
        source:
          'RHI December 2020 median GSHP 10 kW £18,200 (secondary), scaled per kW (assumption)',
      };
    },
  };
}
export const AIR_SOURCE_HEAT_PUMP = heatPump('AIR_SOURCE_HEAT_PUMP');
export const GROUND_SOURCE_HEAT_PUMP = heatPump('GROUND_SOURCE_HEAT_PUMP');

export const BIOMASS_BOILER: Measure = {
  id: 'BIOMASS_BOILER',
  title: 'Biomass boiler',
  description: 'Replace the heating with an automatic wood-pellet boiler.',
  category: 'SYSTEMS',
  scenarioType: 'SYSTEMS',
  parameters: [],
  mutuallyExclusiveWith: others('BIOMASS_BOILER'),
  affectsAssetRating: true,
  lifetimeYears: 20,
  lifetimeSource: PCDF_LIFE,
  applicable: (i) =>
    i.heating.fuel !== 'biomass' && i.heating.fuel !== 'districtHeat' && !i.heating.heatPump,
  // Pellet boiler 80 % / 75 % (assumption).
  apply: (i) => ({
    ...i,
    heating: {
      name: 'Biomass boiler',
      fuel: 'biomass',
      spaceEfficiency: 0.8,
      waterEfficiency: 0.75,
      wet: true,
      boiler: true,
      heatPump: false,
    },
  }),
  cost: (i) =>
    i.domestic
      ? pcdfCost(i, 7000, 13000, 'J', 1, 1)
      : assumedCost(designHeatLossKw(i) * 500, designHeatLossKw(i) * 800, '£500–800 per kW'),
};

export const HEATING_CONTROLS: Measure = {
  id: 'HEATING_CONTROLS',
  title: 'Heating controls',
  description:
    'Programmer, room thermostat and thermostatic radiator valves (zoned controls in larger buildings).',
  category: 'SYSTEMS',
  scenarioType: 'SYSTEMS',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 12,
  lifetimeSource: PCDF_LIFE,
  applicable: (i) => i.heating.wet,
  // Effect: mean set-point −0.5 K and heating hours −10 % (assumption).
  apply: (i) => ({
    ...i,
    heatingSetpointC: i.heatingSetpointC - 0.5,
    heatingHoursFraction: i.heatingHoursFraction * 0.9,
  }),
  cost: (i) =>
    i.domestic
      ? pcdfCost(i, 350, 450, 'G', 1, 1)
      : assumedCost(i.floorAreaM2 * 2, i.floorAreaM2 * 4, '£2–4 per m² floor'),
};

export const FLUE_GAS_HEAT_RECOVERY: Measure = {
  id: 'FLUE_GAS_HEAT_RECOVERY',
  title: 'Flue gas heat recovery',
  description: 'Recover heat from the boiler flue to pre-heat hot water.',
  category: 'SYSTEMS',
  scenarioType: 'SYSTEMS',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 12,
  lifetimeSource: PCDF_LIFE,
  applicable: (i) => i.domestic && i.heating.boiler && i.heating.fuel === 'gas',
  // Water-heating efficiency +5 points (assumption).
  apply: (i) =>
    i.heating.boiler && i.heating.fuel === 'gas'
      ? { ...i, heating: { ...i.heating, waterEfficiency: i.heating.waterEfficiency + 0.05 } }
      : i,
  cost: (i) => pcdfCost(i, 400, 900, 'T2', 1, 1),
};

export const HOT_WATER_CYLINDER_INSULATION: Measure = {
  id: 'HOT_WATER_CYLINDER_INSULATION',
  title: 'Hot water cylinder insulation',
  description: 'Fit an 80 mm insulating jacket to the hot-water cylinder.',
  category: 'SYSTEMS',
  scenarioType: 'SYSTEMS',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 10,
  lifetimeSource: PCDF_LIFE,
  applicable: (i) => i.hotWaterStorageLossFraction > 0.05,
  // Storage loss from 10 % to 3 % of the hot-water need (assumption).
  apply: (i) => ({
    ...i,
    hotWaterStorageLossFraction: Math.min(i.hotWaterStorageLossFraction, 0.03),
  }),
  cost: (i) =>
    i.domestic ? pcdfCost(i, 15, 30, 'C', 1, 1) : assumedCost(100, 300, '£100–300 per cylinder'),
};

export const LED_LIGHTING: Measure = {
  id: 'LED_LIGHTING',
  title: 'LED lighting',
  description: 'Replace lamps with LEDs.',
  category: 'SYSTEMS',
  scenarioType: 'SYSTEMS',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 5,
  lifetimeSource: 'PCDF Table 181 column 9 (code E, low-energy lamps)',
  applicable: (i) => (i.domestic ? i.lowEnergyLightFraction < 1 : i.lightingWM2 > 6),
  // Non-domestic LED retrofit halves installed power (assumption).
  apply: (i) =>
    i.domestic ? { ...i, lowEnergyLightFraction: 1 } : { ...i, lightingWM2: i.lightingWM2 * 0.5 },
  cost: (i) =>
    i.domestic
      ? {
          lowGbp: (i.floorAreaM2 / 5) * 5,
          highGbp: (i.floorAreaM2 / 5) * 5,
          source: 'PCDF Table 181 code E, £5 per lamp; one lamp per 5 m² (assumption)',
        }
      : assumedCost(i.floorAreaM2 * 10, i.floorAreaM2 * 20, '£10–20 per m² floor'),
};

export const LIGHTING_CONTROLS: Measure = {
  id: 'LIGHTING_CONTROLS',
  title: 'Lighting controls',
  description:
    'Occupancy and daylight sensors switch and dim lights in unoccupied or daylit areas.',
  category: 'SYSTEMS',
  scenarioType: 'SYSTEMS',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 10,
  lifetimeSource: 'assumption',
  applicable: (i) => !i.domestic && i.lightingControlSaving < 0.2 && i.lightingWM2 > 0,
  // 20 % lighting saving (assumption).
  apply: (i) => ({ ...i, lightingControlSaving: 0.2 }),
  cost: (i) => assumedCost(i.floorAreaM2 * 5, i.floorAreaM2 * 10, '£5–10 per m² floor'),
};

export const SYSTEM_MEASURES = [
  CONDENSING_BOILER,
  AIR_SOURCE_HEAT_PUMP,
  GROUND_SOURCE_HEAT_PUMP,
  BIOMASS_BOILER,
  HEATING_CONTROLS,
  FLUE_GAS_HEAT_RECOVERY,
  HOT_WATER_CYLINDER_INSULATION,
  LED_LIGHTING,
  LIGHTING_CONTROLS,
] as const;
