import type { WizardStep } from '../enums/registrationEnums';
import { registrationMessages, stepCounter } from '../messages/shellMessages';
import { currentStep, type WizardState } from './wizardSteps';

/** Counted steps of the simple flow: 5 (spec shell §4 "Step counter", §9). */
export const SIMPLE_FLOW_STEPS: readonly WizardStep[] = [
  'address',
  'energy-costs',
  'epc-check',
  'simple-finalise',
  'validation',
];

/** Counted steps with a smart meter: 7 (spec shell §4 "Step counter", §9). */
export const SMART_METER_FLOW_STEPS: readonly WizardStep[] = [
  'address',
  'meter-check',
  'energy-costs',
  'epc-check',
  'questions',
  'room-breakdown',
  'validation',
];

/**
 * Counted steps of the add-building wizard (spec shell §4 lists address, map-select, epc-check,
 * questions, room-breakdown; map-select is not counted, as in the other flows): 4.
 */
export const ADD_BUILDING_FLOW_STEPS: readonly WizardStep[] = [
  'address',
  'epc-check',
  'questions',
  'room-breakdown',
];

/** The counted steps of the state's flow and mode. */
export function countedSteps(state: WizardState): readonly WizardStep[] {
  if (state.flow === 'add-building') return ADD_BUILDING_FLOW_STEPS;
  return state.connectingSmartMeter ? SMART_METER_FLOW_STEPS : SIMPLE_FLOW_STEPS;
}

/** Step number and total; map-select counts as the address step it belongs to. */
export function stepPosition(state: WizardState): { step: number; total: number } {
  const steps = countedSteps(state);
  const step = currentStep(state);
  const shown = step === 'map-select' ? 'address' : step;
  return { step: Math.max(0, steps.indexOf(shown)) + 1, total: steps.length };
}

/** 'Step X / Y' header text (spec shell §2 "Registration wizards"). */
export function stepCounterText(state: WizardState): string {
  const { step, total } = stepPosition(state);
  return stepCounter(step, total);
}

/**
 * Next-button label: 'Finish' on room-breakdown in the site flow, 'Add Building' on the last
 * step (room-breakdown) of add-building, else 'Next Step' (spec shell §2 "Registration wizards").
 */
export function nextButtonLabel(state: WizardState): string {
  if (currentStep(state) !== 'room-breakdown') return registrationMessages.nextStep;
  return state.flow === 'add-building'
    ? registrationMessages.addBuilding
    : registrationMessages.finish;
}
