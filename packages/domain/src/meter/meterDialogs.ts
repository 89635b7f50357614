import { validateMpanForConnect } from './mpan';

/**
 * MPAN confirmation in the meter-check step (spec shell §4 "Meter and MPAN"): Yes confirms; No
 * moves to manual entry; Back resets the address choice; changing the selected address resets
 * manual entry and confirmation.
 */
export interface MpanConfirmationState {
  selectedAddress: string | null;
  confirmed: boolean;
  manualEntry: boolean;
}

/** Events of the MPAN confirmation. */
export type MpanConfirmationEvent =
  { type: 'selectAddress'; address: string } | { type: 'yes' } | { type: 'no' } | { type: 'back' };

/** Start: nothing chosen. */
export const INITIAL_MPAN_CONFIRMATION: MpanConfirmationState = {
  selectedAddress: null,
  confirmed: false,
  manualEntry: false,
};

/** Reducer of the MPAN confirmation (spec shell §4 "MPAN confirmation"). */
export function mpanConfirmationReducer(
  state: MpanConfirmationState,
  event: MpanConfirmationEvent,
): MpanConfirmationState {
  switch (event.type) {
    case 'selectAddress':
      return { selectedAddress: event.address, confirmed: false, manualEntry: false };
    case 'yes':
      return { ...state, confirmed: true, manualEntry: false };
    case 'no':
      return { ...state, confirmed: false, manualEntry: true };
    case 'back':
      return INITIAL_MPAN_CONFIRMATION;
  }
}

/** Phases of the 'Connect your Smart Meter' dialog (spec shell §4 "Connect-meter dialog"). */
type ConnectMeterPhase = 'entering' | 'validating' | 'valid' | 'notEligible' | 'closed';

/** State of the connect-meter dialog. */
export interface ConnectMeterState {
  phase: ConnectMeterPhase;
  mpan: string;
  consent: boolean;
}

/**
 * Events of the connect-meter dialog. A check's answer names the MPAN it checked, so an answer
 * for an MPAN since edited is dropped; `eligible: null` is a check that failed (the app shows its
 * toast) and returns the dialog to entering.
 */
export type ConnectMeterEvent =
  | { type: 'typed'; mpan: string }
  | { type: 'validated'; mpan: string; eligible: boolean | null }
  | { type: 'consent'; given: boolean }
  | { type: 'submitted' };

/** Start of the dialog (it opens on state ADD_MPAN, spec shell §2). */
export const INITIAL_CONNECT_METER: ConnectMeterState = {
  phase: 'entering',
  mpan: '',
  consent: false,
};

/**
 * Reducer of the connect-meter dialog (spec shell §4): typing a well-formed MPAN (13 to 21 digits,
 * right check digit: validateMpanForConnect) starts validating (the app's eligibility check runs
 * debounced DEBOUNCE_MS.mpan); anything else is still entering. The check's answer makes it valid
 * or not eligible; a successful submit closes it.
 */
export function connectMeterReducer(
  state: ConnectMeterState,
  event: ConnectMeterEvent,
): ConnectMeterState {
  switch (event.type) {
    case 'typed':
      return {
        ...state,
        mpan: event.mpan,
        phase: validateMpanForConnect(event.mpan).ok ? 'validating' : 'entering',
      };
    case 'validated':
      if (state.phase !== 'validating' || event.mpan !== state.mpan) return state;
      if (event.eligible === null) return { ...state, phase: 'entering' };
      return { ...state, phase: event.eligible ? 'valid' : 'notEligible' };
    case 'consent':
      return { ...state, consent: event.given };
    case 'submitted':
      return canSubmitMeter(state) ? { ...state, phase: 'closed' } : state;
  }
}

/** Submit is enabled only when the MPAN is valid and consent is given (spec shell §4). */
export function canSubmitMeter(state: ConnectMeterState): boolean {
  return state.phase === 'valid' && state.consent;
}
