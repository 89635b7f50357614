/** Hot-water and lighting system measures. */
import { UNJACKETED_CYLINDER } from './conditions';
import { priced } from './costBasis';
import { COST_RATES } from './costTables';
import type { Measure } from './measureTypes';
import { onlyIf } from './offerRules';

const PCDF_LIFE = 'PCDF Table 181 column 9';
const systems = { category: 'SYSTEMS', scenarioType: 'SYSTEMS' } as const;

const FLUE_GAS_HEAT_RECOVERY: Measure = {
  ...systems,
  path: 'HOT_WATER',
  id: 'FLUE_GAS_HEAT_RECOVERY',
  title: 'Flue gas heat recovery',
  description: 'Recover heat from the boiler flue to pre-heat hot water.',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 12,
  lifetimeSource: PCDF_LIFE,
  notOffered: onlyIf(
    (i) => i.domestic && i.heating.boiler && i.heating.fuel === 'gas',
    'Flue gas heat recovery is for a home’s gas combi or system boiler.',
  ),
  // Water-heating efficiency +5 points (assumption).
  apply: (i) =>
    i.heating.boiler && i.heating.fuel === 'gas'
      ? { ...i, heating: { ...i.heating, waterEfficiency: i.heating.waterEfficiency + 0.05 } }
      : i,
  cost: () => priced(COST_RATES.FLUE_GAS_HEAT_RECOVERY.domestic),
};

const HOT_WATER_CYLINDER_INSULATION: Measure = {
  ...systems,
  path: 'HOT_WATER',
  id: 'HOT_WATER_CYLINDER_INSULATION',
  title: 'Hot water cylinder insulation',
  description: 'Fit an 80 mm insulating jacket to the hot-water cylinder.',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 10,
  lifetimeSource: PCDF_LIFE,
  notOffered: onlyIf(
    (i) => i.hotWaterStorageLossFraction > 0.005,
    'There is no poorly insulated hot-water cylinder (a combi boiler, or a modern cylinder).',
  ),
  condition: UNJACKETED_CYLINDER,
  // Storage loss from 10 % to 3 % of the hot-water need (assumption).
  apply: (i) => ({
    ...i,
    hotWaterStorageLossFraction: Math.min(i.hotWaterStorageLossFraction, 0.03),
  }),
  cost: (i) =>
    i.domestic
      ? priced(COST_RATES.HOT_WATER_CYLINDER_INSULATION.domestic)
      : priced(
          COST_RATES.HOT_WATER_CYLINDER_INSULATION.nonDomestic,
          Math.max(1, Math.round((i.hotWaterKwhM2 * i.floorAreaM2) / HOT_WATER_KWH_PER_CYLINDER)),
          `one cylinder or calorifier per ${HOT_WATER_KWH_PER_CYLINDER / 1000} MWh of hot water a year (assumption)`,
        ),
};

/** Hot water a year served by one cylinder or calorifier in larger buildings, kWh (assumption). */
const HOT_WATER_KWH_PER_CYLINDER = 50_000;

/** Lamps in a home (assumption: one fitting per 5 m² of floor). */
const HOME_M2_PER_LAMP = 5;

const LED_LIGHTING: Measure = {
  ...systems,
  path: 'ELECTRIC_GAINS',
  id: 'LED_LIGHTING',
  title: 'LED lighting',
  description: 'Replace lamps with LEDs.',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  // PCDF code E gives 5 years for the compact fluorescent lamps of 2014; LED lamps and
  // luminaires are rated for 15,000–50,000 hours (manufacturers' ratings), 12 years or more at
  // 1,000–2,500 hours of use a year (assumption).
  lifetimeYears: 12,
  lifetimeSource: 'assumption: rated LED life of 15,000–50,000 h at 1,000–2,500 h a year',
  notOffered: onlyIf(
    (i) => (i.domestic ? i.lowEnergyLightFraction < 1 : i.lightingWM2 > 6),
    'The lighting is already low-energy (all LED or low-energy lamps, or 6 W/m² or less).',
  ),
  // Non-domestic LED retrofit halves installed power (assumption).
  apply: (i) =>
    i.domestic ? { ...i, lowEnergyLightFraction: 1 } : { ...i, lightingWM2: i.lightingWM2 * 0.5 },
  cost: (i) =>
    i.domestic
      ? priced(
          COST_RATES.LED_LIGHTING.domestic,
          ((1 - i.lowEnergyLightFraction) * i.floorAreaM2) / HOME_M2_PER_LAMP,
          `lamps not yet low-energy, one per ${HOME_M2_PER_LAMP} m² (assumption)`,
        )
      : priced(COST_RATES.LED_LIGHTING.nonDomestic, i.floorAreaM2),
};

const LIGHTING_CONTROLS: Measure = {
  ...systems,
  path: 'ELECTRIC_GAINS',
  id: 'LIGHTING_CONTROLS',
  title: 'Lighting controls',
  description:
    'Occupancy and daylight sensors switch and dim lights in unoccupied or daylit areas.',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 10,
  lifetimeSource: 'assumption',
  notOffered: onlyIf(
    (i) => !i.domestic && i.lightingControlSaving < 0.2 && i.lightingWM2 > 0,
    'Lighting controls are for larger non-domestic buildings without them.',
  ),
  // 20 % lighting saving (assumption).
  apply: (i) => ({ ...i, lightingControlSaving: 0.2 }),
  cost: (i) => priced(COST_RATES.LIGHTING_CONTROLS.nonDomestic, i.floorAreaM2),
};

export const HOT_WATER_AND_LIGHTING_MEASURES = [
  FLUE_GAS_HEAT_RECOVERY,
  HOT_WATER_CYLINDER_INSULATION,
  LED_LIGHTING,
  LIGHTING_CONTROLS,
] as const;
