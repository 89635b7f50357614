import { useId, useState, type ReactNode, type Ref } from 'react';
import * as css from './ChartFrame.css';

export interface ChartFrameProps {
  /** Visible title and accessible name of the chart. */
  title: string;
  /** Accessible description: what the chart shows, in words. */
  description: string;
  /** Shown instead of the chart when there is nothing to draw (a spec empty-state text). */
  emptyMessage?: string | undefined;
  isEmpty: boolean;
  /**
   * Shown instead of the drawing when its data could not load (e.g. ui's ErrorState): the
   * controls stay, so the user can pick another window rather than meet a dead end.
   */
  failure?: ReactNode;
  /** Controls beside the title (date range, granularity). */
  controls?: ReactNode;
  legend?: ReactNode;
  /** The drawing; receives the id of the description for aria-describedby. */
  children: (ids: { titleId: string; descriptionId: string }) => ReactNode;
  /** The data-table alternative, rendered only while it is open. */
  table?: () => ReactNode;
  tableLabel?: string;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** Title, description, legend, empty state and data-table alternative shared by every chart. */
export function ChartFrame(props: ChartFrameProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <figure
      ref={props.ref}
      className={[css.frame, props.className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <div className={css.header}>
        <figcaption id={titleId} className={css.title}>
          {props.title}
        </figcaption>
        {props.controls}
      </div>
      <p id={descriptionId} className={css.description}>
        {props.description}
      </p>
      {props.failure ? (
        props.failure
      ) : props.isEmpty ? (
        <div className={css.empty} role="status">
          {props.emptyMessage}
        </div>
      ) : (
        <>
          {props.legend}
          {props.children({ titleId, descriptionId })}
          {props.table ? (
            <DataTableDetails label={props.tableLabel ?? 'Show data table'} render={props.table} />
          ) : null}
        </>
      )}
    </figure>
  );
}

function DataTableDetails({ label, render }: { label: string; render: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={css.details} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={css.summary}>{label}</summary>
      {open ? (
        // A scrolling region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
        <div className={css.tableScroll} role="region" aria-label={label} tabIndex={0}>
          {render()}
        </div>
      ) : null}
    </details>
  );
}

export interface LegendEntry {
  readonly name: string;
  readonly color: string;
  readonly dashed?: boolean | undefined;
}

/** The series names beside their colours: colour is never the only carrier of meaning. */
export function ChartLegend({ entries }: { entries: readonly LegendEntry[] }) {
  return (
    <ul className={css.legend} aria-label="Legend">
      {entries.map((entry) => (
        <li key={entry.name} className={css.legendItem}>
          <span
            aria-hidden="true"
            className={[css.swatch, entry.dashed ? css.dashedSwatch : ''].join(' ')}
            style={{ backgroundColor: entry.color, color: entry.color }}
          />
          {entry.name}
        </li>
      ))}
    </ul>
  );
}
