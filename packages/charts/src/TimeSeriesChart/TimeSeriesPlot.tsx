import { localPoint } from '@visx/event';
import { Group } from '@visx/group';
import { scaleLinear, scaleUtc, type ScaleLinear } from 'd3-scale';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { chartColours } from '../shared/chartColours';
import { visuallyHidden } from '../shared/ChartFrame.css';
import { formatDateTime } from '../shared/dateFormats';
import { nearestIndex } from '../shared/time';
import type { DateRange, Intervention, StimulusMap, ValueFormatter } from '../types';
import { InterventionMarkers, MARKER_ROW_HEIGHT } from './InterventionMarkers';
import { movePoint, POINT_KEYS_HELP, type ActivePoint } from './pointNavigation';
import { linePath, type VisibleSeries } from './seriesColumns';
import { PointTooltip } from './PointTooltip';
import { unitOf, unitsInOrder } from './seriesUnits';
import { timeTicks } from './timeAxis';
import { TimeSeriesDrawing } from './TimeSeriesDrawing';
import * as css from './TimeSeriesChart.css';

export interface TimeSeriesPlotProps {
  width: number;
  height: number;
  range: DateRange;
  visible: readonly VisibleSeries[];
  stimulusMap: StimulusMap;
  formatValue: ValueFormatter;
  titleId: string;
  descriptionId: string;
  interventions: readonly Intervention[];
  onInterventionSelect?: ((interventions: readonly Intervention[]) => void) | undefined;
  onPointDoubleClick?: ((date: Date, seriesId: string) => void) | undefined;
}

const MARGIN = { top: 12, left: 56, bottom: 28 + MARKER_ROW_HEIGHT };

