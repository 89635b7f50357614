import type { Ref } from 'react';
import { registrationValidationMessages, validationStepLabels as labels } from '@wattwise/domain';
import { Checkbox } from '../Checkbox/Checkbox';
import { Link } from '../Link/Link';
import * as css from './ValidationStep.css';

export interface ValidationStepProps {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  termsHref: string;
  /** Set after a Next attempt without agreement. */
  showError?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** The last wizard step: terms checkbox and the reCAPTCHA notice. */
export function ValidationStep({
  agreed,
  onAgreedChange,
  termsHref,
  showError = false,
  ref,
}: ValidationStepProps) {
  return (
    <div ref={ref} className={css.step}>
      <Checkbox isSelected={agreed} onChange={onAgreedChange} isInvalid={showError && !agreed}>
        {labels.agreePrefix}{' '}
        <Link href={termsHref} external>
          {labels.termsLink}
        </Link>
      </Checkbox>
      {showError && !agreed ? (
        <p className={css.error} role="alert">
          {registrationValidationMessages.agreeToTerms}
        </p>
      ) : null}
      <p className={css.notice}>
        {labels.recaptchaPrefix}{' '}
        <Link href={labels.privacyPolicyHref} external>
          {labels.privacyPolicy}
        </Link>{' '}
        {labels.and}{' '}
        <Link href={labels.termsOfServiceHref} external>
          {labels.termsOfService}
        </Link>{' '}
        {labels.recaptchaSuffix}
      </p>
    </div>
  );
}
