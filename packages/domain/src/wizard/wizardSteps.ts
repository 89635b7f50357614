import type { WizardStep } from '../enums/registrationEnums';

/**
 * Registration wizard flows (spec shell §2 "Registration wizards", §4):
 * - `site`: the signed-in site registration; smart-meter mode can be switched on and off.
 * - `simple`: the no-login and demo registration; same steps as `site` without smart-meter
 *   mode (connecting a meter leaves this wizard, see connectSmartMeterTarget).
 * - `add-building`: adds a building to an existing site.
 */
export type WizardFlow = 'site' | 'simple' | 'add-building';

/** State of the wizard's step stack; the current step is the last entry. */
export interface WizardState {
  flow: WizardFlow;
  stack: WizardStep[];
  connectingSmartMeter: boolean;
  /** Screen at least the narrow breakpoint (1210 px) wide; map-select exists only when false. */
  isWide: boolean;
}

/** What the wizard should do besides changing step. */
export type WizardEffect = 'submit' | 'go-home';

/** A transition result: the new state and an optional effect. */
export interface WizardTransition {
  state: WizardState;
  effect?: WizardEffect;
}

/** Events the wizard reacts to. */
export type WizardEvent =
  /** Next pressed after the step validated; hasOutline = a building outline (mesh) is chosen. */
  | { type: 'next'; hasOutline: boolean }
  | { type: 'back' }
  /** 'Connect to smart meter' pressed (site flow only). */
  | { type: 'startSmartMeter' }
  /** 'Connecting Smart Meter' chip cancelled. */
  | { type: 'cancelSmartMeter' }
  | { type: 'resize'; isWide: boolean; hasAddress: boolean };

/** Steps that exist only in smart-meter mode (spec shell §4 "Full wizard"). */
const SMART_METER_ONLY: readonly WizardStep[] = ['meter-check', 'questions', 'room-breakdown'];

/** Options for the wizard's first state. */
export interface InitialWizardOptions {
  flow: WizardFlow;
  isWide: boolean;
  /** Lat and lon came in the query: the site flow starts at meter-check (spec shell §2). */
  startedFromCoordinates?: boolean;
}

/**
 * First state of a wizard: address, or (site flow entered with lat and lon) address then
 * meter-check in smart-meter mode (spec shell §2 "Address step").
 */
export function initialWizardState(options: InitialWizardOptions): WizardState {
  const fromCoordinates = options.flow === 'site' && options.startedFromCoordinates === true;
  return {
    flow: options.flow,
    stack: fromCoordinates ? ['address', 'meter-check'] : ['address'],
    connectingSmartMeter: fromCoordinates,
    isWide: options.isWide,
  };
}

/** The step on top of the stack. */
export function currentStep(state: WizardState): WizardStep {
  return state.stack[state.stack.length - 1] ?? 'address';
}

function push(state: WizardState, step: WizardStep): WizardTransition {
  return { state: { ...state, stack: [...state.stack, step] } };
}

function nextInAddBuilding(state: WizardState, hasOutline: boolean): WizardTransition {
  switch (currentStep(state)) {
    case 'address':
      return push(state, !state.isWide && !hasOutline ? 'map-select' : 'epc-check');
    case 'map-select':
      return push(state, 'epc-check');
    case 'epc-check':
      return push(state, 'questions');
    case 'questions':
      return push(state, 'room-breakdown');
    default:
      return { state, effect: 'submit' };
  }
}

function nextInSiteFlow(state: WizardState, hasOutline: boolean): WizardTransition {
  switch (currentStep(state)) {
    case 'address':
      if (state.connectingSmartMeter) return push(state, 'meter-check');
      return push(state, state.isWide || hasOutline ? 'energy-costs' : 'map-select');
    case 'map-select':
      // "map-select goes back to address" (spec shell §4): the picked outline returns to address.
      return { state: { ...state, stack: state.stack.slice(0, -1) } };
    case 'meter-check':
      return push(state, 'energy-costs');
    case 'energy-costs':
      return push(state, 'epc-check');
    case 'epc-check':
      return push(state, state.connectingSmartMeter ? 'questions' : 'simple-finalise');
    case 'questions':
      return push(state, 'room-breakdown');
    case 'room-breakdown':
    case 'simple-finalise':
      return push(state, 'validation');
    default:
      return { state, effect: 'submit' };
  }
}

function back(state: WizardState): WizardTransition {
  if (state.stack.length <= 1) return { state, effect: 'go-home' };
  if (currentStep(state) === 'meter-check' && state.flow !== 'add-building') {
    // Back from meter-check leaves smart-meter mode and resets to address then energy-costs.
    return {
      state: { ...state, connectingSmartMeter: false, stack: ['address', 'energy-costs'] },
    };
  }
  return { state: { ...state, stack: state.stack.slice(0, -1) } };
}

function startSmartMeter(state: WizardState): WizardTransition {
  if (state.flow !== 'site') return { state };
  const stack: WizardStep[] =
    currentStep(state) === 'address' ? state.stack : ['address', 'meter-check'];
  return { state: { ...state, connectingSmartMeter: true, stack } };
}

function cancelSmartMeter(state: WizardState): WizardTransition {
  const inSmartMeterSteps = state.stack.some((s) => SMART_METER_ONLY.includes(s));
  return {
    state: {
      ...state,
      connectingSmartMeter: false,
      stack: inSmartMeterSteps ? ['address', 'energy-costs'] : state.stack,
    },
  };
}

function resize(state: WizardState, isWide: boolean, hasAddress: boolean): WizardTransition {
  const resized = { ...state, isWide };
  if (!isWide || currentStep(state) !== 'map-select') return { state: resized };
  const below = state.stack.slice(0, -1);
  const target: WizardStep = hasAddress ? 'address' : 'epc-check';
  const stack = below[below.length - 1] === target ? below : [...below, target];
  return { state: { ...resized, stack } };
}

/**
 * The wizard's step machine, exactly per spec shell §4 "Full wizard (step stack)" and
 * "Add-building wizard": next pushes a step, back pops one; back from meter-check leaves
 * smart-meter mode and resets to address then energy-costs; connecting a smart meter resets
 * the stack to address then meter-check unless on address; map-select exists only on small
 * screens and becoming wide while on it moves to address (address known) or epc-check.
 * Back from the first step goes Home; next on the last step submits.
 */
export function wizardTransition(state: WizardState, event: WizardEvent): WizardTransition {
  switch (event.type) {
    case 'next':
      return state.flow === 'add-building'
        ? nextInAddBuilding(state, event.hasOutline)
        : nextInSiteFlow(state, event.hasOutline);
    case 'back':
      return back(state);
    case 'startSmartMeter':
      return startSmartMeter(state);
    case 'cancelSmartMeter':
      return cancelSmartMeter(state);
    case 'resize':
      return resize(state, event.isWide, event.hasAddress);
  }
}

/** Where 'Connect to smart meter' leads from a registration origin (spec shell §4, last bullet). */
export type SmartMeterOrigin = 'simple-diagnose' | 'demo' | 'energy-map' | 'wizard';

/**
 * From simple diagnose: site registration with lat and lon; from demo or map routes: registration
 * in a new tab; otherwise switch the open wizard to smart-meter mode (spec shell §4).
 */
export function connectSmartMeterTarget(
  origin: SmartMeterOrigin,
): 'site-registration-with-coordinates' | 'registration-in-new-tab' | 'smart-meter-mode' {
  if (origin === 'simple-diagnose') return 'site-registration-with-coordinates';
  if (origin === 'demo' || origin === 'energy-map') return 'registration-in-new-tab';
  return 'smart-meter-mode';
}
