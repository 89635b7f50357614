import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from 'd3-scale';
import { useMemo, type Ref } from 'react';
import * as barCss from '../shared/BarChart.css';
import { chartColours } from '../shared/chartColours';
import { ChartFrame, ChartLegend } from '../shared/ChartFrame';
import { DataTable } from '../shared/DataTable';
import { DayFocusLayer } from './DayFocusLayer';
import { formatDay, formatShortDay } from '../shared/dateFormats';
import { defaultFormatValue } from '../shared/formatValue';
import { startOfUtcDay, toEpoch } from '../shared/time';
import { useMergedRef } from '../shared/mergeRefs';
import { useChartWidth } from '../shared/useChartWidth';
import type { ValueFormatter } from '../types';

/** A daily sum (spec analysis §9: the diagnose chart ranges are all daily sums). */
export interface DailySum {
  readonly date: Date | number | string;
  readonly value: number | null;
}

/** The three diagnose series in drawing order (spec analysis §4.5). */
export const DIAGNOSE_SERIES = ['actual', 'expected', 'potential'] as const;
export type DiagnoseSeries = (typeof DIAGNOSE_SERIES)[number];

/** Series names and colours of spec analysis §4.5: Actual (blue), Expected (amber), Potential (red). */
export const DIAGNOSE_SERIES_STYLE: Readonly<
  Record<DiagnoseSeries, { name: string; color: string }>
> = {
  actual: { name: 'Actual', color: chartColours.actual },
  expected: { name: 'Expected', color: chartColours.expected },
  potential: { name: 'Potential', color: chartColours.potential },
};

export interface DiagnoseChartProps {
  title: string;
  description?: string;
  /** Daily sums per series; a series left out is not drawn (the Actual tab shows Actual only). */
  actual?: readonly DailySum[];
  expected?: readonly DailySum[];
  potential?: readonly DailySum[];
  /** Unit of the sums, e.g. 'kWh'. */
  unit: string;
  emptyMessage: string;
  formatValue?: ValueFormatter;
  width?: number;
  height?: number;
  /** The chart's outer box. */
  ref?: Ref<HTMLDivElement>;
}

const MARGIN = { top: 12, right: 12, bottom: 32, left: 64 };

