import { useCallback, useEffect, useState, type Ref } from 'react';
import { pushToast, type ToastSpec } from '@wattwise/domain';
import { Icon } from '../IconButton/icons';
import * as css from './Toast.css';

export interface ShownToast extends ToastSpec {
  id: number;
}

let nextId = 1;

/**
 * Toasts follow packages/domain's TOAST_POLICY: at most one is shown (a new one replaces it),
 * each for its own duration (error 5 s, registration error 10 s).
 */
export function useToasts() {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback(
    (toast: ToastSpec) => setToasts((visible) => pushToast(visible, { ...toast, id: nextId++ })),
    [],
  );
  const dismiss = useCallback(
    (id: number) => setToasts((visible) => visible.filter((t) => t.id !== id)),
    [],
  );
  return { toasts, show, dismiss };
}

export interface ToastRegionProps {
  toasts: readonly ShownToast[];
  onDismiss: (id: number) => void;
  closeLabel?: string;
  /** Accessible name of the region. */
  label?: string;
  ref?: Ref<HTMLElement>;
}

function ToastItem({
  toast,
  onDismiss,
  closeLabel,
}: {
  toast: ShownToast;
  onDismiss: (id: number) => void;
  closeLabel: string;
}) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);
  return (
    <div
      className={css.toast}
      data-variant={toast.variant}
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
    >
      <div className={css.content}>
        <span className={css.title}>{toast.title}</span>
        <span>{toast.description}</span>
      </div>
      <button
        type="button"
        className={css.close}
        aria-label={closeLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

/** Where toasts appear (bottom right); the app renders one region and feeds it `useToasts`. */
export function ToastRegion({
  toasts,
  onDismiss,
  closeLabel = 'Dismiss',
  label = 'Notifications',
  ref,
}: ToastRegionProps) {
  return (
    <section ref={ref} className={css.region} aria-label={label}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} closeLabel={closeLabel} />
      ))}
    </section>
  );
}
