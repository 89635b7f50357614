import type { Ref } from 'react';
import { skeleton } from './Skeleton.css';

export interface SkeletonProps {
  /** CSS width, e.g. '60%' or 120. */
  width?: number | string;
  height?: number | string;
  radius?: 'sm' | 'md' | 'full';
  ref?: Ref<HTMLSpanElement>;
}

/** A grey placeholder while content loads; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = 16, radius = 'sm', ref }: SkeletonProps) {
  return (
    <span ref={ref} className={skeleton({ radius })} style={{ width, height }} aria-hidden="true" />
  );
}
