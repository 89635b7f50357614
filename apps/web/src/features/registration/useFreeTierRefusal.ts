import { usePredictRegisterAllowance } from '@wattwise/api';
import type { RegistrationVariant } from './useSubmitRegistration';

/**
 * The free-tier rule (spec shell §5) asked when a new site's wizard opens: a user who may not
 * create another free Predict site is told so before the first step instead of after the last
 * (the registration's answer still carries it). Adding a building, the demo and the no-login
 * flows create no Predict site of the user's and are never asked. Null while it may start: a
 * failed question lets the wizard start too, as the registration checks the rule again.
 */
export function useFreeTierRefusal(variant: RegistrationVariant): string | null {
  const allowance = usePredictRegisterAllowance(variant === 'site' ? {} : null);
  const answer = allowance.data;
  return answer && !answer.allowed ? answer.errorMessage : null;
}
