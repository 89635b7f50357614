import { numberFormatter, type Granularity } from '@wattwise/domain';
import { useMemo, useState, type ReactNode, type Ref } from 'react';
import { ChartFrame, ChartLegend } from '../shared/ChartFrame';
import { DataTable } from '../shared/DataTable';
import { formatDateTime } from '../shared/dateFormats';
import { defaultFormatValue } from '../shared/formatValue';
import { nearestIndex } from '../shared/time';
import { useMergedRef } from '../shared/mergeRefs';
import { useChartWidth } from '../shared/useChartWidth';
import type { DateRange, Intervention, StimulusMap, TimeSeries, ValueFormatter } from '../types';
import { DateRangeControl } from './DateRangeControl';
import { hasReadingIn, toColumns, visibleSeries, type VisibleSeries } from './seriesColumns';
import { unitOf } from './seriesUnits';
import { TimeSeriesPlot } from './TimeSeriesPlot';

/** Numbers of readings, '12,345'. */
const count = numberFormatter();

export interface TimeSeriesChartProps {
  /** Visible title and accessible name. */
  title: string;
  /** Accessible description; a summary of the series and the window is written when omitted. */
  description?: string;
  series: readonly TimeSeries[];
  /** Label and unit per stimulus (spec analysis §3). */
  stimulusMap: StimulusMap;
  /** Text shown when no series has a reading in the window (pass a spec text from @wattwise/domain). */
  emptyMessage: string;
  /**
   * The series of this window could not load: shown in place of the plot (e.g. ui's ErrorState)
   * while the date range and granularity stay, so another window can be tried.
   */
  failure?: ReactNode;
  /** The visible window (controlled). */
  range?: DateRange;
  /** The first visible window when uncontrolled; the whole data by default. */
  defaultRange?: DateRange;
  onRangeChange?: (range: DateRange) => void;
  /** Hides the date-range control (e.g. where the page has its own). */
  hideDateRangeControl?: boolean;
  /** Granularity select beside the dates, shown when onGranularityChange is given. */
  granularity?: Granularity;
  /** The options, e.g. granularityOptions(dataFrequency) from @wattwise/domain. */
  granularities?: readonly Granularity[];
  onGranularityChange?: (granularity: Granularity) => void;
  interventions?: readonly Intervention[];
  /** A click or Enter on an intervention marker (or a cluster of them). */
  onInterventionSelect?: (interventions: readonly Intervention[]) => void;
  /** A double-click (or Enter) on a point: its date and series (spec analysis §2.5). */
  onPointDoubleClick?: (date: Date, seriesId: string) => void;
  formatValue?: ValueFormatter;
  /** Fixed width in px; the container's width when omitted. */
  width?: number;
  height?: number;
  /** The chart's outer box. */
  ref?: Ref<HTMLDivElement>;
}

const NO_INTERVENTIONS: readonly Intervention[] = [];
/** Stands in for the window when there is none (nothing is drawn then). */
const NO_WINDOW: DateRange = { from: 0, to: 1 };

