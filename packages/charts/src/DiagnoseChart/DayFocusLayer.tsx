import { localPoint } from '@visx/event';
import type { ScaleBand } from 'd3-scale';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { chartColours } from '../shared/chartColours';
import { visuallyHidden } from '../shared/ChartFrame.css';
import { movePoint } from '../TimeSeriesChart/pointNavigation';
import * as css from '../TimeSeriesChart/TimeSeriesChart.css';

export interface DayFocusLayerProps {
  width: number;
  height: number;
  left: number;
  top: number;
  innerHeight: number;
  days: readonly number[];
  x: ScaleBand<number>;
  /** The day's figures in words, e.g. 'Mon, 3 Oct 2022: Actual 2.83 kWh'. */
  describeDay: (index: number) => string;
  labelledBy: string;
}

/** Keys the day layer answers to (announced in its label). */
const DAY_KEYS_HELP =
  'Arrow keys move between days, Page Up and Page Down jump, Home and End go to the ends.';

/**
 * Keyboard and pointer access to the days of a bar chart, on its own layer over the drawing:
 * one tab stop, arrow keys between days, the day's figures announced and highlighted.
 */
export function DayFocusLayer(props: DayFocusLayerProps) {
  const { days, x } = props;
  const [active, setActive] = useState<number | null>(null);
  const label = active === null ? '' : props.describeDay(active);
  const tooltip = useRef<HTMLDivElement>(null);
  const [tooltipWidth, setTooltipWidth] = useState(0);
  useLayoutEffect(() => setTooltipWidth(tooltip.current?.offsetWidth ?? 0), [label]);

  const onKeyDown = (event: KeyboardEvent<SVGRectElement>) => {
    if (event.key === 'Escape') {
      setActive(null);
      return;
    }
    const next = movePoint(active === null ? null : { series: 0, index: active }, event.key, [
      days.length,
    ]);
    if (next) {
      event.preventDefault();
      setActive(next.index);
    }
  };

  const dayAt = (px: number) => {
    const step = x.step();
    const index = Math.floor((px - (x(days[0] ?? 0) ?? 0) + (step - x.bandwidth()) / 2) / step);
    return Math.min(days.length - 1, Math.max(0, index));
  };

  const band = active === null ? undefined : x(days[active]!);
  return (
    <>
      <svg
        className={css.overlay}
        width={props.width}
        height={props.height}
        role="group"
        aria-labelledby={props.labelledBy}
      >
        <g transform={`translate(${props.left}, ${props.top})`}>
          {band !== undefined ? (
            <rect
              x={band - 2}
              y={-2}
              width={x.bandwidth() + 4}
              height={props.innerHeight + 4}
              fill={chartColours.focus}
              fillOpacity={0.08}
              stroke={chartColours.focus}
              strokeWidth={1.5}
              pointerEvents="none"
              aria-hidden="true"
            />
          ) : null}
          <rect
            className={css.pointLayer}
            width={Math.max(0, x.range()[1] ?? 0)}
            height={props.innerHeight}
            fill="transparent"
            tabIndex={0}
            role="application"
            aria-roledescription="daily bars"
            aria-label={`${DAY_KEYS_HELP}${label ? ` Current day: ${label}.` : ''}`}
            onKeyDown={onKeyDown}
            onBlur={() => setActive(null)}
            onPointerMove={(event) => {
              const p = localPoint(event);
              if (p) setActive(dayAt(p.x - props.left));
            }}
            onPointerLeave={() => setActive(null)}
          />
        </g>
      </svg>
      <div className={visuallyHidden} aria-live="polite">
        {label}
      </div>
      {band !== undefined ? (
        <div
          ref={tooltip}
          className={css.tooltip}
          aria-hidden="true"
          style={{
            // Right of the day when it fits, else left of it, never outside the chart.
            transform: `translate(${Math.max(
              0,
              props.left + band + x.bandwidth() + 8 + tooltipWidth <= props.width
                ? props.left + band + x.bandwidth() + 8
                : Math.min(props.left + band - 8 - tooltipWidth, props.width - tooltipWidth),
            )}px, ${props.top}px)`,
            whiteSpace: 'normal',
            maxWidth: Math.max(160, props.width - 16),
          }}
        >
          {label}
        </div>
      ) : null}
    </>
  );
}
