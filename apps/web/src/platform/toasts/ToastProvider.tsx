import { ToastRegion, useToasts } from '@wattwise/ui';
import type { ToastSpec } from '@wattwise/domain';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const ToastContext = createContext<(toast: ToastSpec) => void>(() => undefined);

/**
 * One toast region for the app: at most one toast at a time, each for the duration domain's
 * toast rules give it (spec shell §4, §8, §9).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { toasts, show, dismiss } = useToasts();
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** Shows a toast built by packages/domain (e.g. deleteSiteFailedToast()). */
export function useShowToast(): (toast: ToastSpec) => void {
  return useContext(ToastContext);
}
