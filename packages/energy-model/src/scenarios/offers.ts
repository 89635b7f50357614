/**
 * Whether a measure is offered to a building, and if not why: the measure's own rules
 * (offerRules.ts), then whether the element it changes is still in the state where it applies
 * (conditions.ts). A measure the user's parameter, the bills or the stock make near-certainly
 * unnecessary disappears.
 */
import type { ModelInputs } from '../model/modelInputs';
import { conditionSentence, OFFER_BELOW_PROBABILITY } from './conditions';
import type { MeasureContext } from './measureContext';
import type { Measure } from './measureTypes';

/** How likely the measure is to apply, for the screens (the building parameter settles it). */
export interface ConditionView {
  /** Where the saving applies: 'the cavity is still empty'. */
  where: string;
  /** 0–1, or null where no survey says (non-domestic buildings). */
  probability: number | null;
  settledByParameter: boolean;
  /** "About 4 in 10 homes like this still have an empty cavity: check yours." (null when settled or near-certain). */
  sentence: string | null;
  parameterId: string;
  parameterName: string;
}

export interface Offer {
  offered: boolean;
  /** Why it is not offered (null when offered). */
  reason: string | null;
  /** Why it is offered where that is not plain ("Offered because this flat is on the top floor: …"). */
  offeredBecause: string | null;
  condition: ConditionView | null;
}

export function offerOf(m: Measure, inputs: ModelInputs, ctx: MeasureContext): Offer {
  const reason = m.notOffered(inputs, ctx);
  if (reason) return { offered: false, reason, offeredBecause: null, condition: null };
  const offeredBecause = m.offeredBecause?.(inputs, ctx) ?? null;
  if (!m.condition) return { offered: true, reason: null, offeredBecause, condition: null };
  const c = m.condition;
  const p = c.probability(inputs, ctx);
  const condition: ConditionView = {
    where: c.where,
    probability: p.probability,
    settledByParameter: p.settledByParameter,
    sentence: conditionSentence(c, p, ctx.domestic),
    parameterId: c.parameterId,
    parameterName: c.parameterName,
  };
  if (p.probability !== null && p.probability < OFFER_BELOW_PROBABILITY) {
    const why = p.settledByParameter
      ? `the ${c.parameterName.toLowerCase()} given says it does not apply (it applies where ${c.where})`
      : `fewer than 1 in 10 ${ctx.domestic ? 'homes' : 'buildings'} like this still have ${c.stillHave}`;
    return { offered: false, reason: `Not needed: ${why}.`, offeredBecause: null, condition };
  }
  return { offered: true, reason: null, offeredBecause, condition };
}
