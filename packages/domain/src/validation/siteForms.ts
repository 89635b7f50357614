import { registrationValidationMessages as m } from '../messages/shellMessages';
import { invalid, isBlank, VALID, type ValidationResult } from './result';

/** Accepted image types: JPEG or PNG (spec shell §5 "Images"). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** Largest image accepted: 2 MB (spec shell §5, §9), read as 2 × 1024 × 1024 bytes. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Image file rule: JPEG or PNG, at most 2 MB (spec shell §5). */
export function validateImageFile(file: { type: string; size: number }): ValidationResult {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return invalid(m.imageType, 'file');
  if (file.size > IMAGE_MAX_BYTES) return invalid(m.imageSize, 'file');
  return VALID;
}

/**
 * A practical e-mail shape: something@something.tld with no spaces. The spec asks only for a
 * "valid format"; this is the usual HTML form check, not full RFC 5322.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Billing e-mail for the Premium upgrade (spec shell §5, analysis §5): '* required' when
 * empty, '* e-mail address must be valid' when malformed.
 */
export function validateBillingEmail(email: string): ValidationResult {
  if (isBlank(email)) return invalid(m.required, 'billingEmail');
  if (!EMAIL_PATTERN.test(email.trim())) return invalid(m.emailInvalid, 'billingEmail');
  return VALID;
}

/** The payment button is disabled while the billing e-mail is empty (spec shell §5). */
export function canStartPayment(email: string): boolean {
  return !isBlank(email);
}

/** Delete is enabled only when the typed text equals the site name exactly (spec shell §4, §5). */
export function canDeleteSite(typedName: string, siteName: string): boolean {
  return typedName === siteName;
}
