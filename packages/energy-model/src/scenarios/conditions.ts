/**
 * Where a measure applies, and how likely that is for a building like this. A measure's saving is
 * what it saves where it applies (the cavity empty, the loft below 150 mm, single glazing, a
 * non-condensing boiler), not that saving weighted by the chance: only the household whose cavity
 * is empty acts on the advice, and it should see its own saving. The chance comes beside it, from
 * the English Housing Survey 2024 for homes of this age (after a heating bill, the posterior of
 * model/stockInference.ts), with the building parameter that settles it; once a parameter settles
 * it, the measure applies or disappears.
 */
import { boilerSystem, electricHeatingSystem } from '../building/systems';
import { GLAZING, WALL_U_AS_BUILT, bandIndex, roofUForLoftMm } from '../building/fabric';
import { expected } from '../building/stock';
import type { ModelInputs } from '../model/modelInputs';
import type { MeasureContext } from './measureContext';
import type { MeasureCondition, ProbabilityOfCondition } from './measureTypes';

/** Walls with a U-value above this are taken as uninsulated, W/m²K (assumption: between filled cavity 0.5 and as-built cavity 1.0–1.6). */
export const UNINSULATED_WALL_U = 0.6;
/**
 * Loft insulation below which a top-up is recommended: 150 mm (SAP 2012 Appendix T measure A:
 * insulation at joists of 150 mm or less, raised to 270 mm).
 */
export const LOFT_TOP_UP_BELOW_MM = 150;
/**
 * A chance below this and the measure is not offered; above 1 − this it is taken as certain
 * (assumption, the same 90 % certainty as model/modelInputs.ts WALL_INSULATED_CERTAINTY).
 */
export const OFFER_BELOW_PROBABILITY = 0.1;

const settled = (applies: boolean): ProbabilityOfCondition => ({
  probability: applies ? 1 : 0,
  settledByParameter: true,
});
const stock = (p: number | null): ProbabilityOfCondition => ({
  probability: p === null ? null : Math.min(1, Math.max(0, p)),
  settledByParameter: false,
});

const given = (ctx: MeasureContext, id: string) => ctx.givenParameters.has(id);

/** The wall of this construction is uninsulated (cavity empty, or solid wall without insulation). */
function wallCondition(construction: 'cavity' | 'solid'): MeasureCondition {
  const cavity = construction === 'cavity';
  return {
    where: cavity ? 'the cavity is still empty' : 'the solid walls are not yet insulated',
    stillHave: cavity ? 'an empty cavity' : 'uninsulated solid walls',
    parameterId: 'wallU',
    parameterName: 'Wall U-value',
    probability: (i, ctx) => {
      if (given(ctx, 'wallU')) return settled(i.wallU > UNINSULATED_WALL_U);
      if (!ctx.domestic) return stock(null);
      return stock(expected(ctx.beliefs.wall, (o) => (o.insulated ? 0 : 1)));
    },
    settle: (i, ctx) => {
      if (given(ctx, 'wallU') || !ctx.domestic) return i;
      const empty = ctx.beliefs.wall.find((o) => !o.insulated);
      const asBuilt = empty?.u ?? WALL_U_AS_BUILT[bandIndex(i.ageBand)]!;
      return { ...i, wallU: Math.max(i.wallU, asBuilt) };
    },
  };
}
export const CAVITY_EMPTY = wallCondition('cavity');
export const SOLID_WALL_UNINSULATED = wallCondition('solid');

/**
 * Homes of the age with a loft insulated to less than 150 mm (EHS 2024: none, under 100 mm,
 * 100–150 mm); flat roofs, homes without a loft and unknown ones ('roof as built' in
 * building/stock.ts) are not among them.
 */
const thinLoft = (ctx: MeasureContext) =>
  ctx.beliefs.loft.filter((o) => o.label !== ROOF_AS_BUILT && o.mm < LOFT_TOP_UP_BELOW_MM);
const ROOF_AS_BUILT = 'roof as built';
/** The user said how deep the loft insulation is, or what the roof's U-value is. */
const loftGiven = (ctx: MeasureContext) => given(ctx, 'loftInsulationMm') || given(ctx, 'roofU');

export const LOFT_BELOW_150 = {
  where: `the loft has less than ${LOFT_TOP_UP_BELOW_MM} mm of insulation`,
  stillHave: `less than ${LOFT_TOP_UP_BELOW_MM} mm of loft insulation`,
  parameterId: 'loftInsulationMm',
  parameterName: 'Loft insulation',
  probability: (i, ctx) => {
    if (given(ctx, 'loftInsulationMm')) return settled(i.loftInsulationMm < LOFT_TOP_UP_BELOW_MM);
    if (given(ctx, 'roofU')) return settled(i.roofU > roofUForLoftMm(LOFT_TOP_UP_BELOW_MM));
    if (!ctx.domestic) return stock(null);
    return stock(thinLoft(ctx).reduce((s, o) => s + o.probability, 0));
  },
  settle: (i, ctx) => {
    const thin = thinLoft(ctx);
    const p = thin.reduce((s, o) => s + o.probability, 0);
    if (loftGiven(ctx) || !ctx.domestic || p <= 0) return i;
    const mm = thin.reduce((s, o) => s + o.probability * o.mm, 0) / p;
    const u = thin.reduce((s, o) => s + o.probability * o.u, 0) / p;
    return {
      ...i,
      loftInsulationMm: Math.min(i.loftInsulationMm, mm),
      roofU: Math.max(i.roofU, u),
    };
  },
} satisfies MeasureCondition;

