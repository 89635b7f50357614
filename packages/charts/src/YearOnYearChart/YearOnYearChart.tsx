import { useId, type Ref } from 'react';
import { chartColours } from '../shared/chartColours';
import * as css from './YearOnYearChart.css';

/** One period of the chart: its label, this year's value and the same period a year before. */
export interface YearOnYearPoint {
  label: string;
  value: number;
  previous: number;
}

export interface YearOnYearChartProps {
  title: string;
  points: readonly YearOnYearPoint[];
  /** Names of the two bars, e.g. 'Last 12 months' and 'The 12 months before'. */
  currentLabel: string;
  previousLabel: string;
  /** A value as people read it, with its unit. */
  formatValue: (value: number) => string;
  ref?: Ref<HTMLElement>;
}

const WIDTH = 720;
const HEIGHT = 240;
const TOP = 12;
const BOTTOM = 2;
const LEFT = 8;

/**
 * Paired bars per period: this year beside the year before (hatched, so the pair is told apart
 * without colour). The bars scale to the container's width; the periods' labels stay at 12 px
 * (every other one below 480 px); a table of the same figures is read to screen readers.
 */
export function YearOnYearChart({
  title,
  points,
  currentLabel,
  previousLabel,
  formatValue,
  ref,
}: YearOnYearChartProps) {
  const hatch = `year-before-${useId().replace(/:/g, '')}`;
  const largest = Math.max(1, ...points.flatMap((point) => [point.value, point.previous]));
  const slot = (WIDTH - LEFT) / Math.max(1, points.length);
  const bar = Math.max(2, slot / 2 - 3);
  const plot = HEIGHT - TOP - BOTTOM;
  const heightOf = (value: number) => (Math.max(0, value) / largest) * plot;
  return (
    <figure className={css.root} ref={ref} aria-label={title}>
      <figcaption className={css.title}>{title}</figcaption>
      <svg
        className={css.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${title}: ${currentLabel} beside ${previousLabel}`}
      >
        <defs>
          <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse">
            <rect width="6" height="6" fill={chartColours.grid} />
            <path d="M0 6 L6 0" stroke={chartColours.axis} strokeWidth="1.5" />
          </pattern>
        </defs>
        <line
          x1={LEFT}
          x2={WIDTH}
          y1={HEIGHT - BOTTOM}
          y2={HEIGHT - BOTTOM}
          stroke={chartColours.axis}
        />
        {points.map((point, index) => {
          const x = LEFT + index * slot;
          return (
            <g key={point.label}>
              <rect
                x={x + 2}
                y={HEIGHT - BOTTOM - heightOf(point.previous)}
                width={bar}
                height={heightOf(point.previous)}
                fill={`url(#${hatch})`}
                stroke={chartColours.axis}
              />
              <rect
                x={x + 2 + bar + 2}
                y={HEIGHT - BOTTOM - heightOf(point.value)}
                width={bar}
                height={heightOf(point.value)}
                fill={chartColours.actual}
              />
            </g>
          );
        })}
      </svg>
      {/* The periods' labels are text at the page's size, not drawn in the scaled drawing, so a
          phone's width never shrinks them; a narrow chart names every other period. */}
      <ol className={css.labels} aria-hidden style={{ paddingLeft: `${(LEFT / WIDTH) * 100}%` }}>
        {points.map((point) => (
          <li key={point.label} className={css.label}>
            {point.label}
          </li>
        ))}
      </ol>
      <ul className={css.legend}>
        <li>
          <span className={`${css.swatch} ${css.swatchCurrent}`} aria-hidden />
          {currentLabel}
        </li>
        <li>
          <span className={`${css.swatch} ${css.swatchPrevious}`} aria-hidden />
          {previousLabel}
        </li>
      </ul>
      <table className={css.hidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">{currentLabel}</th>
            <th scope="col">{previousLabel}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{formatValue(point.value)}</td>
              <td>{formatValue(point.previous)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
