import { registrationValidationMessages } from '@wattwise/domain';
import { Checkbox } from '../Checkbox/Checkbox';
import { Link } from '../Link/Link';
import * as css from './ValidationStep.css';

export interface ValidationStepProps {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  termsHref: string;
  /** Set after a Next attempt without agreement. */
  showError?: boolean;
}

/** The last wizard step: terms checkbox and the reCAPTCHA notice. */
export function ValidationStep({
  agreed,
  onAgreedChange,
  termsHref,
  showError = false,
}: ValidationStepProps) {
  return (
    <div className={css.step}>
      <Checkbox isSelected={agreed} onChange={onAgreedChange} isInvalid={showError && !agreed}>
        I agree to the{' '}
        <Link href={termsHref} external>
          terms and conditions
        </Link>
      </Checkbox>
      {showError && !agreed ? (
        <p className={css.error} role="alert">
          {registrationValidationMessages.agreeToTerms}
        </p>
      ) : null}
      <p className={css.notice}>
        This site is protected by reCAPTCHA and the Google{' '}
        <Link href="https://policies.google.com/privacy" external>
          Privacy Policy
        </Link>{' '}
        and{' '}
        <Link href="https://policies.google.com/terms" external>
          Terms of Service
        </Link>{' '}
        apply.
      </p>
    </div>
  );
}
