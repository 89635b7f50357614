import { diagnoseMessages } from '../messages/analysisMessages';
import { registrationFailed, shellErrorMessages, toastTitles } from '../messages/shellMessages';
import { errorToast, TOAST_POLICY, type ToastSpec } from '../timing/toastPolicy';
import type { ValidationFailure } from '../validation/result';

/**
 * The toasts of the error catalogue (spec shell §8), built from the spec's texts and the toast
 * policy, so every screen shows the same title, text, variant and duration.
 */

/** Wizard step validation: destructive 'Validation error:' with the message, 5 s (spec shell §8). */
export function validationToast(failure: ValidationFailure): ToastSpec {
  return errorToast(failure.title, failure.message);
}

/** Delete site fails: destructive 'Error', 'Something went wrong, please try again later.', 5 s. */
export function deleteSiteFailedToast(): ToastSpec {
  return errorToast(toastTitles.error, shellErrorMessages.deleteSiteFailed);
}

/**
 * The PDF report could not be downloaded: destructive 'Error' with the catalogue's general
 * 'Something went wrong, please try again later.' (spec shell §8 gives no text of its own), 5 s.
 */
export function reportDownloadFailedToast(): ToastSpec {
  return errorToast(toastTitles.error, shellErrorMessages.deleteSiteFailed);
}

/** Registration network or server error: 'Registration error' with the support e-mail, 10 s. */
export function registrationErrorToast(supportEmail: string): ToastSpec {
  return {
    title: toastTitles.registrationError,
    description: registrationFailed(supportEmail),
    variant: 'destructive',
    durationMs: TOAST_POLICY.registrationErrorDurationMs,
  };
}

/** A response errorMessage on add building or registration: destructive 'Error', 5 s. */
export function responseErrorToast(errorMessage: string): ToastSpec {
  return errorToast(toastTitles.error, errorMessage);
}

/** captchaSuccessful false: 'Captcha unsuccessful' (spec shell §8; 5 s per analysis §9 default). */
export function captchaToast(): ToastSpec {
  return errorToast(toastTitles.captchaUnsuccessful, shellErrorMessages.captchaUnsuccessful);
}

/**
 * Address search or meter check failure (spec shell §8): 502 → 'External Server Error' with the
 * metering-provider text; any other status → the generic meter-check text titled 'Error'.
 */
export function meterCheckErrorToast(status: number | undefined): ToastSpec {
  return status === 502
    ? errorToast(toastTitles.externalServerError, shellErrorMessages.meteringProviderNoResponse)
    : errorToast(toastTitles.error, shellErrorMessages.meterCheckFailed);
}

/**
 * The diagnose model notice for an energyModelRunning value (spec analysis §3, §4.5): ERROR →
 * modelling error; TRUE → recalibrating (update actions hidden); anything else → none.
 */
export function energyModelNotice(
  energyModelRunning: string | boolean | null | undefined,
): { message: string; hideUpdateActions: boolean } | null {
  const state = String(energyModelRunning ?? '').toUpperCase();
  if (state === 'ERROR') return { message: diagnoseMessages.modelError, hideUpdateActions: false };
  if (state === 'TRUE') return { message: diagnoseMessages.recalibrating, hideUpdateActions: true };
  return null;
}
