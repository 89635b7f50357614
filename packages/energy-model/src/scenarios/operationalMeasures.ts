/**
 * Operational measures: how the building is run (set-points, hours, switch-off). They start from
 * the model's own operation: a home is heated to the measured 19 °C living-room temperature
 * (model/demandTemperature.ts), not SAP's 21 °C, so "one degree lower" is 18 °C.
 */
import { NO_COST, priced } from './costBasis';
import { COST_RATES } from './costTables';
import type { MeasureContext } from './measureContext';
import type { Measure } from './measureTypes';
import { onlyIf } from './offerRules';

/**
 * Published share of heating saved per kelvin lower, the most a model building is credited:
 *  - homes 10 %: the rule of thumb given to householders ("moving it up by just 1 °C can increase
 *    your energy bill by ten per cent", HPM magazine quoting Green Heat, undated, in line with
 *    the Energy Saving Trust's advice);
 *  - other buildings 8 %: Carbon Trust advice to businesses ("even a 1 °C temperature reduction
 *    can reduce bills by up to 8 %", Carbon Trust winter advice, undated).
 * Both sit in the 6–10 % per kelvin rule of thumb of UK guidance (CIBSE Guide F's order). The
 * monthly model gives 11–20 % per kelvin (heating is the small remainder of losses less gains,
 * so a kelvin is a large share of it); where it gives more than the published figure, the
 * set-point change is scaled so the saving per kelvin is the published one.
 */
export const SAVING_PER_KELVIN_CAP = { domestic: 0.1, nonDomestic: 0.08 } as const;

/**
 * Lowest set-point the measure proposes, °C: 18 °C in homes (Public Health England, Cold Weather
 * Plan for England 2015: 18 °C for people at home); 16 °C elsewhere (HSE Workplace Regulations
 * 1992 Approved Code of Practice: at least 16 °C where people work seated).
 */
const LOWEST_SETPOINT_C = { domestic: 18, nonDomestic: 16 } as const;

/**
 * The model's set-point change for `dropK` kelvin lower as operated: the same, or less where the
 * model would save more than the published share per kelvin (found in two proportional steps, so
 * the saving lands within a few tenths of a per cent of the published share).
 */
export function operatingSetpointDrop(dropK: number, ctx: MeasureContext): number {
  if (dropK <= 0) return 0;
  const cap = ctx.domestic ? SAVING_PER_KELVIN_CAP.domestic : SAVING_PER_KELVIN_CAP.nonDomestic;
  const target = cap * dropK;
  const full = ctx.modelShareSaved(dropK);
  if (full <= target) return dropK;
  const first = (dropK * target) / full;
  const atFirst = ctx.modelShareSaved(first);
  return atFirst > 0 ? Math.min(dropK, (first * target) / atFirst) : first;
}

const lowest = (ctx: MeasureContext) =>
  ctx.domestic ? LOWEST_SETPOINT_C.domestic : LOWEST_SETPOINT_C.nonDomestic;
const roundHalf = (v: number) => Math.round(v * 2) / 2;
const operational = {
  category: 'OPERATIONAL',
  scenarioType: 'OPERATIONAL',
  affectsAssetRating: false,
  lifetimeYears: 1,
  lifetimeSource: 'operational (renewed each year)',
  mutuallyExclusiveWith: [],
} as const;

const HEATING_SETPOINT_REDUCTION: Measure = {
  ...operational,
  path: 'OPERATION',
  id: 'HEATING_SETPOINT_REDUCTION',
  title: 'Lower the heating set-point',
  description:
    'Run the heating one degree cooler than the building is run today (homes: living rooms at 19 °C, as measured in English homes).',
  parameters: [
    {
      property: 'setpointC',
      label: 'Heating set-point',
      type: 'NUMBER',
      optional: false,
      min: 16,
      max: 24,
      unit: '°C',
      defaultValue: (_i, ctx) => Math.max(lowest(ctx), roundHalf(ctx.operatingSetpointC - 1)),
    },
  ],
  notOffered: onlyIf(
    (_i, ctx) => roundHalf(ctx.operatingSetpointC) - 1 >= lowest(ctx),
    'The building is already heated to the lowest set-point recommended for its use.',
  ),
  apply: (i, p, ctx) => {
    const target = Number(p.setpointC ?? ctx.operatingSetpointC - 1);
    const drop = operatingSetpointDrop(Math.max(0, ctx.operatingSetpointC - target), ctx);
    return { ...i, heatingSetpointC: i.heatingSetpointC - drop };
  },
  cost: () => NO_COST,
};

const HEATING_SCHEDULE_OPTIMISATION: Measure = {
  ...operational,
  path: 'OPERATION',
  id: 'HEATING_SCHEDULE_OPTIMISATION',
  title: 'Tighten the heating schedule',
  description: 'Match heating hours to occupied hours: cut the hours the heating is on today.',
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
  notOffered: onlyIf(
    (i) => i.heatingHoursFraction > 0.2,
    'The heating is already on for few hours (a fifth of the week or less).',
  ),
  apply: (i, p) => {
    let f = i.heatingHoursFraction * (1 - Number(p.reductionPercent ?? 10) / 100);
    if (p.weekendsOff === true && !i.domestic) f *= 5 / 7;
    return { ...i, heatingHoursFraction: Math.max(0.05, f) };
  },
  cost: () => NO_COST,
};

const COOLING_SETPOINT_INCREASE: Measure = {
  ...operational,
  path: 'OPERATION',
  id: 'COOLING_SETPOINT_INCREASE',
  title: 'Raise the cooling set-point',
  description: 'Let the space run warmer before cooling starts.',
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
  notOffered: onlyIf(
    (i) => i.ventilation.cooled && i.coolingSetpointC < 27,
    'The building is not air-conditioned, or its cooling set-point is already high.',
  ),
  apply: (i, p) => ({
    ...i,
    coolingSetpointC: Math.max(i.coolingSetpointC, Number(p.setpointC ?? i.coolingSetpointC + 2)),
  }),
  cost: () => NO_COST,
};

const EQUIPMENT_SHUTDOWN: Measure = {
  ...operational,
  path: 'ELECTRIC_GAINS',
  id: 'EQUIPMENT_SHUTDOWN',
  title: 'Switch equipment off out of hours',
  description:
    'Shut down computers, displays and appliances outside occupied hours (a switch-off campaign or smart plugs).',
  parameters: [
    {
      property: 'useSmartPlugs',
      label: 'Use smart plugs',
      type: 'BOOLEAN',
      optional: true,
      defaultValue: () => false,
    },
  ],
  notOffered: onlyIf(
    (i) => !i.domestic && i.equipmentBaseFraction > 0.1 && i.equipmentBaseFraction < 1,
    'Out-of-hours equipment is for non-domestic buildings that are not in use all week.',
  ),
  // Halves the out-of-hours base load (assumption).
  apply: (i) => ({ ...i, equipmentBaseFraction: i.equipmentBaseFraction * 0.5 }),
  cost: (i, p) =>
    p.useSmartPlugs === true ? priced(COST_RATES.SMART_PLUGS.nonDomestic, i.floorAreaM2) : NO_COST,
};

export const OPERATIONAL_MEASURES = [
  HEATING_SETPOINT_REDUCTION,
  HEATING_SCHEDULE_OPTIMISATION,
  COOLING_SETPOINT_INCREASE,
  EQUIPMENT_SHUTDOWN,
] as const;
