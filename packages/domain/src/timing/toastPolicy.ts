/** Toast policy. Spec shell §4 "Toasts: at most one at a time", §8, §9; analysis §9. */
export const TOAST_POLICY = {
  /** At most one toast at a time. */
  limit: 1,
  /** Error and validation toasts last 5 s. */
  errorDurationMs: 5_000,
  /** 'Registration error' toasts last 10 s. */
  registrationErrorDurationMs: 10_000,
  /** Delay before a dismissed toast is removed from memory. */
  removeDelayMs: 1_000_000,
} as const;

/** Visual variant of a toast: destructive for errors (spec shell §4, §8). */
type ToastVariant = 'default' | 'destructive';

/** A toast to show. */
export interface ToastSpec {
  title: string;
  description: string;
  variant: ToastVariant;
  durationMs: number;
}

/**
 * Adds a toast to the visible list under the limit of one: the newest replaces the older
 * (spec shell §4 "Toasts: at most one at a time", §9 "Toast limit 1").
 */
export function pushToast<T>(
  visible: readonly T[],
  toast: T,
  limit: number = TOAST_POLICY.limit,
): T[] {
  return [toast, ...visible].slice(0, limit);
}

/** Destructive 5 s error toast (spec shell §8 "Delete site fails", "Wizard step validation"). */
export function errorToast(title: string, description: string): ToastSpec {
  return { title, description, variant: 'destructive', durationMs: TOAST_POLICY.errorDurationMs };
}
