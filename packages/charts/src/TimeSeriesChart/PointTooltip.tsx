import { useLayoutEffect, useRef, useState } from 'react';
import { formatDateTime } from '../shared/dateFormats';
import { nearestIndex } from '../shared/time';
import type { StimulusMap, ValueFormatter } from '../types';
import type { VisibleSeries } from './seriesColumns';
import { unitOf } from './seriesUnits';
import * as css from './TimeSeriesChart.css';

/** The tooltip of the active point: its time and every series' reading nearest that time. */
export function PointTooltip(props: {
  left: number;
  top: number;
  width: number;
  time: number;
  visible: readonly VisibleSeries[];
  stimulusMap: StimulusMap;
  formatValue: ValueFormatter;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(0);
  useLayoutEffect(() => setSize(ref.current?.offsetWidth ?? 0), [props.time]);
  // Right of the point when it fits, else left of it, and never outside the chart.
  const right = props.left + 12;
  const left = right + size <= props.width ? right : props.left - 12 - size;
  const x = Math.max(0, Math.min(left, props.width - size));
  return (
    <div
      ref={ref}
      className={css.tooltip}
      aria-hidden="true"
      style={{ transform: `translate(${x}px, ${Math.max(0, props.top - 24)}px)` }}
    >
      <div className={css.tooltipTitle}>{formatDateTime(props.time)}</div>
      {props.visible.map((v) => {
        const i = nearestIndex(v.x, props.time);
        const value = i === -1 ? Number.NaN : v.y[i]!;
        return (
          <div key={v.series.id} className={css.tooltipRow}>
            <span className={css.tooltipSwatch} style={{ background: v.series.color }} />
            {v.series.name}:{' '}
            {Number.isNaN(value) ? '–' : props.formatValue(value, unitOf(v, props.stimulusMap))}
          </div>
        );
      })}
    </div>
  );
}
