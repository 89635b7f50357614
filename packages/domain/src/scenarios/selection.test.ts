import { describe, expect, it } from 'vitest';
import {
  applyEpcTarget,
  epcWizardChoices,
  initialSelection,
  selectAll,
  selectAllState,
  toggleScenario,
  type SelectableScenario,
} from './selection';

const led: SelectableScenario = { id: 'led' };
const pv: SelectableScenario = { id: 'pv' };
const heatPump: SelectableScenario = { id: 'hp', mutuallyExclusiveWith: ['boiler'] };
const boiler: SelectableScenario = { id: 'boiler' };
const deep: SelectableScenario = { id: 'deep', exclusive: true };
const fixed: SelectableScenario = { id: 'fixed', toggleable: false };
const all = [led, pv, heatPump, boiler, deep, fixed];

describe('toggling scenarios', () => {
  it('adds and removes a normal scenario', () => {
    expect(toggleScenario(['led'], pv, all)).toEqual(['led', 'pv']);
    expect(toggleScenario(['led', 'pv'], pv, all)).toEqual(['led']);
  });
  it('replaces everything with an exclusive scenario', () => {
    expect(toggleScenario(['led', 'pv'], deep, all)).toEqual(['deep']);
  });
  it('removes the exclusive scenario when a normal one is selected', () => {
    expect(toggleScenario(['deep'], led, all)).toEqual(['led']);
  });
  it('removes mutual exclusions declared on either side', () => {
    expect(toggleScenario(['led', 'boiler'], heatPump, all)).toEqual(['led', 'hp']);
    expect(toggleScenario(['hp', 'pv'], boiler, all)).toEqual(['pv', 'boiler']);
  });
  it('drops unknown ids only when excluded, and ignores non-toggleable scenarios', () => {
    expect(toggleScenario(['gone', 'boiler'], heatPump, all)).toEqual(['gone', 'hp']);
    expect(toggleScenario(['led'], fixed, all)).toEqual(['led']);
  });
});

describe('select all and initial selection', () => {
  it('disables select-all with the tooltip when exclusions exist', () => {
    expect(selectAllState(all)).toEqual({
      disabled: true,
      tooltip: 'Some scenarios are mutually exclusive.',
    });
    expect(selectAll(all)).toEqual([]);
    expect(selectAllState([led, pv])).toEqual({ disabled: false, tooltip: null });
    expect(selectAll([led, pv, fixed])).toEqual(['led', 'pv']);
  });
  it('keeps only plain scenarios that were selected before', () => {
    expect(initialSelection(all, ['led', 'hp', 'deep', 'boiler'])).toEqual(['led', 'boiler']);
  });
});

describe('EPC wizard', () => {
  it('disables ratings at or worse than the current one, A to G', () => {
    const choices = epcWizardChoices('D');
    expect(choices.map((c) => c.rating).join('')).toBe('ABCDEFG');
    expect(choices.filter((c) => !c.disabled).map((c) => c.rating)).toEqual(['A', 'B', 'C']);
    expect(epcWizardChoices(null).every((c) => !c.disabled)).toBe(true);
  });
  it('filters to the target scenarios, selects them and warns when not feasible', () => {
    const ids = { C: ['led', 'pv'], D: ['led'] };
    const ok = applyEpcTarget(all, ids, 'C', 'B');
    expect(ok.scenarios.map((s) => s.id)).toEqual(['led', 'pv']);
    expect(ok.selected).toEqual(['led', 'pv']);
    expect(ok.warning).toBeNull();
    expect(applyEpcTarget(all, ids, 'C', 'C').warning).toBeNull();
    const notFeasible = applyEpcTarget(all, ids, 'B', 'D');
    expect(notFeasible.warning).toEqual({
      title: 'Target not feasible',
      message:
        'Unfortunately our scenarios cannot achieve the targeted rating. The highest rating achieveable is D.',
    });
    // No scenario reaches B: the list shows, and selects, those that reach D.
    expect(notFeasible.scenarios.map((s) => s.id)).toEqual(['led']);
    expect(notFeasible.selected).toEqual(['led']);
  });
});