/**
 * Single glazing: homes not wholly double glazed (EHS 2024 DA6201, the share of homes of this age
 * with double glazing throughout). Their saving is computed with every window single glazed, as
 * SAP 2012 Appendix T's glazing measure; a home with some single glazing saves part of it.
 */
export const SINGLE_GLAZING = {
  where: 'the windows are single glazed',
  stillHave: 'single glazing',
  parameterId: 'glazing',
  parameterName: 'Glazing',
  probability: (i, ctx) => {
    if (given(ctx, 'glazing') || i.glazing === 'single') return settled(i.glazing === 'single');
    if (!ctx.domestic) return stock(null);
    return stock(1 - ctx.priors.wholeDwellingDoubleGlazed);
  },
  settle: (i, ctx) => (given(ctx, 'glazing') ? i : { ...i, glazing: 'single' }),
} satisfies MeasureCondition;

/** A boiler as old as the stock says (non-condensing), where a new one would save. */
export const NON_CONDENSING_BOILER = {
  where: 'the boiler is an older, non-condensing one',
  stillHave: 'a non-condensing boiler',
  parameterId: 'heatingEfficiency',
  parameterName: 'Heating efficiency',
  probability: (i, ctx) => {
    if (given(ctx, 'heatingEfficiency')) return settled(boilerGain(i) > 0.03);
    return stock(1 - ctx.beliefs.condensingBoiler);
  },
  settle: (i, ctx) => {
    if (given(ctx, 'heatingEfficiency')) return i;
    const fuel = i.heating.fuel as 'gas' | 'oil' | 'lpg';
    const old = boilerSystem(fuel, 0, 0);
    return {
      ...i,
      heating: {
        ...i.heating,
        spaceEfficiency: old.spaceEfficiency,
        waterEfficiency: old.waterEfficiency,
      },
      // Older regular boilers feed a cylinder (modelInputs.ts: 10 % of the hot-water need lost).
      hotWaterStorageLossFraction: Math.max(i.hotWaterStorageLossFraction, 0.1),
    };
  },
} satisfies MeasureCondition;

/** Share of heating fuel a boiler fitted today saves against this one (negative: none). */
export function boilerGain(i: ModelInputs): number {
  const fuel = i.heating.fuel;
  if (fuel !== 'gas' && fuel !== 'oil' && fuel !== 'lpg') return 0;
  return 1 - i.heating.spaceEfficiency / boilerSystem(fuel, 1, 1).spaceEfficiency;
}

/** A hot-water cylinder without a factory jacket (the cylinders of older regular boilers). */
export const UNJACKETED_CYLINDER = {
  where: 'there is a hot-water cylinder without a factory-fitted jacket',
  stillHave: 'a cylinder with little insulation',
  parameterId: 'heatingEfficiency',
  parameterName: 'Heating efficiency',
  probability: (_i, ctx) => stock(1 - ctx.beliefs.condensingBoiler),
  settle: (i) => ({
    ...i,
    hotWaterStorageLossFraction: Math.max(i.hotWaterStorageLossFraction, 0.1),
  }),
} satisfies MeasureCondition;

/**
 * A heat pump replaces a boiler, or electric heating that is not a heat pump already: for an
 * electrically heated home the stock's share with storage heaters (EHS 2024 DA6101).
 */
export const HEAT_PUMP_NOT_YET = {
  where: 'the electric heating is storage heaters, not a heat pump',
  stillHave: 'storage heaters rather than a heat pump',
  parameterId: 'heatingEfficiency',
  parameterName: 'Heating efficiency',
  probability: (i, ctx) => {
    if (!electricHeating(i)) return stock(1);
    if (given(ctx, 'heatingEfficiency')) return settled(i.heating.spaceEfficiency < 1.5);
    return stock(ctx.domestic ? 1 - ctx.beliefs.heatPumpGivenElectric : 1);
  },
  settle: (i, ctx) =>
    !electricHeating(i) || given(ctx, 'heatingEfficiency')
      ? i
      : { ...i, heating: electricHeatingSystem(0) },
} satisfies MeasureCondition;

/** Electric heating (whose kind the stock only knows as a share). */
const electricHeating = (i: ModelInputs) => i.heating.fuel === 'electricity' && !i.heating.heatPump;

/** Glazing worse than modern double glazing. */
export const glazingU = (i: ModelInputs) => GLAZING[i.glazing].u;

/**
 * "About 4 in 10 homes like this still have an empty cavity: check yours." (null when settled
 * or certain; the unknown case for buildings no survey covers).
 */
export function conditionSentence(
  c: MeasureCondition,
  p: ProbabilityOfCondition,
  domestic: boolean,
): string | null {
  if (p.settledByParameter) return null;
  const who = domestic ? 'homes' : 'buildings';
  if (p.probability === null)
    return `Whether ${c.where} is not known for ${who} like this: check yours.`;
  if (p.probability >= 1 - OFFER_BELOW_PROBABILITY) return null;
  const tenths = Math.round(p.probability * 10);
  const share = tenths <= 0 ? 'Fewer than 1 in 10' : `About ${tenths} in 10`;
  return `${share} ${who} like this still have ${c.stillHave}: check yours.`;
}
