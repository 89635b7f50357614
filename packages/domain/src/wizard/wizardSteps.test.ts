import { describe, expect, it } from 'vitest';
import { nextButtonLabel, stepCounterText } from './wizardLabels';
import {
  connectSmartMeterTarget,
  currentStep,
  initialWizardState,
  wizardTransition,
  type WizardEvent,
  type WizardState,
} from './wizardSteps';

function run(state: WizardState, ...events: WizardEvent[]): WizardState {
  return events.reduce((s, e) => wizardTransition(s, e).state, state);
}
const next = (hasOutline = true): WizardEvent => ({ type: 'next', hasOutline });
const back: WizardEvent = { type: 'back' };

describe('site wizard without smart meter (5 steps)', () => {
  const wide = initialWizardState({ flow: 'site', isWide: true });

  it('walks address, energy-costs, epc-check, simple-finalise, validation then submits', () => {
    const seen: string[] = [];
    let s = wide;
    for (let i = 0; i < 4; i++) {
      seen.push(`${currentStep(s)} ${stepCounterText(s)} ${nextButtonLabel(s)}`);
      s = run(s, next());
    }
    seen.push(`${currentStep(s)} ${stepCounterText(s)}`);
    expect(seen).toEqual([
      'address Step 1 / 5 Next Step',
      'energy-costs Step 2 / 5 Next Step',
      'epc-check Step 3 / 5 Next Step',
      'simple-finalise Step 4 / 5 Next Step',
      'validation Step 5 / 5',
    ]);
    expect(wizardTransition(s, next()).effect).toBe('submit');
  });

  it('skips map-select on a wide screen even without an outline', () => {
    expect(currentStep(run(wide, next(false)))).toBe('energy-costs');
  });

  it('goes back by popping, and home from the first step', () => {
    const s = run(wide, next(), next());
    expect(run(s, back).stack).toEqual(['address', 'energy-costs']);
    expect(wizardTransition(wide, back).effect).toBe('go-home');
  });
});

describe('small screens and map-select', () => {
  const narrow = initialWizardState({ flow: 'site', isWide: false });

  it('goes to map-select without an outline and to energy-costs with one', () => {
    expect(currentStep(run(narrow, next(false)))).toBe('map-select');
    expect(currentStep(run(narrow, next(true)))).toBe('energy-costs');
  });

  it('counts the map step as a step of its own, after the address, then returns to address', () => {
    expect(stepCounterText(narrow)).toBe('Step 1 / 6');
    const onMap = run(narrow, next(false));
    expect(stepCounterText(onMap)).toBe('Step 2 / 6');
    const afterPick = run(onMap, next(true));
    expect(afterPick.stack).toEqual(['address']);
    expect(stepCounterText(afterPick)).toBe('Step 1 / 6');
    expect(currentStep(run(afterPick, next(true)))).toBe('energy-costs');
    expect(stepCounterText(run(afterPick, next(true)))).toBe('Step 3 / 6');
  });

  it('moves to address when the screen becomes wide on map-select with an address', () => {
    const s = run(narrow, next(false), { type: 'resize', isWide: true, hasAddress: true });
    expect(s.stack).toEqual(['address']);
    expect(s.isWide).toBe(true);
  });

  it('moves to epc-check when it becomes wide on map-select without an address', () => {
    const s = run(narrow, next(false), { type: 'resize', isWide: true, hasAddress: false });
    expect(s.stack).toEqual(['address', 'epc-check']);
  });

  it('only records the width elsewhere', () => {
    const s = run(narrow, { type: 'resize', isWide: true, hasAddress: true });
    expect(s.stack).toEqual(['address']);
    expect(s.isWide).toBe(true);
    const stillNarrow = run(narrow, next(false), {
      type: 'resize',
      isWide: false,
      hasAddress: true,
    });
    expect(currentStep(stillNarrow)).toBe('map-select');
  });
});

