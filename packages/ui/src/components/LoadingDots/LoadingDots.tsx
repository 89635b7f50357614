import { useEffect, useState, type Ref } from 'react';
import { LOADING_DOTS_INTERVAL_MS, loadingDotsText, nextLoadingDots } from '@wattwise/domain';
import { dots, loading } from './LoadingDots.css';

export interface LoadingDotsProps {
  /** What is loading, read by screen readers and shown before the dots. */
  label: string;
  /** Hide the label visually (dots only), e.g. inside a chat bubble. */
  hideLabel?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

/** Animated dots: one more every 500 ms, back to none at 40 (spec §9, packages/domain). */
export function LoadingDots({ label, hideLabel = false, ref }: LoadingDotsProps) {
  const [count, setCount] = useState(1);
  useEffect(() => {
    const timer = setInterval(() => setCount(nextLoadingDots), LOADING_DOTS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <span ref={ref} className={loading} role="status" aria-label={hideLabel ? label : undefined}>
      {hideLabel ? null : label}
      <span className={dots} aria-hidden="true" data-count={count}>
        {loadingDotsText(count)}
      </span>
    </span>
  );
}
