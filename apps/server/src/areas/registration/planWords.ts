import type { Range, SavingRanges, ScenarioView } from '@wattwise/energy-model';
import {
  capitalCostText,
  epcChangeText,
  formatRangeEnds,
  rangeBasisMessages,
  roundedFigure,
  savingMessages,
  savingWithRangeText,
  type EpcRating,
  type ValueRange,
} from '@wattwise/domain';
import type { StoredPlan } from './modelResults';

/**
 * The stored plan in words for the PDF report and the diagnosis e-mail (with the model results,
 * as both read them from a model run), from the engine's stored figures, signed ('£213 more per year'), with their ranges and the engine's payback states
 * ('No installation cost', 'Does not pay back within its 15-year life'); every word is the
 * domain's or the engine's.
 */
const pounds = { unit: 'GBP', isCurrency: true } as const;

/** A range with some width, or none (a range of no width says nothing). */
const ends = (range: Range | undefined): ValueRange | null =>
  range && range.high > range.low ? { low: range.low, high: range.high } : null;

/** '£90,000–£160,000 to install', '£450 to install' or 'No installation cost'. */
export function installText(low: number, mid: number, high: number): string {
  if (!(mid > 0)) return capitalCostText(0).text;
  if (low === high) return capitalCostText(mid).text;
  const rounded = roundedFigure(mid, { low, high });
  return `${formatRangeEnds(rounded, pounds)} ${savingMessages.toInstall}`;
}

/**
 * One measure in two lines: its signed saving with its range; what it costs to install and its
 * payback ('£90,000–£160,000 to install. Does not pay back within its 15-year life.').
 */
export function measureLines(view: ScenarioView, ranges: SavingRanges | undefined): string[] {
  const saving = savingWithRangeText(view.annualSavingGbp, ends(ranges?.gbp), pounds).text;
  const install = installText(view.cost.lowGbp, view.costGbp, view.cost.highGbp);
  // With no cost the payback state says what the install text already said.
  const payback = view.payback.state === 'NO_COST' ? '' : ` ${view.payback.text}.`;
  return [saving, `${install}.${payback}`];
}

/** What a measure's figures rest on: its cost's source and, where it applies only in part, how likely. */
export function measureNotes(view: ScenarioView): string[] {
  return [
    ...(view.cost.source && view.costGbp > 0 ? [`Cost: ${view.cost.source}.`] : []),
    ...(view.applies?.sentence ? [view.applies.sentence] : []),
    ...(view.offeredBecause ? [view.offeredBecause] : []),
  ];
}

/**
 * The recommended measures together: the titles, the signed saving with its range, the cost,
 * the payback, the EPC before and after with its scores and why they differ, and what the
 * ranges rest on when the bills narrowed them.
 */
export function planTexts(plan: StoredPlan, titles: ReadonlyMap<string, string>) {
  const { results, ranges } = plan;
  const cost = results.capitalCostRangeGbp;
  const epc = results.epcChange;
  return {
    measures: plan.measureIds.map((id) => titles.get(id) ?? id).join(', '),
    saving: savingWithRangeText(results.totalSavings.value, ends(ranges.gbp), pounds).text,
    install: installText(cost.low, results.capitalCostGbp, cost.high),
    payback: results.payback.text,
    epc: epcChangeText(
      { band: epc.before.band as EpcRating, score: epc.before.rating },
      { band: epc.after.band as EpcRating, score: epc.after.rating },
    ),
    epcReason: epc.explanation,
    basis: ranges.basis === 'model' ? null : rangeBasisMessages[ranges.basis],
  };
}

/**
 * The plan's part of the diagnosis e-mail: what the recommended measures save together, with its
 * range, and the EPC before and after. The simple flow keeps each measure's figures for the
 * Predict plan, so the e-mail names none of them.
 */
export function planEmailLines(plan: StoredPlan | null | undefined): string[] {
  if (!plan) return [];
  const texts = planTexts(plan, new Map());
  const count = plan.measureIds.length;
  return [
    'Improvement potential',
    `- With the ${count} measure${count === 1 ? '' : 's'} we recommend: ${texts.saving}`,
    `- ${texts.epc}`,
    ...(texts.epcReason ? [`  ${texts.epcReason}`] : []),
    '- Each measure, its cost and its payback are in the Predict improvement plan.',
    '',
  ];
}