/** The drawing of TimeSeriesChart: axes, lines, intervention markers, tooltip and point focus. */
export function TimeSeriesPlot(props: TimeSeriesPlotProps) {
  const { width, height, range, visible, stimulusMap, formatValue } = props;
  const units = useMemo(() => unitsInOrder(visible, stimulusMap), [visible, stimulusMap]);
  const margin = { ...MARGIN, right: units.length > 1 ? 56 : 16 };
  const innerWidth = Math.max(10, width - margin.left - margin.right);
  const innerHeight = Math.max(10, height - margin.top - margin.bottom);
  const [active, setActive] = useState<ActivePoint | null>(null);
  const [pointer, setPointer] = useState(false);
  const layerId = useId();

  const x = useMemo(
    () => scaleUtc().domain([range.from, range.to]).range([0, innerWidth]),
    [range, innerWidth],
  );
  const yByUnit = useMemo(() => {
    const scales = new Map<string, ScaleLinear<number, number>>();
    for (const unit of units) {
      let min = 0;
      let max = 0;
      for (const v of visible) {
        if (unitOf(v, stimulusMap) !== unit) continue;
        for (let i = 0; i < v.y.length; i++) {
          const value = v.y[i]!;
          if (value < min) min = value;
          if (value > max) max = value;
        }
      }
      scales.set(
        unit,
        scaleLinear()
          .domain([min, max === min ? min + 1 : max])
          .range([innerHeight, 0])
          .nice(),
      );
    }
    return scales;
  }, [units, visible, stimulusMap, innerHeight]);

  const yOf = (v: VisibleSeries) => yByUnit.get(unitOf(v, stimulusMap))!;
  const paths = useMemo(
    () =>
      visible.map((v) => {
        const y = yByUnit.get(unitOf(v, stimulusMap))!;
        return linePath(
          v.x,
          v.y,
          (t) => x(t),
          (value) => y(value),
        );
      }),
    [visible, x, yByUnit, stimulusMap],
  );

  const ticks = useMemo(() => timeTicks(x, innerWidth), [x, innerWidth]);
  const lengths = visible.map((v) => v.x.length);
  const activeSeries = active ? visible[active.series] : undefined;
  const activeTime = active && activeSeries ? activeSeries.x[active.index] : undefined;
  const activeValue = active && activeSeries ? activeSeries.y[active.index] : undefined;
  const activeLabel =
    activeSeries && activeTime !== undefined && activeValue !== undefined
      ? `${activeSeries.series.name}, ${formatDateTime(activeTime)}: ${
          Number.isNaN(activeValue)
            ? 'no reading'
            : formatValue(activeValue, unitOf(activeSeries, stimulusMap))
        }`
      : '';

  const pickNearest = (px: number, py: number): ActivePoint | null => {
    const time = x.invert(px).getTime();
    let best: ActivePoint | null = null;
    let bestDistance = Infinity;
    visible.forEach((v, s) => {
      const i = nearestIndex(v.x, time);
      if (i === -1 || Number.isNaN(v.y[i]!)) return;
      const dx = x(v.x[i]!) - px;
      const dy = yOf(v)(v.y[i]!) - py;
      const distance = dx * dx + dy * dy;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = { series: s, index: i };
      }
    });
    return best;
  };

  const openActive = (point: ActivePoint | null) => {
    const v = point ? visible[point.series] : undefined;
    if (!point || !v || !props.onPointDoubleClick) return;
    props.onPointDoubleClick(new Date(v.x[point.index]!), v.series.id);
  };

  const onKeyDown = (event: KeyboardEvent<SVGRectElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openActive(active);
      return;
    }
    if (event.key === 'Escape') {
      setActive(null);
      return;
    }
    const next = movePoint(active, event.key, lengths);
    if (next) {
      event.preventDefault();
      setPointer(false);
      setActive(next);
    }
  };

  const activeX = activeTime !== undefined ? x(activeTime) : 0;
  const activeY =
    activeSeries && activeValue !== undefined && !Number.isNaN(activeValue)
      ? yOf(activeSeries)(activeValue)
      : 0;

  return (
    <div style={{ position: 'relative' }}>
      <TimeSeriesDrawing
        width={width}
        height={height}
        left={margin.left}
        top={margin.top}
        innerWidth={innerWidth}
        innerHeight={innerHeight}
        x={x}
        yByUnit={yByUnit}
        units={units}
        visible={visible}
        paths={paths}
        ticks={ticks}
        titleId={props.titleId}
        descriptionId={props.descriptionId}
      />
      {/* Pointer, keyboard and markers live on their own layer, so hovering repaints only this layer. */}
      <svg
        className={css.overlay}
        width={width}
        height={height}
        role="group"
        aria-labelledby={props.titleId}
      >
        <Group left={margin.left} top={margin.top}>
          <rect
            id={layerId}
            className={css.pointLayer}
            width={innerWidth}
            height={innerHeight}
            fill="transparent"
            tabIndex={0}
            role="application"
            aria-roledescription="data points"
            aria-label={`${POINT_KEYS_HELP}${activeLabel ? ` Current point: ${activeLabel}.` : ''}`}
            onKeyDown={onKeyDown}
            onBlur={() => setActive(null)}
            onPointerMove={(event) => {
              const p = localPoint(event);
              if (!p) return;
              setPointer(true);
              setActive(pickNearest(p.x - margin.left, p.y - margin.top));
            }}
            onPointerLeave={() => pointer && setActive(null)}
            onDoubleClick={(event) => {
              const p = localPoint(event);
              openActive(p ? pickNearest(p.x - margin.left, p.y - margin.top) : active);
            }}
          />
          {activeSeries && activeTime !== undefined ? (
            <g pointerEvents="none" aria-hidden="true">
              <line
                x1={activeX}
                x2={activeX}
                y1={0}
                y2={innerHeight}
                stroke={chartColours.axis}
                strokeDasharray="2 3"
              />
              <circle
                cx={activeX}
                cy={activeY}
                r={5}
                fill={activeSeries.series.color}
                stroke={chartColours.surface}
                strokeWidth={2}
              />
              {!pointer ? (
                <circle className={css.focusRing} cx={activeX} cy={activeY} r={9} />
              ) : null}
            </g>
          ) : null}
          <InterventionMarkers
            interventions={props.interventions}
            x={x}
            range={range}
            top={innerHeight + 28}
            plotHeight={innerHeight}
            plotWidth={innerWidth}
            onSelect={props.onInterventionSelect}
          />
        </Group>
      </svg>
      <div className={visuallyHidden} aria-live="polite">
        {activeLabel}
      </div>
      {activeSeries && activeTime !== undefined ? (
        <PointTooltip
          left={margin.left + activeX}
          top={margin.top + activeY}
          width={width}
          time={activeTime}
          visible={visible}
          stimulusMap={stimulusMap}
          formatValue={formatValue}
        />
      ) : null}
    </div>
  );
}
