import { EPC_RATINGS, type EpcRating } from '../enums/registrationEnums';
import { planMessages, targetNotFeasible } from '../messages/analysisMessages';

/** The scenario fields selection reads (spec analysis §3 "Scenario"). */
export interface SelectableScenario {
  id: string;
  exclusive?: boolean;
  /** Ids this scenario cannot be selected with (default empty). */
  mutuallyExclusiveWith?: readonly string[];
  /** Whether the user may toggle it (default true). */
  toggleable?: boolean;
}

function exclusions(s: SelectableScenario): readonly string[] {
  return s.mutuallyExclusiveWith ?? [];
}

function excludes(a: SelectableScenario, b: SelectableScenario): boolean {
  return exclusions(a).includes(b.id) || exclusions(b).includes(a.id);
}

/**
 * Toggles a scenario in the selection (spec analysis §4.1): deselects if selected; selecting an
 * exclusive scenario replaces the whole selection; selecting a normal one removes any exclusive
 * one and every scenario it is mutually exclusive with (either side declaring it).
 * Non-toggleable scenarios leave the selection as it is.
 */
export function toggleScenario(
  selected: readonly string[],
  scenario: SelectableScenario,
  all: readonly SelectableScenario[],
): string[] {
  if (scenario.toggleable === false) return [...selected];
  if (selected.includes(scenario.id)) return selected.filter((id) => id !== scenario.id);
  if (scenario.exclusive) return [scenario.id];
  const byId = new Map(all.map((s) => [s.id, s]));
  const kept = selected.filter((id) => {
    const other = byId.get(id);
    if (!other) return !exclusions(scenario).includes(id);
    return !other.exclusive && !excludes(scenario, other);
  });
  return [...kept, scenario.id];
}

/** Whether select-all is offered, and the tooltip when it is not. */
export interface SelectAllState {
  disabled: boolean;
  tooltip: string | null;
}

/**
 * Select-all is disabled with 'Some scenarios are mutually exclusive.' when any scenario is
 * exclusive or has exclusions (spec analysis §4.1).
 */
export function selectAllState(scenarios: readonly SelectableScenario[]): SelectAllState {
  const blocked = scenarios.some((s) => s.exclusive || exclusions(s).length > 0);
  return blocked
    ? { disabled: true, tooltip: planMessages.mutuallyExclusive }
    : { disabled: false, tooltip: null };
}

/** Ids select-all picks: every toggleable scenario, or none when select-all is disabled. */
export function selectAll(scenarios: readonly SelectableScenario[]): string[] {
  if (selectAllState(scenarios).disabled) return [];
  return scenarios.filter((s) => s.toggleable !== false).map((s) => s.id);
}

/**
 * Initial selection (spec analysis §4.1): only non-exclusive scenarios without exclusions that
 * were previously selected (the toggle state kept across reloads).
 */
export function initialSelection(
  scenarios: readonly SelectableScenario[],
  previouslySelected: readonly string[],
): string[] {
  return scenarios
    .filter((s) => !s.exclusive && exclusions(s).length === 0 && previouslySelected.includes(s.id))
    .map((s) => s.id);
}

/** A rating choice of the EPC wizard or manual entry. */
export interface RatingChoice {
  rating: EpcRating;
  disabled: boolean;
}

/**
 * EPC wizard target choices A to G; ratings at or worse than the current one are disabled
 * (spec analysis §4.1). Without a current rating nothing is disabled.
 */
export function epcWizardChoices(current: EpcRating | null | undefined): RatingChoice[] {
  const currentIndex = current ? EPC_RATINGS.indexOf(current) : EPC_RATINGS.length;
  return EPC_RATINGS.map((rating, i) => ({ rating, disabled: i >= currentIndex }));
}

/** Outcome of applying an EPC target. */
export interface EpcTargetResult<S> {
  scenarios: S[];
  selected: string[];
  /** 'Target not feasible' dialog when the best achievable rating is worse than the target. */
  warning: { title: string; message: string } | null;
}

/**
 * EPC target (spec analysis §4.1, §8): filters the list to the scenarios that reach it (the ids
 * the server returns per target), selects all of them, and warns when the highest achievable
 * rating is worse than the target. Clearing the wizard restores the full list (caller keeps it).
 * When the target is not feasible no scenario reaches it; the spec is silent on the list, so it
 * shows the scenarios that reach the highest achievable rating (our design), never an empty list.
 */
export function applyEpcTarget<S extends SelectableScenario>(
  scenarios: readonly S[],
  idsByTarget: Partial<Record<EpcRating, readonly string[]>>,
  target: EpcRating,
  highestAchievable: EpcRating,
): EpcTargetResult<S> {
  const feasible = EPC_RATINGS.indexOf(highestAchievable) <= EPC_RATINGS.indexOf(target);
  const ids = idsByTarget[feasible ? target : highestAchievable] ?? [];
  const kept = scenarios.filter((s) => ids.includes(s.id));
  return {
    scenarios: kept,
    selected: kept.map((s) => s.id),
    warning: feasible
      ? null
      : {
          title: planMessages.targetNotFeasibleTitle,
          message: targetNotFeasible(highestAchievable),
        },
  };
}
