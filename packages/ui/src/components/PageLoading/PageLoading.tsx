import type { ReactNode, Ref } from 'react';
import * as css from './PageLoading.css';

export const pageLoadingFills = ['screen', 'area'] as const;
export type PageLoadingFill = (typeof pageLoadingFills)[number];

export interface PageLoadingProps {
  /** What is loading, in the spec's words (e.g. analysisMessages' 'Loading your data...'). */
  label: string;
  /** A second line, e.g. RotatingMessages while a building is modelled. */
  detail?: ReactNode;
  /** 'screen' before any layout exists (the whole viewport); 'area' inside a page's content. */
  fill?: PageLoadingFill;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A page or area that is loading: a turning ring and its label, centred in the space the content
 * will take, announced politely once; not bare dots in a corner. Pure CSS, so a first page can
 * show it before any script of the screen has arrived.
 */
export function PageLoading({ label, detail, fill = 'screen', ref }: PageLoadingProps) {
  return (
    <div
      ref={ref}
      className={css.page({ fill })}
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-fill={fill}
    >
      <span className={css.spinner} aria-hidden="true" />
      <p className={css.label}>{label}</p>
      {detail ? <div className={css.detail}>{detail}</div> : null}
    </div>
  );
}
