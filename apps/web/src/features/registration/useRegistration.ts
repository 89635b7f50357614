import {
  LAYOUT,
  currentStep,
  stepFieldErrors,
  validationToast,
  type ToastSpec,
} from '@wattwise/domain';
import { useCallback, useEffect, useReducer } from 'react';
import {
  initialRegistrationState,
  pendingEffect,
  registrationReducer,
  type RegistrationAction,
  type RegistrationOptions,
  type RegistrationState,
} from './registrationState';
import { validateStep } from './stepValidation';

/** Media query of a wide screen: at least the narrow breakpoint (spec shell §9: narrow under 1210 px). */
const WIDE_SCREEN_QUERY = `(min-width: ${LAYOUT.narrowBelowPx}px)`;

/** Whether the window is wide now (false where matchMedia does not exist). */
function isWideNow(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_SCREEN_QUERY).matches
    : false;
}

export interface UseRegistrationOptions extends Omit<RegistrationOptions, 'isWide'> {
  /** Shows a toast (useToasts().show of packages/ui). */
  showToast: (toast: ToastSpec) => void;
  /** Sends the registration; called once per Next on the last step that passed its check. */
  onSubmit: (state: RegistrationState) => void;
  /** Back from the first step (spec shell §4: goes Home). */
  onLeave: () => void;
  /** Today, for the year rules (tests pass a fixed date). */
  now?: () => Date;
}

/**
 * The registration wizard's state and actions on top of packages/domain's step stack: Next checks
 * the current step with the domain rule and, when it fails, shows 'Validation error:' with the
 * message for 5 s and stays; the screen width feeds the map-select rules; the state is dropped
 * when the wizard is left (it lives only in the mounted screen, and a reset starts afresh).
 */
export function useRegistration(options: UseRegistrationOptions) {
  const { flow, startedFromCoordinates, showToast, onSubmit, onLeave } = options;
  const now = options.now ?? (() => new Date());
  const [state, dispatch] = useReducer(
    registrationReducer,
    { flow, startedFromCoordinates, isWide: isWideNow() },
    initialRegistrationState,
  );

  // Follow the screen width: map-select exists only on small screens (spec shell §4).
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_SCREEN_QUERY);
    const onChange = () => dispatch({ type: 'resize', isWide: query.matches });
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const next = () => {
    const result = validateStep(state, currentStep(state.wizard), now());
    if (!result.ok) {
      dispatch({ type: 'blocked', errors: stepFieldErrors(result) });
      showToast(validationToast(result));
      return;
    }
    if (pendingEffect(state, 'next') === 'submit') onSubmit(state);
    else dispatch({ type: 'next' });
  };

  const back = () => {
    if (pendingEffect(state, 'back') === 'go-home') onLeave();
    else dispatch({ type: 'back' });
  };

  const act = useCallback((action: RegistrationAction) => dispatch(action), []);
  const reset = useCallback(
    () =>
      dispatch({ type: 'reset', options: { flow, startedFromCoordinates, isWide: isWideNow() } }),
    [flow, startedFromCoordinates],
  );

  return { state, next, back, dispatch: act, reset };
}
