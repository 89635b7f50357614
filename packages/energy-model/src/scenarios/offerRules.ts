/**
 * Why a measure is not offered to a building, by what the facts say. Each rule returns the
 * reason in words (shown by the measures bench and available to screens), or null when the
 * measure may be offered. What an energy assessor would not recommend is not offered: a roof
 * measure on a flat below the top floor, a ground loop or a biomass store for a flat,
 * a boiler where there is none, what the building already has.
 */
import { groundFloorIsOwn, roofIsOwn } from '../building/floorPosition';
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
 * A flat loses heat through a roof only on the top floor and through a ground floor only on the
 * ground floor (SAP counts no loss to a heated home above or below): the building parameter
 * 'Floor position' (building/floorPosition.ts) settles which are the flat's own.
 */
export const roofIsTheirs: OfferRule = (i, ctx) => {
  if (!ctx.flat || roofIsOwn(i.floorPosition)) return null;
  return i.floorPosition === null
    ? "A flat has a roof of its own only on the top floor: if this flat is on the top floor, set its floor position in the building parameters to see roof measures such as loft insulation and solar panels (a shared roof needs the freeholder's consent)."
    : 'This flat has a home above it: the roof is not its own to insulate or to put panels on.';
};

export const groundFloorIsTheirs: OfferRule = (i, ctx) => {
  if (!ctx.flat || groundFloorIsOwn(i.floorPosition)) return null;
  return i.floorPosition === null
    ? 'A flat loses heat through a ground floor only on the ground floor: if this flat is on the ground floor, set its floor position in the building parameters to see floor insulation.'
    : 'This flat has a home or a shared space below it: its floor is not a ground floor.';
};

/** Why a roof measure is offered to a flat (null for other buildings). */
export const roofOfTopFloorFlat = (i: ModelInputs, ctx: MeasureContext): string | null =>
  ctx.flat && roofIsOwn(i.floorPosition)
    ? i.floorPosition === 'TOP_FLOOR'
      ? "Offered because this flat is on the top floor: the roof above it is where it loses heat or can make electricity (a shared roof needs the freeholder's consent)."
      : 'Offered because this flat is the whole building: its roof is its own.'
    : null;

/** Why floor insulation is offered to a flat (null for other buildings). */
export const floorOfGroundFloorFlat = (i: ModelInputs, ctx: MeasureContext): string | null =>
  ctx.flat && groundFloorIsOwn(i.floorPosition)
    ? i.floorPosition === 'GROUND_FLOOR'
      ? 'Offered because this flat is on the ground floor: its floor loses heat to the ground.'
      : 'Offered because this flat is the whole building: its ground floor is its own.'
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
