import type { ReactNode } from 'react';
import type { Tone } from '../../tokens/tokens';
import { badge } from './Badge.css';

export interface BadgeProps {
  children: ReactNode;
  tone?: Tone;
}

/** A short status label ('Free Trial', 'Demo', event statuses); its text carries the meaning. */
export function Badge({ children, tone = 'neutral' }: BadgeProps) {
  return <span className={badge({ tone })}>{children}</span>;
}
