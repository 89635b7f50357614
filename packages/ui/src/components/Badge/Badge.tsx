import type { ReactNode, Ref } from 'react';
import type { Tone } from '../../tokens/tokens';
import { badge } from './Badge.css';

export interface BadgeProps {
  children: ReactNode;
  tone?: Tone;
  ref?: Ref<HTMLSpanElement>;
}

/** A short status label ('Free Trial', 'Demo', event statuses); its text carries the meaning. */
export function Badge({ children, tone = 'neutral', ref }: BadgeProps) {
  return (
    <span ref={ref} className={badge({ tone })}>
      {children}
    </span>
  );
}
