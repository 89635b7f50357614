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
  const run = (...events: ConnectMeterEvent[]) =>
    events.reduce(connectMeterReducer, INITIAL_CONNECT_METER);
  it('validates, needs consent to submit, then closes', () => {
    const valid = run(
      { type: 'typed', mpan: '1234567890126' },
      { type: 'validated', eligible: true },
    );
    expect(valid.phase).toBe('valid');
    expect(canSubmitMeter(valid)).toBe(false);
    expect(connectMeterReducer(valid, { type: 'submitted' }).phase).toBe('valid');
    const consented = connectMeterReducer(valid, { type: 'consent', given: true });
    expect(canSubmitMeter(consented)).toBe(true);
    expect(connectMeterReducer(consented, { type: 'submitted' }).phase).toBe('closed');
  });
  it('reports not eligible and returns to entering when cleared', () => {
    expect(run({ type: 'typed', mpan: '1' }, { type: 'validated', eligible: false }).phase).toBe(
      'notEligible',
    );
    expect(run({ type: 'typed', mpan: '1' }, { type: 'typed', mpan: '' }).phase).toBe('entering');
    expect(run({ type: 'validated', eligible: true }).phase).toBe('entering');
  });
});