describe('site wizard with smart meter (7 steps)', () => {
  const wide = initialWizardState({ flow: 'site', isWide: true });

  it('walks the seven steps with Finish on room-breakdown', () => {
    let s = run(wide, { type: 'startSmartMeter' });
    expect(s.stack).toEqual(['address']);
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      seen.push(`${currentStep(s)} ${stepCounterText(s)} ${nextButtonLabel(s)}`);
      s = run(s, next());
    }
    seen.push(`${currentStep(s)} ${stepCounterText(s)}`);
    expect(seen).toEqual([
      'address Step 1 / 7 Next Step',
      'meter-check Step 2 / 7 Next Step',
      'energy-costs Step 3 / 7 Next Step',
      'epc-check Step 4 / 7 Next Step',
      'questions Step 5 / 7 Next Step',
      'room-breakdown Step 6 / 7 Finish',
      'validation Step 7 / 7',
    ]);
  });

  it('resets the stack to address then meter-check when connecting away from address', () => {
    const s = run(wide, next(), { type: 'startSmartMeter' });
    expect(s.stack).toEqual(['address', 'meter-check']);
    expect(s.connectingSmartMeter).toBe(true);
    expect(stepCounterText(s)).toBe('Step 2 / 7');
  });

  it('leaves smart-meter mode on back from meter-check, resetting to address then energy-costs', () => {
    const s = run(wide, { type: 'startSmartMeter' }, next(), back);
    expect(s.connectingSmartMeter).toBe(false);
    expect(s.stack).toEqual(['address', 'energy-costs']);
    expect(stepCounterText(s)).toBe('Step 2 / 5');
  });

  it('restores the simple flow when the chip is cancelled', () => {
    const deep = run(wide, { type: 'startSmartMeter' }, next(), next(), next(), next());
    expect(currentStep(deep)).toBe('questions');
    const cancelled = run(deep, { type: 'cancelSmartMeter' });
    expect(cancelled.connectingSmartMeter).toBe(false);
    expect(cancelled.stack).toEqual(['address', 'energy-costs']);
    const onAddress = run(wide, { type: 'startSmartMeter' }, { type: 'cancelSmartMeter' });
    expect(onAddress.stack).toEqual(['address']);
    expect(currentStep(run(onAddress, next()))).toBe('energy-costs');
  });

  it('starts at meter-check when entered with lat and lon', () => {
    const s = initialWizardState({ flow: 'site', isWide: true, startedFromCoordinates: true });
    expect(s.stack).toEqual(['address', 'meter-check']);
    expect(s.connectingSmartMeter).toBe(true);
  });
});

describe('add-building wizard', () => {
  it('walks address, epc-check, questions, room-breakdown and submits with Add Building', () => {
    let s = initialWizardState({
      flow: 'add-building',
      isWide: true,
      startedFromCoordinates: true,
    });
    expect(s.stack).toEqual(['address']);
    s = run(s, next(false));
    expect(currentStep(s)).toBe('epc-check');
    s = run(s, next(), next());
    expect(currentStep(s)).toBe('room-breakdown');
    expect(nextButtonLabel(s)).toBe('Add Building');
    expect(stepCounterText(s)).toBe('Step 4 / 4');
    expect(wizardTransition(s, next()).effect).toBe('submit');
  });

  it('offers map-select on small screens without an outline, then epc-check', () => {
    let s = initialWizardState({ flow: 'add-building', isWide: false });
    s = run(s, next(false));
    expect(currentStep(s)).toBe('map-select');
    expect(currentStep(run(s, next()))).toBe('epc-check');
    expect(
      currentStep(run(initialWizardState({ flow: 'add-building', isWide: false }), next(true))),
    ).toBe('epc-check');
  });

  it('ignores smart-meter mode and goes home from the first step', () => {
    const s = initialWizardState({ flow: 'add-building', isWide: true });
    expect(run(s, { type: 'startSmartMeter' }).connectingSmartMeter).toBe(false);
    expect(wizardTransition(s, back).effect).toBe('go-home');
  });
});

describe('simple (no-login) wizard', () => {
  it('does not enter smart-meter mode in place', () => {
    const s = initialWizardState({ flow: 'simple', isWide: true, startedFromCoordinates: true });
    expect(s.stack).toEqual(['address']);
    expect(run(s, { type: 'startSmartMeter' }).connectingSmartMeter).toBe(false);
  });
  it('sends smart-meter requests to the right place', () => {
    expect(connectSmartMeterTarget('simple-diagnose')).toBe('site-registration-with-coordinates');
    expect(connectSmartMeterTarget('demo')).toBe('registration-in-new-tab');
    expect(connectSmartMeterTarget('energy-map')).toBe('registration-in-new-tab');
    expect(connectSmartMeterTarget('wizard')).toBe('smart-meter-mode');
  });
});
