/**
 * Payback as screens read it: a state with the numbers beside it, and the engine's words for it.
 * A measure with no installation cost has no payback (not "0 years"); one whose cost is not
 * recovered within its life does not pay back (not "5,667 years"); otherwise simple payback,
 * cost ÷ yearly saving, with the range the cost range gives.
 */

type PaybackState = 'NO_COST' | 'PAYS_BACK' | 'NOT_WITHIN_LIFE';

export interface Payback {
  state: PaybackState;
  /** Years at the middle of the cost range (PAYS_BACK only, else null). */
  years: number | null;
  /** Years at the low and high ends of the cost range (PAYS_BACK only, else null). */
  lowYears: number | null;
  highYears: number | null;
  /** The measure's life (a selection's cost-weighted mean life), years. */
  lifetimeYears: number;
  /** 'No installation cost', 'Pays back in about 6 years (4 to 9)', 'Does not pay back within its 20-year life'. */
  text: string;
}

export const PAYBACK_WORDS = {
  noCost: 'No installation cost',
  paysBack: (years: string, range: string | null) =>
    `Pays back in ${years}${range ? ` (${range})` : ''}`,
  notWithinLife: (life: number) => `Does not pay back within its ${life}-year life`,
} as const;

const yearsText = (y: number): string =>
  y < 1 ? 'less than a year' : `about ${Math.round(y)} year${Math.round(y) === 1 ? '' : 's'}`;

export function paybackOf(
  cost: { lowGbp: number; midGbp: number; highGbp: number },
  savingGbpPerYear: number,
  lifetimeYears: number,
): Payback {
  const life = Math.round(lifetimeYears);
  const none = { years: null, lowYears: null, highYears: null, lifetimeYears: life };
  if (!(cost.midGbp > 0)) return { ...none, state: 'NO_COST', text: PAYBACK_WORDS.noCost };
  const years = savingGbpPerYear > 0 ? cost.midGbp / savingGbpPerYear : Infinity;
  if (!(years <= lifetimeYears))
    return { ...none, state: 'NOT_WITHIN_LIFE', text: PAYBACK_WORDS.notWithinLife(life) };
  const low = cost.lowGbp / savingGbpPerYear;
  const high = cost.highGbp / savingGbpPerYear;
  const range =
    Math.round(low) === Math.round(high) ? null : `${Math.round(low)} to ${Math.round(high)}`;
  return {
    state: 'PAYS_BACK',
    years,
    lowYears: low,
    highYears: high,
    lifetimeYears: life,
    text: PAYBACK_WORDS.paysBack(yearsText(years), years < 1 ? null : range),
  };
}
