import { describe, expect, it } from 'vitest';
import {
  canConnectMeter,
  filterMeterInput,
  mpanCheckDigit,
  validateMpanForConnect,
  validateMpanSelection,
  withMpanCheckDigit,
} from './mpan';

// Worked by hand:
// core 123456789012?: 1·3 + 2·5 + 3·7 + 4·13 + 5·17 + 6·19 + 7·23 + 8·29 + 9·31 + 0·37 + 1·41 + 2·43
//   = 3+10+21+52+85+114+161+232+279+0+41+86 = 1084; 1084 mod 11 = 6 (11·98 = 1078); 6 mod 10 = 6.
const CORE_A = '1234567890126';
// core 120000123456?: 1·3 + 2·5 + 1·23 + 2·29 + 3·31 + 4·37 + 5·41 + 6·43
//   = 3+10+23+58+93+148+205+258 = 798; 798 mod 11 = 6 (11·72 = 792) → check digit 6.
const CORE_B = '1200001234566';
// core 700000000000?: 7·3 = 21; 21 mod 11 = 10; 10 mod 10 = 0 → check digit 0.
const CORE_C = '7000000000000';
// Full 21-digit MPAN: top line 00 801 100 (profile class, MTC, LLFC) + CORE_B.
const FULL_B = `00801100${CORE_B}`;

describe('meter input filter', () => {
  it('keeps only digits and dots', () => {
    expect(filterMeterInput('12 34-ab.5\t6')).toBe('1234.56');
    expect(filterMeterInput('')).toBe('');
  });
});

describe('MPAN check digit', () => {
  it('computes the hand-worked examples', () => {
    expect(mpanCheckDigit('123456789012')).toBe(6);
    expect(mpanCheckDigit('120000123456')).toBe(6);
    expect(mpanCheckDigit('700000000000')).toBe(0);
    expect(withMpanCheckDigit('123456789012')).toBe(CORE_A);
    expect(() => mpanCheckDigit('123')).toThrow();
  });
  it('checks the last 13 digits, ignoring dots', () => {
    expect(validateMpanForConnect(CORE_A).ok).toBe(true);
    expect(validateMpanForConnect(FULL_B).ok).toBe(true);
    expect(validateMpanForConnect('12.0000.1234.566').ok).toBe(true);
    expect(validateMpanForConnect(CORE_C).ok).toBe(true);
    expect(validateMpanForConnect('1234567890127').ok).toBe(false);
    expect(validateMpanForConnect('123').ok).toBe(false);
  });
  it('accepts 13 to 21 digits only', () => {
    expect(validateMpanForConnect(CORE_A).ok).toBe(true);
    expect(validateMpanForConnect(FULL_B).ok).toBe(true);
    expect(validateMpanForConnect(`9${FULL_B}`).ok).toBe(false);
  });
});

describe('connect dialog MPAN', () => {
  it('requires a value, then the right format', () => {
    expect(validateMpanForConnect('')).toMatchObject({
      ok: false,
      message: 'A value is required for the mpan.',
    });
    expect(validateMpanForConnect('123456789012')).toMatchObject({
      message: 'The value is not the correct MPAN format.',
    });
    expect(validateMpanForConnect('1234567890125')).toMatchObject({
      message: 'The value is not the correct MPAN format.',
    });
    expect(validateMpanForConnect(FULL_B)).toEqual({ ok: true });
  });
  it('enables Connect only with consent', () => {
    expect(canConnectMeter(true)).toBe(true);
    expect(canConnectMeter(false)).toBe(false);
  });
});

describe('wizard MPAN selection', () => {
  const base = { addressOptionCount: 0, hasChosenAddress: false, manualEntry: false, mpan: '' };
  it('asks to pick an address when options exist', () => {
    expect(validateMpanSelection({ ...base, addressOptionCount: 2 })).toEqual({
      ok: false,
      title: 'Error',
      message: 'Please select an address to proceed.',
      field: 'address',
    });
    expect(
      validateMpanSelection({ ...base, addressOptionCount: 2, hasChosenAddress: true }),
    ).toEqual({ ok: true });
  });
  it('asks for an MPAN when there are no options', () => {
    expect(validateMpanSelection(base)).toMatchObject({ message: 'Please enter your MPAN.' });
  });
  it('rejects short or wrong manual MPANs', () => {
    const manual = { ...base, addressOptionCount: 2, manualEntry: true };
    expect(validateMpanSelection({ ...manual, mpan: '123456789012' })).toMatchObject({
      title: 'Error',
      message: 'Please enter a valid MPAN.',
    });
    expect(validateMpanSelection({ ...manual, mpan: '1234567890120' })).toMatchObject({
      message: 'Please enter a valid MPAN.',
    });
    expect(validateMpanSelection({ ...manual, mpan: CORE_A })).toEqual({ ok: true });
  });
});
