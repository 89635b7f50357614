import type { Scenario } from '@wattwise/api';
import type { ScenarioFigures, ScenarioListItem } from '@wattwise/ui';

/**
 * A scenario's figures as a card shows them, signed as the engine gives them: a negative saving
 * is an increase and reads as one ('£213 more per year'); with no cost there is nothing to pay
 * back; a payback past the measure's life says so. Scenarios without figures (placeholders)
 * keep their indicators.
 */
export function cardFigures(scenario: Scenario): ScenarioFigures | null {
  const f = scenario.figures;
  if (!f) return null;
  return {
    savingGbp: f.savingGbp,
    savingRange: f.savingRange,
    energySavingKwh: f.energySavingKwh,
    energySavingRange: f.energySavingRange,
    carbonSavingKg: f.carbonSavingKg,
    carbonSavingRange: f.carbonSavingRange,
    capitalCostGbp: f.capitalCostGbp,
    paybackYears: f.paybackYears,
    lifetimeYears: f.lifetimeYears,
    rangeBasis: f.rangeBasis,
  };
}

/**
 * A card's text: the scenario's description, then, from the engine, how likely the measure is to
 * apply to a building like this ('About 4 in 10 homes like this still have an empty cavity:
 * check yours.') and why it is offered where that is not plain.
 */
export function cardDescription(scenario: Scenario): string {
  return [scenario.description, scenario.applies?.sentence, scenario.offeredBecause]
    .filter((text): text is string => Boolean(text))
    .join(' ');
}

/** The scenarios as the list's cards: their words, their signed figures. */
export function scenarioListItems(scenarios: readonly Scenario[]): ScenarioListItem[] {
  return scenarios.map((s) => ({
    ...s,
    description: cardDescription(s),
    figures: cardFigures(s),
    toggleableDescription: s.toggleableDescription ?? undefined,
  }));
}
