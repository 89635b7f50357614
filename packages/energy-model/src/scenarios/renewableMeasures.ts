/** Renewables: PV, solar water heating, waste-water heat recovery. */
import { PV_ORIENTATIONS, type PvOrientation } from '../model/solarPv';
import { priced } from './costBasis';
import { COST_RATES } from './costTables';
import type { Measure } from './measureTypes';
import { firstReason, onlyIf, roofIsTheirs, roofOfTopFloorFlat } from './offerRules';

/** Usable roof share 40 % and 0.2 kWp per m² of panel (assumptions); dwellings capped at 4 kWp. */
function defaultPvKwp(roofM2: number, domestic: boolean): number {
  const kwp = Math.round(roofM2 * 0.4 * 0.2 * 10) / 10;
  return Math.max(0.5, domestic ? Math.min(4, kwp) : kwp);
}
const ORIENTATION_KEYS = Object.keys(PV_ORIENTATIONS) as PvOrientation[];
const renewables = { category: 'RENEWABLES', scenarioType: 'RENEWABLES' } as const;
const roofOfItsOwn = onlyIf(
  (i) => i.geometry.roofM2 >= 8,
  'The roof is too small for panels (under 8 m²).',
);

const SOLAR_PV: Measure = {
  ...renewables,
  path: 'GENERATION',
  id: 'SOLAR_PV',
  title: 'Solar PV',
  description:
    'Photovoltaic panels on the roof; yield from the regional solar radiation (SAP Appendix M and U). The electricity is used on site or exported; heating is unchanged.',
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
  offeredBecause: roofOfTopFloorFlat,
  notOffered: firstReason(
    roofIsTheirs,
    roofOfItsOwn,
    onlyIf((i) => i.pvKwp === 0, 'The building already has PV.'),
  ),
  apply: (i, p) => ({
    ...i,
    pvKwp: Math.max(0, Number(p.kwp ?? defaultPvKwp(i.geometry.roofM2, i.domestic))),
    pvOrientationFactor: PV_ORIENTATIONS[(p.orientation as PvOrientation) ?? 'SOUTH']?.factor ?? 1,
  }),
  cost: (i, p) => {
    const kwp = Number(p.kwp ?? defaultPvKwp(i.geometry.roofM2, i.domestic));
    const rates = COST_RATES.SOLAR_PV;
    return priced(i.domestic ? rates.domestic : rates.nonDomestic, kwp);
  },
};

const SOLAR_WATER_HEATING: Measure = {
  ...renewables,
  path: 'HOT_WATER',
  id: 'SOLAR_WATER_HEATING',
  title: 'Solar water heating',
  description: 'Solar thermal collectors pre-heat the hot water.',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 25,
  lifetimeSource: 'PCDF Table 181 column 9 (code N)',
  offeredBecause: roofOfTopFloorFlat,
  notOffered: firstReason(
    roofIsTheirs,
    roofOfItsOwn,
    onlyIf(
      (i) => i.domestic || i.hotWaterKwhM2 >= 20,
      'The building uses too little hot water for solar collectors (under 20 kWh/m² a year).',
    ),
    onlyIf((i) => i.solarHotWaterFraction === 0, 'The building already has solar water heating.'),
  ),
  // Solar fraction 40 % of the hot-water need (assumption, SAP Appendix H computes it in detail).
  apply: (i) => ({ ...i, solarHotWaterFraction: 0.4 }),
  cost: (i) =>
    i.domestic
      ? priced(COST_RATES.SOLAR_WATER_HEATING.domestic)
      : priced(COST_RATES.SOLAR_WATER_HEATING.nonDomestic, i.floorAreaM2),
};

const WASTE_WATER_HEAT_RECOVERY: Measure = {
  ...renewables,
  path: 'HOT_WATER',
  id: 'WASTE_WATER_HEAT_RECOVERY',
  title: 'Waste water heat recovery',
  description: 'Recover heat from shower waste water to pre-heat the incoming cold feed.',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 20,
  lifetimeSource: 'PCDF Table 181 column 9 (code Y)',
  notOffered: onlyIf(
    (i) => i.domestic && i.wasteWaterHeatRecovery === 0,
    'Shower waste-water heat recovery is a measure for homes.',
  ),
  // 15 % of hot-water need recovered (assumption).
  apply: (i) => ({ ...i, wasteWaterHeatRecovery: 0.15 }),
  cost: () => priced(COST_RATES.WASTE_WATER_HEAT_RECOVERY.domestic),
};

export const RENEWABLE_MEASURES = [
  SOLAR_PV,
  SOLAR_WATER_HEATING,
  WASTE_WATER_HEAT_RECOVERY,
] as const;
