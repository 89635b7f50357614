import type { Range, SavingRanges, ScenarioResults, ScenarioView } from '@wattwise/energy-model';
import type { ScenarioFigures } from '@wattwise/api/contract';

/** The source a cost the user entered ('Update Cost', 'Set ROI') is given (words ours). */
export const OWN_COST_SOURCE = 'Your own cost';

const rangeOf = (range: Range | undefined) => (range ? { low: range.low, high: range.high } : null);

/**
 * A scenario's figures for its card, signed as the engine gives them (a negative saving is an
 * increase): from the stored view of the model run, or, once the user changed its values, from
 * the engine's results of that one measure evaluated again with them. `ownCost` is the user's
 * capital cost, if set.
 */
export function scenarioFiguresOf(
  view: ScenarioView,
  edited: ScenarioResults | null,
  ranges: SavingRanges | null | undefined,
  ownCost: number | null,
): ScenarioFigures {
  const change = edited?.change ?? view.change;
  const payback = edited?.payback ?? view.payback;
  const measure = edited?.measures[0];
  const capital = ownCost ?? edited?.capitalCostGbp ?? view.costGbp;
  const capitalRange = edited
    ? edited.capitalCostRangeGbp
    : { low: view.cost.lowGbp, high: view.cost.highGbp };
  const priceYear = measure?.costPriceYear ?? view.cost.priceYear;
  return {
    savingGbp: edited?.totalSavings.value ?? view.annualSavingGbp,
    savingRange: rangeOf(ranges?.gbp),
    energySavingKwh: -change.totalKwh,
    energySavingRange: rangeOf(ranges?.kwh),
    carbonSavingKg: -change.kgCo2e,
    carbonSavingRange: rangeOf(ranges?.kgCo2e),
    rangeBasis: ranges?.basis ?? 'model',
    fuelChanges: change.fuels.map((f) => ({ ...f })),
    pv: change.pv.generationKwh !== 0 ? { ...change.pv } : null,
    capitalCostGbp: capital,
    capitalCostRange: ownCost !== null ? { low: ownCost, high: ownCost } : capitalRange,
    costSource: ownCost !== null ? OWN_COST_SOURCE : (measure?.costSource ?? view.cost.source),
    // A price year of 0 is a view stored before costs had one.
    costPriceYear: ownCost !== null || !priceYear ? null : priceYear,
    paybackYears: payback.state === 'PAYS_BACK' ? payback.years : null,
    payback: { ...payback },
    lifetimeYears: payback.lifetimeYears,
    lifetimeSource: view.lifetimeSource,
  };
}
