import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import type { ScaleLinear, ScaleTime } from 'd3-scale';
import { memo, useId } from 'react';
import { chartColours } from '../shared/chartColours';
import type { VisibleSeries } from './seriesColumns';
import type { TimeTick } from './timeAxis';
import * as css from './TimeSeriesChart.css';

export interface TimeSeriesDrawingProps {
  width: number;
  height: number;
  left: number;
  top: number;
  innerWidth: number;
  innerHeight: number;
  x: ScaleTime<number, number>;
  yByUnit: ReadonlyMap<string, ScaleLinear<number, number>>;
  units: readonly string[];
  visible: readonly VisibleSeries[];
  paths: readonly string[];
  ticks: readonly TimeTick[];
  titleId: string;
  descriptionId: string;
}

const AXIS_FONT = { fill: chartColours.mutedInk, fontSize: 11, fontFamily: 'inherit' } as const;

/**
 * The still part of the time-series chart: grid, lines and axes. Memoised, so moving the pointer
 * or the keyboard focus never re-renders (or repaints) thousands of path segments.
 */
export const TimeSeriesDrawing = memo(function TimeSeriesDrawing(props: TimeSeriesDrawingProps) {
  const { width, height, innerWidth, innerHeight, x, yByUnit, units, visible, paths, ticks } =
    props;
  const clipId = useId();
  return (
    <svg
      className={css.svg}
      width={width}
      height={height}
      role="img"
      aria-labelledby={props.titleId}
      aria-describedby={props.descriptionId}
    >
      <Group left={props.left} top={props.top}>
        {yByUnit
          .get(units[0] ?? '')
          ?.ticks(5)
          .map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={innerWidth}
              y1={yByUnit.get(units[0]!)!(tick)}
              y2={yByUnit.get(units[0]!)!(tick)}
              stroke={chartColours.grid}
              aria-hidden="true"
            />
          ))}
        <clipPath id={clipId}>
          <rect width={innerWidth} height={innerHeight} />
        </clipPath>
        {visible.map((v, s) => (
          <path
            clipPath={`url(#${clipId})`}
            key={v.series.id}
            d={paths[s]}
            fill="none"
            stroke={v.series.color}
            strokeWidth={1.5}
            strokeDasharray={v.series.lineStyle === 'dashed' ? '6 4' : undefined}
            strokeLinejoin="round"
            aria-hidden="true"
          />
        ))}
        <g aria-hidden="true">
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={ticks.map((t) => new Date(t.value))}
            tickFormat={(_, i) => ticks[i]?.label ?? ''}
            stroke={chartColours.axis}
            tickStroke={chartColours.axis}
            tickLabelProps={() => ({ ...AXIS_FONT, textAnchor: 'middle' as const })}
          />
          {units[0] ? (
            <AxisLeft
              scale={yByUnit.get(units[0])!}
              numTicks={5}
              label={units[0]}
              stroke={chartColours.axis}
              tickStroke={chartColours.axis}
              tickLabelProps={() => ({ ...AXIS_FONT, textAnchor: 'end' as const, dx: -2, dy: 3 })}
              labelProps={{ ...AXIS_FONT, textAnchor: 'middle' }}
              labelOffset={34}
            />
          ) : null}
          {units[1] ? (
            <AxisRight
              left={innerWidth}
              scale={yByUnit.get(units[1])!}
              numTicks={5}
              label={units[1]}
              stroke={chartColours.axis}
              tickStroke={chartColours.axis}
              tickLabelProps={() => ({
                ...AXIS_FONT,
                textAnchor: 'start' as const,
                dx: 2,
                dy: 3,
              })}
              labelProps={{ ...AXIS_FONT, textAnchor: 'middle' }}
              labelOffset={30}
            />
          ) : null}
        </g>
      </Group>
    </svg>
  );
});