/** Daily sums of Actual, Expected and Potential as grouped bars, one group per day. */
export function DiagnoseChart(props: DiagnoseChartProps) {
  const { unit, height = 280, formatValue = defaultFormatValue } = props;
  const { ref: measured, width } = useChartWidth<HTMLDivElement>(props.width);
  const ref = useMergedRef(measured, props.ref);
  const present = DIAGNOSE_SERIES.filter((key) => props[key] !== undefined);

  const { actual, expected, potential } = props;
  const days = useMemo(() => {
    const byDay = new Map<number, Partial<Record<DiagnoseSeries, number>>>();
    const input = { actual, expected, potential };
    for (const key of DIAGNOSE_SERIES) {
      for (const sum of input[key] ?? []) {
        if (sum.value === null || !Number.isFinite(sum.value)) continue;
        const day = startOfUtcDay(toEpoch(sum.date));
        byDay.set(day, { ...byDay.get(day), [key]: sum.value });
      }
    }
    return [...byDay.entries()].sort((a, b) => a[0] - b[0]);
  }, [actual, expected, potential]);

  const innerWidth = Math.max(10, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(10, height - MARGIN.top - MARGIN.bottom);
  const x = scaleBand<number>()
    .domain(days.map(([d]) => d))
    .range([0, innerWidth])
    .paddingInner(0.2);
  const max = Math.max(0, ...days.flatMap(([, v]) => Object.values(v)));
  const y = scaleLinear()
    .domain([0, max || 1])
    .range([innerHeight, 0])
    .nice();
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(innerWidth / 70))));

  const description =
    props.description ??
    (days.length === 0
      ? props.emptyMessage
      : `Bar chart of daily sums in ${unit} from ${formatDay(days[0]![0])} to ${formatDay(days[days.length - 1]![0])}: ${present
          .map((key) => {
            const values = days.map(([, v]) => v[key]).filter((v): v is number => v !== undefined);
            const total = values.reduce((a, b) => a + b, 0);
            return `${DIAGNOSE_SERIES_STYLE[key].name} ${values.length} days, total ${formatValue(total, unit)}`;
          })
          .join('; ')}.`);

  return (
    <div ref={ref} style={{ width: props.width ?? '100%' }}>
      <ChartFrame
        title={props.title}
        description={description}
        isEmpty={days.length === 0}
        emptyMessage={props.emptyMessage}
        legend={<ChartLegend entries={present.map((key) => DIAGNOSE_SERIES_STYLE[key])} />}
        table={() => (
          <DataTable
            caption={`Daily sums (${unit})`}
            columns={['Day', ...present.map((key) => DIAGNOSE_SERIES_STYLE[key].name)]}
            rows={days.map(([day, v]) => [
              formatDay(day),
              ...present.map((key) => (v[key] === undefined ? '–' : formatValue(v[key], unit))),
            ])}
          />
        )}
      >
        {({ titleId, descriptionId }) => (
          <div style={{ position: 'relative' }}>
            <svg
              className={barCss.svg}
              width={width}
              height={height}
              role="img"
              aria-labelledby={titleId}
              aria-describedby={descriptionId}
            >
              <Group left={MARGIN.left} top={MARGIN.top}>
                {y.ticks(5).map((tick) => (
                  <line
                    key={tick}
                    x1={0}
                    x2={innerWidth}
                    y1={y(tick)}
                    y2={y(tick)}
                    stroke={chartColours.grid}
                  />
                ))}
                {days.map(([day, values]) => {
                  // Only the series with a sum that day share the day's band, so no gaps for absent series.
                  const shown = present.filter((key) => values[key] !== undefined);
                  const slot = x.bandwidth() / Math.max(1, shown.length);
                  return shown.map((key, i) => {
                    const value = values[key]!;
                    return (
                      <rect
                        key={`${day}-${key}`}
                        className={barCss.bar}
                        x={(x(day) ?? 0) + i * slot}
                        y={y(Math.max(0, value))}
                        width={Math.max(1, slot - (shown.length > 1 ? 1 : 0))}
                        height={Math.abs(y(value) - y(0))}
                        fill={DIAGNOSE_SERIES_STYLE[key].color}
                      />
                    );
                  });
                })}
                <AxisLeft
                  scale={y}
                  numTicks={5}
                  label={unit}
                  stroke={chartColours.axis}
                  tickStroke={chartColours.axis}
                  tickLabelProps={() => ({
                    fill: chartColours.mutedInk,
                    fontSize: 11,
                    textAnchor: 'end',
                    dx: -2,
                    dy: 3,
                  })}
                  labelProps={{ fill: chartColours.mutedInk, fontSize: 11, textAnchor: 'middle' }}
                  labelOffset={40}
                />
                <AxisBottom
                  top={innerHeight}
                  scale={x}
                  tickValues={days.map(([d]) => d).filter((_, i) => i % labelEvery === 0)}
                  tickFormat={(d) => formatShortDay(d)}
                  stroke={chartColours.axis}
                  tickStroke={chartColours.axis}
                  tickLabelProps={() => ({
                    fill: chartColours.mutedInk,
                    fontSize: 11,
                    textAnchor: 'middle',
                  })}
                />
              </Group>
            </svg>
            <DayFocusLayer
              width={width}
              height={height}
              left={MARGIN.left}
              top={MARGIN.top}
              innerHeight={innerHeight}
              days={days.map(([day]) => day)}
              x={x}
              labelledBy={titleId}
              describeDay={(i) => {
                const [day, values] = days[i]!;
                const figures = present
                  .filter((key) => values[key] !== undefined)
                  .map(
                    (key) =>
                      `${DIAGNOSE_SERIES_STYLE[key].name} ${formatValue(values[key]!, unit)}`,
                  );
                return `${formatDay(day)}: ${figures.join(', ')}`;
              }}
            />
          </div>
        )}
      </ChartFrame>
    </div>
  );
}
