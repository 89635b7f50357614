import type { ReactNode } from 'react';
import * as css from './Page.css';

export interface PageProps {
  /** The Header, and any banners, above the content. */
  header?: ReactNode;
  /** The page title (a level-1 heading). */
  title?: ReactNode;
  /** Controls beside the title, e.g. 'New Site'. */
  titleActions?: ReactNode;
  children: ReactNode;
}

/** A full-screen page without navigation (home, registration, not-found): header and content. */
export function Page({ header, title, titleActions, children }: PageProps) {
  return (
    <div className={css.page}>
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
}

/** Cards as a list: a responsive grid, or one per row. Each child should be an `li`. */
export function CardGrid({ layout = 'grid', children, ...aria }: CardGridProps) {
  return (
    <ul className={css.grid} data-layout={layout} aria-label={aria['aria-label']}>
      {children}
    </ul>
  );
}

/** The box a map fills on a page (height for a map that has no height of its own). */
export function MapArea({ children }: { children: ReactNode }) {
  return <div className={css.mapArea}>{children}</div>;
}
