/**
 * Why a measure is not offered to a building, by what the facts say. Each rule returns the
 * reason in words (shown by the measures bench and available to screens), or null when the
 * measure may be offered. What an energy assessor would not recommend is not offered: a roof
 * measure on a flat whose roof is the building's, a ground loop or a biomass store for a flat,
 * a boiler where there is none, what the building already has.
 */
import type { ModelInputs } from '../model/modelInputs';
import type { MeasureContext } from './measureContext';

export type OfferRule = (i: ModelInputs, ctx: MeasureContext) => string | null;

/** The first reason of several rules, or null. */
export const firstReason =
  (...rules: OfferRule[]): OfferRule =>
  (i, ctx) => {
    for (const rule of rules) {
      const reason = rule(i, ctx);
      if (reason) return reason;
    }
    return null;
  };

/**
 * A flat loses heat through a roof only on the top floor (SAP counts no loss to a home above);
 * the engine has no floor position for a flat, so roof measures are for the building as a whole.
 */
export const roofIsTheirs: OfferRule = (_i, ctx) =>
  ctx.flat
    ? "A flat's roof is shared and belongs to the building: insulating it or fitting panels on it is a measure for the whole building (or a top-floor flat with the freeholder's consent)."
    : null;

export const groundFloorIsTheirs: OfferRule = (_i, ctx) =>
  ctx.flat
    ? 'The floor of a flat is usually over another home or a shared space: insulating the ground floor is a measure for the whole building.'
    : null;

export const notAFlat =
  (what: string): OfferRule =>
  (_i, ctx) =>
    ctx.flat ? `Not offered to a flat: ${what}.` : null;

export const hasRoof: OfferRule = (i) =>
  i.roofAreaM2 > 0 ? null : 'The building has no roof of its own to insulate.';

export const hasWindows: OfferRule = (i) =>
  i.windowAreaM2 > 0 ? null : 'The building has no windows to replace.';

export const wetHeating: OfferRule = (i) =>
  i.heating.wet ? null : 'The heating is not a wet (radiator) system with a boiler or heat pump.';

export const hasBoiler: OfferRule = (i) =>
  i.heating.boiler &&
  (i.heating.fuel === 'gas' || i.heating.fuel === 'oil' || i.heating.fuel === 'lpg')
    ? null
    : i.heating.fuel === 'electricity'
      ? 'The building is heated by electricity: there is no boiler to replace.'
      : 'The heating is not a gas, oil or LPG boiler.';

export const onlyIf =
  (holds: (i: ModelInputs, ctx: MeasureContext) => boolean, reason: string): OfferRule =>
  (i, ctx) =>
    holds(i, ctx) ? null : reason;
