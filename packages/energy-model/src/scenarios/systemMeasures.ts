/** Heating system measures; hot water and lighting in hotWaterAndLightingMeasures.ts. */
import { boilerSystem } from '../building/systems';
import { HEAT_PUMP_NOT_YET, NON_CONDENSING_BOILER, boilerGain } from './conditions';
import { designHeatLossKw, priced } from './costBasis';
import { COST_RATES, rhiHeatPump } from './costTables';
import { HOT_WATER_AND_LIGHTING_MEASURES } from './hotWaterAndLightingMeasures';
import type { Measure } from './measureTypes';
import { firstReason, hasBoiler, notAFlat, onlyIf, wetHeating } from './offerRules';
import { operatingSetpointDrop } from './operationalMeasures';

const PCDF_LIFE = 'PCDF Table 181 column 9';
const HEAT_GENERATORS = [
  'CONDENSING_BOILER',
  'AIR_SOURCE_HEAT_PUMP',
  'GROUND_SOURCE_HEAT_PUMP',
  'BIOMASS_BOILER',
];
const others = (id: string): string[] => HEAT_GENERATORS.filter((x) => x !== id);
const systems = { category: 'SYSTEMS', scenarioType: 'SYSTEMS' } as const;

const CONDENSING_BOILER: Measure = {
  ...systems,
  path: 'HEATING_PLANT',
  id: 'CONDENSING_BOILER',
  title: 'Condensing boiler',
  description: 'Replace the boiler with a new condensing boiler burning the same fuel.',
  parameters: [],
  mutuallyExclusiveWith: others('CONDENSING_BOILER'),
  affectsAssetRating: true,
  lifetimeYears: 12,
  lifetimeSource: PCDF_LIFE,
  notOffered: hasBoiler,
  condition: NON_CONDENSING_BOILER,
  // A boiler fitted today: 88 % / 79 % gas and LPG (2010 compliance guide), condensing oil
  // 84 % / 72 % (SAP 2012 Table 4b), as building/systems.ts.
  apply: (i) => {
    if (boilerGain(i) <= 0) return i;
    const b = boilerSystem(i.heating.fuel as 'gas' | 'oil' | 'lpg', 1, 1);
    return {
      ...i,
      heating: {
        ...i.heating,
        name: 'Condensing boiler',
        spaceEfficiency: b.spaceEfficiency,
        waterEfficiency: Math.max(i.heating.waterEfficiency, b.waterEfficiency),
      },
    };
  },
  cost: (i) =>
    i.domestic
      ? priced(COST_RATES.CONDENSING_BOILER.domestic)
      : priced(COST_RATES.CONDENSING_BOILER.nonDomestic, designHeatLossKw(i)),
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
    ...systems,
    path: 'FUEL_SWITCH',
    id,
    title: air ? 'Air source heat pump' : 'Ground source heat pump',
    description: air
      ? 'Replace the heating with an air-to-water heat pump feeding radiators or underfloor heating.'
      : 'Replace the heating with a ground-to-water heat pump with a borehole or trench loop.',
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
    notOffered: firstReason(
      onlyIf((i) => !i.heating.heatPump, 'The building is already heated by a heat pump.'),
      onlyIf(
        (i) => i.heating.fuel !== 'districtHeat',
        'The building is on a heat network: its heat comes from the network, not its own plant.',
      ),
      air
        ? () => null
        : notAFlat('a ground loop needs land of the home’s own for boreholes or trenches'),
      air
        ? () => null
        : onlyIf(
            (i) => i.geometry.footprintM2 >= 40,
            'The building’s plot is too small for a ground loop (footprint under 40 m²).',
          ),
    ),
    condition: HEAT_PUMP_NOT_YET,
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
      if (i.domestic) return priced(rhiHeatPump(air ? 'air' : 'ground', kw));
      const rate = air
        ? COST_RATES.AIR_SOURCE_HEAT_PUMP.nonDomestic
        : COST_RATES.GROUND_SOURCE_HEAT_PUMP.nonDomestic;
      return priced(rate, kw);
    },
  };
}
const AIR_SOURCE_HEAT_PUMP = heatPump('AIR_SOURCE_HEAT_PUMP');
const GROUND_SOURCE_HEAT_PUMP = heatPump('GROUND_SOURCE_HEAT_PUMP');

const BIOMASS_BOILER: Measure = {
  ...systems,
  path: 'FUEL_SWITCH',
  id: 'BIOMASS_BOILER',
  title: 'Biomass boiler',
  description: 'Replace the heating with an automatic wood-pellet boiler.',
  parameters: [],
  mutuallyExclusiveWith: others('BIOMASS_BOILER'),
  affectsAssetRating: true,
  lifetimeYears: 20,
  lifetimeSource: PCDF_LIFE,
  notOffered: firstReason(
    notAFlat('a pellet boiler needs a fuel store, delivery access and a flue of the home’s own'),
    onlyIf((i) => i.heating.fuel !== 'biomass', 'The building is already heated by biomass.'),
    onlyIf(
      (i) => i.heating.fuel !== 'districtHeat',
      'The building is on a heat network: its heat comes from the network, not its own plant.',
    ),
    onlyIf((i) => !i.heating.heatPump, 'The building is already heated by a heat pump.'),
  ),
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
    hotWaterElectric: false,
  }),
  cost: (i) =>
    i.domestic
      ? priced(COST_RATES.BIOMASS_BOILER.domestic)
      : priced(COST_RATES.BIOMASS_BOILER.nonDomestic, designHeatLossKw(i)),
};

const HEATING_CONTROLS: Measure = {
  ...systems,
  path: 'HEATING_CONTROLS',
  id: 'HEATING_CONTROLS',
  title: 'Heating controls',
  description:
    'Programmer, room thermostat and thermostatic radiator valves (zoned controls in larger buildings).',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 12,
  lifetimeSource: PCDF_LIFE,
  notOffered: firstReason(
    wetHeating,
    onlyIf(
      (i) => !i.domestic || i.ageBand < 'K',
      'Homes built since 2007 have a programmer, room thermostat and radiator valves (Domestic Heating Compliance Guide 2006).',
    ),
  ),
  // Effect: mean temperature 0.5 K lower (its saving per kelvin held to the published figure, as
  // the set-point measure) and heating hours −10 % (assumptions).
  apply: (i, _p, ctx) => ({
    ...i,
    heatingSetpointC: i.heatingSetpointC - operatingSetpointDrop(0.5, ctx),
    heatingHoursFraction: i.heatingHoursFraction * 0.9,
  }),
  cost: (i) =>
    i.domestic
      ? priced(COST_RATES.HEATING_CONTROLS.domestic)
      : priced(COST_RATES.HEATING_CONTROLS.nonDomestic, i.floorAreaM2),
};

export const SYSTEM_MEASURES = [
  CONDENSING_BOILER,
  AIR_SOURCE_HEAT_PUMP,
  GROUND_SOURCE_HEAT_PUMP,
  BIOMASS_BOILER,
  HEATING_CONTROLS,
  ...HOT_WATER_AND_LIGHTING_MEASURES,
] as const;
