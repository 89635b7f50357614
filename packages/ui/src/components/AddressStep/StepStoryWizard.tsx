import { useState, type ReactNode } from 'react';
import {
  registrationMessages,
  stepCounter,
  stepFieldErrors,
  validationToast,
  type StepFieldErrors,
  type ValidationResult,
} from '@wattwise/domain';
import { ToastRegion, useToasts } from '../Toast/ToastRegion';
import { Wizard } from '../Wizard/Wizard';

export interface StepStoryWizardProps {
  step: number;
  total: number;
  title: string;
  nextLabel?: string;
  /** The step's domain validation, run on Next. */
  validate: () => ValidationResult;
  /** Called when Next passes validation. */
  onValid: () => void;
  /** The step body, given the field errors of the last failed Next. */
  children: (errors: StepFieldErrors) => ReactNode;
}

/**
 * Stories only (not exported by the package): a step body inside the Wizard frame the way the app
 * composes it; Next runs the domain's validation and, on failure, shows the destructive
 * 'Validation error:' toast and the field errors (spec shell §4 "Next is blocked").
 */
export function StepStoryWizard({
  step,
  total,
  title,
  nextLabel = registrationMessages.nextStep,
  validate,
  onValid,
  children,
}: StepStoryWizardProps) {
  const [errors, setErrors] = useState<StepFieldErrors>({});
  const { toasts, show, dismiss } = useToasts();
  return (
    <>
      <Wizard
        stepText={stepCounter(step, total)}
        title={title}
        onBack={() => {}}
        nextLabel={nextLabel}
        onNext={() => {
          const result = validate();
          setErrors(stepFieldErrors(result));
          if (result.ok) onValid();
          else show(validationToast(result));
        }}
      >
        {children(errors)}
      </Wizard>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </>
  );
}
