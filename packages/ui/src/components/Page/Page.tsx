import type { ReactNode, Ref } from 'react';
import * as css from './Page.css';

export interface PageProps {
  /** The Header, and any banners, above the content. */
  header?: ReactNode;
  /** The page title (a level-1 heading). */
  title?: ReactNode;
  /** Controls beside the title, e.g. 'New Site'. */
  titleActions?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A full-screen page without navigation (home, registration, not-found): header and content. */
export function Page({ header, title, titleActions, children, ref }: PageProps) {
  return (
    <div ref={ref} className={css.page}>
      {header}
      <main className={css.content}>
        {title || titleActions ? (
          <div className={css.titleRow}>
            {title ? <h1 className={css.title}>{title}</h1> : <span />}
            {titleActions}
          </div>
        ) : null}
        {children}
      </main>
    </div>
  );
}

export interface CardGridProps {
  layout?: 'grid' | 'list';
  'aria-label': string;
  children: ReactNode;
  ref?: Ref<HTMLUListElement>;
}

/** Cards as a list: a responsive grid, or one per row. Each child should be an `li`. */
export function CardGrid({ layout = 'grid', children, ref, ...aria }: CardGridProps) {
  return (
    <ul ref={ref} className={css.grid} data-layout={layout} aria-label={aria['aria-label']}>
      {children}
    </ul>
  );
}

/** The box a map fills on a page (height for a map that has no height of its own). */
export function MapArea({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className={css.mapArea}>
      {children}
    </div>
  );
}
