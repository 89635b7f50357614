import type { WizardStep } from '../enums/registrationEnums';
import { registrationMessages, stepCounter } from '../messages/shellMessages';
import { currentStep, type WizardState } from './wizardSteps';

/** Counted steps of the simple flow: 5 (spec shell §4 "Step counter", §9). */
const SIMPLE_FLOW_STEPS: readonly WizardStep[] = [
  'address',
  'energy-costs',
  'epc-check',
  'simple-finalise',
  'validation',
];

/** Counted steps with a smart meter: 7 (spec shell §4 "Step counter", §9). */
const SMART_METER_FLOW_STEPS: readonly WizardStep[] = [
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
const ADD_BUILDING_FLOW_STEPS: readonly WizardStep[] = [
  'address',
  'epc-check',
  'questions',
  'room-breakdown',
];

/**
 * The counted steps of the state's flow and mode. Below the wide layout (1210 px) the building is
 * picked on a map step of its own after the address (spec shell §2 lists map-select among the
 * steps, on small screens only): it counts, so that it does not read the same 'Step 1 / 5' as
 * the address, and the flow reads 6 steps there (8 with a smart meter, 5 adding a building).
 */
function countedSteps(state: WizardState): readonly WizardStep[] {
  const steps =
    state.flow === 'add-building'
      ? ADD_BUILDING_FLOW_STEPS
      : state.connectingSmartMeter
        ? SMART_METER_FLOW_STEPS
        : SIMPLE_FLOW_STEPS;
  return state.isWide ? steps : [steps[0]!, 'map-select', ...steps.slice(1)];
}

/** Step number and total of the current step. */
function stepPosition(state: WizardState): { step: number; total: number } {
  const steps = countedSteps(state);
  return { step: Math.max(0, steps.indexOf(currentStep(state))) + 1, total: steps.length };
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
