import { INDICATOR_TEXT, PAYBACK_WORDS } from '@wattwise/energy-model/bands';
import type { Direction, IndicatorVariant } from '../enums/analysisEnums';
import {
  formatFigure,
  formatRangeEnds,
  roundedFigure,
  type FigureUnit,
  type ValueRange,
} from './figureRange';
import { formatMoney } from './money';
import { formatNumber } from './number';

/**
 * Words of a scenario's figures. A saving is signed: positive when the scenario lowers the yearly
 * figure, negative when it raises it (a heat pump on cheap gas can cost more to run), and an
 * increase is said as one, never as a saving with an arrow. The words the engine also gives
 * (its indicators and payback states) are the engine's: one home for each.
 */
export const savingMessages = {
  savedPerYear: INDICATOR_TEXT.saved,
  saved: 'saved',
  more: 'more',
  morePerYear: INDICATOR_TEXT.more,
  noChangePerYear: 'No change per year',
  toInstall: INDICATOR_TEXT.install,
  noInstallationCost: PAYBACK_WORDS.noCost,
  toPayBack: INDICATOR_TEXT.payback,
  doesNotPayBack: 'Does not pay back',
  nothingToPayBack: 'Nothing to pay back',
} as const;

/** A figure as it is shown: its words, the tone of its pill and its arrow. */
export interface FigureText {
  text: string;
  variant: IndicatorVariant;
  direction: Direction | null;
}

/**
 * A yearly saving in words: 1200 → '£1,200 saved per year', −213 → '£213 more per year',
 * −1654 kWh → '1.65 MWh more per year' (energy scaled by the display rule of spec shell §9).
 */
export function savingText(saving: number, unit: FigureUnit): FigureText {
  if (saving === 0 || !Number.isFinite(saving))
    return { text: savingMessages.noChangePerYear, variant: 'NEUTRAL', direction: null };
  const amount = formatFigure(Math.abs(saving), unit);
  return saving > 0
    ? { text: `${amount} ${savingMessages.savedPerYear}`, variant: 'POSITIVE', direction: 'DOWN' }
    : { text: `${amount} ${savingMessages.morePerYear}`, variant: 'NEGATIVE', direction: 'UP' };
}

/**
 * The range of a signed saving, in magnitudes the words beside it already give a direction to:
 * '(£900–£1,500)' for savings, '(£150–£300)' for increases, and '(from £100 more to £400 saved)'
 * when the range holds both.
 */
function savingRangeText(range: ValueRange, unit: FigureUnit): string {
  const r = roundedFigure(range.low, range);
  const amount = (value: number) => formatFigure(Math.abs(value), unit);
  if (r.low < 0 && r.high > 0)
    return `(from ${amount(r.low)} ${savingMessages.more} to ${amount(r.high)} ${savingMessages.saved})`;
  const [from, to] = r.low >= 0 ? [r.low, r.high] : [-r.high, -r.low];
  return `(${formatRangeEnds({ low: from, high: to }, unit)})`;
}

/**
 * A signed saving and its range: '£1,200 saved per year (£900–£1,500)'. A range whose ends read
 * the same once formatted ('£27,087–£27,087') says nothing and is left out.
 */
export function savingWithRangeText(
  saving: number,
  range: ValueRange | null | undefined,
  unit: FigureUnit,
): FigureText {
  const r = range ? roundedFigure(saving, range) : null;
  if (!r || formatFigure(r.low, unit) === formatFigure(r.high, unit))
    return savingText(saving, unit);
  const words = savingText(r.value, unit);
  return { ...words, text: `${words.text} ${savingRangeText(range!, unit)}` };
}

/** What a scenario costs to install: '£4,500 to install', or 'No installation cost' at £0. */
export function capitalCostText(costGbp: number): FigureText {
  if (!(costGbp > 0))
    return { text: savingMessages.noInstallationCost, variant: 'NEUTRAL', direction: null };
  return {
    text: `${formatMoney(costGbp)} ${savingMessages.toInstall}`,
    variant: 'NEUTRAL',
    direction: null,
  };
}

/** 'Does not pay back within its 20-year life' (the measures' cost-weighted life; the engine's words). */
export function doesNotPayBackWithin(lifetimeYears: number): string {
  return PAYBACK_WORDS.notWithinLife(Math.round(lifetimeYears));
}

/**
 * Simple payback in words: '7.50 years to pay back'; a scenario that never pays back (no saving,
 * or a payback past the life of its measures) says so, within its life when that is known; one
 * with nothing to install has nothing to pay back.
 */
export function paybackText(
  paybackYears: number | null,
  options: { lifetimeYears?: number | null; costGbp?: number | null } = {},
): FigureText {
  const { lifetimeYears, costGbp } = options;
  if (costGbp !== undefined && costGbp !== null && !(costGbp > 0))
    return { text: savingMessages.nothingToPayBack, variant: 'NEUTRAL', direction: null };
  if (paybackYears === null || !Number.isFinite(paybackYears) || paybackYears < 0)
    return {
      text: lifetimeYears ? doesNotPayBackWithin(lifetimeYears) : savingMessages.doesNotPayBack,
      variant: 'NEGATIVE',
      direction: null,
    };
  if (lifetimeYears && paybackYears > lifetimeYears)
    return { text: doesNotPayBackWithin(lifetimeYears), variant: 'NEGATIVE', direction: null };
  const years = formatNumber(paybackYears);
  return {
    text: `${years} ${paybackYears === 1 ? 'year' : 'years'} ${savingMessages.toPayBack}`,
    variant: 'NEUTRAL',
    direction: null,
  };
}
