import { formatCurrency } from './money';
import { formatQuantity } from './energy';

/** The likely low and high ends of a modelled figure (the engine's range: value, low, high). */
export interface ValueRange {
  low: number;
  high: number;
}

/**
 * What a range rests on, which is what makes it wide or narrow: the building's details alone
 * ('model'), its bills ('bills') or its meter readings ('meter') that the model was calibrated on.
 */
export const RANGE_BASES = ['model', 'bills', 'meter'] as const;
export type RangeBasis = (typeof RANGE_BASES)[number];

/** The sentence that says why a range is as wide as it is. */
export const rangeBasisMessages: Readonly<Record<RangeBasis, string>> = {
  model: "Modelled from the building's details; not yet checked against its meter readings.",
  bills: "Narrower because the model is calibrated on this building's bills.",
  meter: "Narrow because the model is calibrated on this building's meter readings.",
};

/** Words around a range. */
export const rangeMessages = {
  likelyRange: 'Likely range',
} as const;

/** How a figure's unit is shown: pounds, or a quantity with its unit (energy scaled to MWh/GWh). */
export interface FigureUnit {
  unit?: string | null;
  isCurrency?: boolean;
}

/** A value as text by its unit: the same rule as the KPI cards (currency, or formatQuantity). */
export function formatFigure(value: number, { unit, isCurrency }: FigureUnit): string {
  if (isCurrency) return formatCurrency(value, unit && unit.length === 3 ? unit : undefined);
  return formatQuantity(value, unit);
}

/**
 * The step a ranged figure is rounded to, so it shows no more precision than its range: the
 * power of ten just under half the range's width (£2,300–£3,200 rounds to £100; a calibrated
 * £2,650–£2,780 to £10). A range of no width keeps the figure as it is.
 */
function rangeRoundingStep(range: ValueRange): number {
  const halfWidth = Math.abs(range.high - range.low) / 2;
  if (!(halfWidth > 0) || !Number.isFinite(halfWidth)) return 0;
  return 10 ** Math.floor(Math.log10(halfWidth));
}

function roundTo(value: number, step: number): number {
  return step > 0 ? Math.round(value / step) * step : value;
}

/** The figure and its range rounded to the range's step (see rangeRoundingStep). */
export function roundedFigure(
  value: number,
  range: ValueRange,
): { value: number; low: number; high: number } {
  const step = rangeRoundingStep(range);
  return {
    value: roundTo(value, step),
    low: roundTo(Math.min(range.low, range.high), step),
    high: roundTo(Math.max(range.low, range.high), step),
  };
}

/** '£2,300–£3,200', '130–180 MWh' (a shared unit is written once, after the high end). */
export function formatRangeEnds(range: ValueRange, unit: FigureUnit): string {
  const low = formatFigure(range.low, unit);
  const high = formatFigure(range.high, unit);
  const suffix = high.match(/ \S+$/)?.[0];
  if (suffix && low.endsWith(suffix)) return `${low.slice(0, -suffix.length)}–${high}`;
  return `${low}–${high}`;
}

/** The range in words: 'Likely between £2,300 and £3,200.' */
export function rangeSentence(range: ValueRange, unit: FigureUnit): string {
  const r = roundedFigure(range.low, range);
  return `Likely between ${formatFigure(r.low, unit)} and ${formatFigure(r.high, unit)}.`;
}

/**
 * The range and why it is that wide, for a reader rather than a glance: 'Likely between £2,600
 * and £2,800. Narrow because the model is calibrated on this building's meter readings.'
 */
export function rangeWords(range: ValueRange, unit: FigureUnit, basis: RangeBasis): string {
  return `${rangeSentence(range, unit)} ${rangeBasisMessages[basis]}`;
}