/**
 * Line series per stimulus over time (spec analysis §2.7): a date range control, a time axis for
 * every granularity, tooltip, keyboard-reachable points, intervention markers that cluster under
 * 20 px, and double-click on a point. Each series is downsampled with LTTB to the pixels
 * available, so a year of half-hourly readings draws as fast as a month.
 */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { series, stimulusMap, height = 320, formatValue = defaultFormatValue } = props;
  const { ref: measured, width } = useChartWidth<HTMLDivElement>(props.width);
  const ref = useMergedRef(measured, props.ref);
  const columns = useMemo(() => series.map(toColumns), [series]);
  const bounds = useMemo(() => dataBounds(columns), [columns]);
  const [ownRange, setOwnRange] = useState<DateRange | null>(props.defaultRange ?? null);
  // With no readings and no window from the page there is no period to show or to pick from.
  const period = props.range ?? ownRange ?? bounds;
  const range = period ?? NO_WINDOW;
  const setRange = (next: DateRange) => {
    if (!props.range) setOwnRange(next);
    props.onRangeChange?.(next);
  };

  // One point per horizontal pixel of the plot is all a line can show.
  const maxPoints = Math.max(2, Math.round(width));
  const visible = useMemo(
    () => columns.map((c) => visibleSeries(c, range.from, range.to, maxPoints)),
    [columns, range.from, range.to, maxPoints],
  );
  const withData = visible.filter((v) => hasReadingIn(v, range.from, range.to));
  const isEmpty = withData.length === 0;

  const description =
    props.description ??
    describeWindow(
      visible,
      stimulusMap,
      period,
      formatValue,
      isEmpty ? props.emptyMessage : undefined,
    );

  return (
    <div ref={ref} style={{ width: props.width ?? '100%' }}>
      <ChartFrame
        title={props.title}
        description={description}
        isEmpty={isEmpty}
        emptyMessage={props.emptyMessage}
        failure={props.failure}
        controls={
          props.hideDateRangeControl || !period ? null : (
            <DateRangeControl
              range={period}
              bounds={bounds ?? period}
              onChange={setRange}
              granularity={props.granularity}
              granularities={props.granularities}
              onGranularityChange={props.onGranularityChange}
            />
          )
        }
        legend={
          <ChartLegend
            entries={series.map((s) => ({
              name: s.name,
              color: s.color,
              dashed: s.lineStyle === 'dashed',
            }))}
          />
        }
        table={() => (
          <SeriesTable visible={visible} stimulusMap={stimulusMap} formatValue={formatValue} />
        )}
      >
        {({ titleId, descriptionId }) => (
          <TimeSeriesPlot
            width={width}
            height={height}
            range={range}
            visible={visible}
            stimulusMap={stimulusMap}
            formatValue={formatValue}
            titleId={titleId}
            descriptionId={descriptionId}
            interventions={props.interventions ?? NO_INTERVENTIONS}
            onInterventionSelect={props.onInterventionSelect}
            onPointDoubleClick={props.onPointDoubleClick}
          />
        )}
      </ChartFrame>
    </div>
  );
}

/** The span of all readings; null when there are none. */
function dataBounds(columns: readonly { x: Float64Array }[]): DateRange | null {
  let from = Infinity;
  let to = -Infinity;
  for (const c of columns) {
    if (c.x.length === 0) continue;
    from = Math.min(from, c.x[0]!);
    to = Math.max(to, c.x[c.x.length - 1]!);
  }
  if (!Number.isFinite(from)) return null;
  return from === to ? { from: from - 3_600_000, to: to + 3_600_000 } : { from, to };
}

/** A message as a sentence: a full stop added only when it has none. */
const asSentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

function describeWindow(
  visible: readonly VisibleSeries[],
  stimulusMap: StimulusMap,
  range: DateRange | null,
  formatValue: ValueFormatter,
  emptyMessage: string | undefined,
): string {
  if (!range) return `Line chart. ${asSentence(emptyMessage ?? '')}`.trim();
  const window = `from ${formatDateTime(range.from)} to ${formatDateTime(range.to)}`;
  if (emptyMessage !== undefined) return `Line chart ${window}. ${asSentence(emptyMessage)}`;
  const parts = visible.map((v) => {
    // every reading of the window, so the figures do not change with the chart's width
    const unit = unitOf(v, stimulusMap);
    return v.peak
      ? `${v.series.name} (${unit}), ${count(v.readingsInWindow)} readings, highest ${formatValue(v.peak.value, unit)} at ${formatDateTime(v.peak.at)}`
      : `${v.series.name}: no readings`;
  });
  return `Line chart ${window}. ${parts.join('; ')}.`;
}

function SeriesTable(props: {
  visible: readonly VisibleSeries[];
  stimulusMap: StimulusMap;
  formatValue: ValueFormatter;
}) {
  const first = props.visible.find((v) => v.x.length > 0);
  if (!first) return null;
  const total = props.visible.reduce((n, v) => Math.max(n, v.readingsInWindow), 0);
  const rows = Array.from(first.x, (t) => {
    const cells = props.visible.map((v) => {
      const i = nearestIndex(v.x, t);
      const value = i === -1 ? Number.NaN : v.y[i]!;
      return Number.isNaN(value) ? '–' : props.formatValue(value, unitOf(v, props.stimulusMap));
    });
    return [formatDateTime(t), ...cells] as const;
  });
  const caption =
    first.x.length < total
      ? `${count(rows.length)} of ${count(total)} readings, chosen to keep the peaks`
      : `${count(rows.length)} readings`;
  return (
    <DataTable
      caption={caption}
      columns={['Time', ...props.visible.map((v) => v.series.name)]}
      rows={rows}
    />
  );
}
