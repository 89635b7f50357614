import { describe, expect, it } from 'vitest';
import {
  canSubmitMeter,
  connectMeterReducer,
  INITIAL_CONNECT_METER,
  INITIAL_MPAN_CONFIRMATION,
  mpanConfirmationReducer,
  type ConnectMeterEvent,
  type MpanConfirmationEvent,
} from './meterDialogs';

describe('MPAN confirmation', () => {
  const run = (...events: MpanConfirmationEvent[]) =>
    events.reduce(mpanConfirmationReducer, INITIAL_MPAN_CONFIRMATION);
  it('confirms with Yes and switches to manual entry with No', () => {
    expect(run({ type: 'selectAddress', address: '1 High St' }, { type: 'yes' })).toEqual({
      selectedAddress: '1 High St',
      confirmed: true,
      manualEntry: false,
    });
    expect(run({ type: 'selectAddress', address: 'a' }, { type: 'no' }).manualEntry).toBe(true);
  });
  it('resets on Back and when another address is chosen', () => {
    expect(run({ type: 'selectAddress', address: 'a' }, { type: 'yes' }, { type: 'back' })).toEqual(
      INITIAL_MPAN_CONFIRMATION,
    );
    expect(
      run(
        { type: 'selectAddress', address: 'a' },
        { type: 'no' },
        { type: 'selectAddress', address: 'b' },
      ),
    ).toEqual({ selectedAddress: 'b', confirmed: false, manualEntry: false });
  });
});

describe('connect meter dialog', () => {
  const mpan = '1234567890126';
  const run = (...events: ConnectMeterEvent[]) =>
    events.reduce(connectMeterReducer, INITIAL_CONNECT_METER);
  it('validates, needs consent to submit, then closes', () => {
    const valid = run({ type: 'typed', mpan }, { type: 'validated', mpan, eligible: true });
    expect(valid.phase).toBe('valid');
    expect(canSubmitMeter(valid)).toBe(false);
    expect(connectMeterReducer(valid, { type: 'submitted' }).phase).toBe('valid');
    const consented = connectMeterReducer(valid, { type: 'consent', given: true });
    expect(canSubmitMeter(consented)).toBe(true);
    expect(connectMeterReducer(consented, { type: 'submitted' }).phase).toBe('closed');
  });
  it('reports not eligible and returns to entering when cleared', () => {
    expect(run({ type: 'typed', mpan }, { type: 'validated', mpan, eligible: false }).phase).toBe(
      'notEligible',
    );
    expect(run({ type: 'typed', mpan }, { type: 'typed', mpan: '' }).phase).toBe('entering');
    expect(run({ type: 'validated', mpan: '', eligible: true }).phase).toBe('entering');
  });
  it('checks only a well-formed MPAN, and drops an answer for an MPAN since edited', () => {
    expect(run({ type: 'typed', mpan: '1234567890123' }).phase).toBe('entering');
    expect(run({ type: 'typed', mpan: '12.34' }).phase).toBe('entering');
    const edited = run(
      { type: 'typed', mpan },
      { type: 'typed', mpan: `9${mpan}` },
      { type: 'validated', mpan, eligible: true },
    );
    expect(edited.phase).toBe('validating');
    expect(edited.mpan).toBe(`9${mpan}`);
  });
  it('returns to entering when the check fails', () => {
    expect(run({ type: 'typed', mpan }, { type: 'validated', mpan, eligible: null }).phase).toBe(
      'entering',
    );
  });
});
