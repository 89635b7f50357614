import { describe, expect, it } from 'vitest';
import { invalid } from '../validation/result';
import {
  captchaToast,
  deleteSiteFailedToast,
  energyModelNotice,
  meterCheckErrorToast,
  registrationErrorToast,
  responseErrorToast,
  validationToast,
} from './errorToasts';

describe('error toasts', () => {
  it('shows validation failures as 5 s destructive toasts', () => {
    expect(validationToast(invalid('Please enter your address to proceed.'))).toEqual({
      title: 'Validation error:',
      description: 'Please enter your address to proceed.',
      variant: 'destructive',
      durationMs: 5000,
    });
  });
  it('keeps registration errors for 10 s with the support address', () => {
    expect(registrationErrorToast('help@x.test')).toEqual({
      title: 'Registration error',
      description:
        'Sorry. We could not register your building right now. Please contact help@x.test',
      variant: 'destructive',
      durationMs: 10000,
    });
  });
  it('titles the other catalogue toasts', () => {
    expect(deleteSiteFailedToast()).toMatchObject({
      title: 'Error',
      description: 'Something went wrong, please try again later.',
    });
    expect(responseErrorToast('Address taken')).toMatchObject({
      title: 'Error',
      description: 'Address taken',
    });
    expect(captchaToast()).toMatchObject({
      title: 'Captcha unsuccessful',
      description: 'If this issue persists, please contact an administrator.',
    });
    expect(meterCheckErrorToast(502)).toMatchObject({
      title: 'External Server Error',
      description:
        'Apologies, we have not had a response from our metering provider. Please try again later.',
    });
    expect(meterCheckErrorToast(500).description).toBe(
      'Something went wrong while checking your meter, please try again later.',
    );
  });
  it('maps energyModelRunning to its notice', () => {
    expect(energyModelNotice('ERROR')?.message).toBe(
      "We could not correctly model your building's energy, please contact support.",
    );
    expect(energyModelNotice(true)).toEqual({
      message: "We are currently recalibrating your building's predictions. Please wait",
      hideUpdateActions: true,
    });
    expect(energyModelNotice('FALSE')).toBeNull();
    expect(energyModelNotice(null)).toBeNull();
  });
});
