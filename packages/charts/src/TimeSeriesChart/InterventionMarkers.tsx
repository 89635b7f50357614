import { clusterMarkers, type MarkerCluster } from '@wattwise/domain';
import type { ScaleTime } from 'd3-scale';
import { useMemo, useState } from 'react';
import { chartColours } from '../shared/chartColours';
import { formatDay } from '../shared/dateFormats';
import { toEpoch } from '../shared/time';
import type { DateRange, Intervention } from '../types';
import * as css from './TimeSeriesChart.css';

/** Height of the row under the time axis that holds the markers, in px. */
export const MARKER_ROW_HEIGHT = 22;

export interface InterventionMarkersProps {
  interventions: readonly Intervention[];
  x: ScaleTime<number, number>;
  range: DateRange;
  /** Vertical centre of the marker row. */
  top: number;
  plotHeight: number;
  /** Width of the plot, to keep a long label inside it. */
  plotWidth: number;
  onSelect?: ((interventions: readonly Intervention[]) => void) | undefined;
}

/**
 * Describes a cluster for its accessible name and tooltip, e.g. '2 interventions: A (1 Mar 2021);
 * B (3 Mar 2021)'; a single intervention's measured saving follows its name.
 */
function describeCluster(cluster: MarkerCluster<Intervention>): string {
  const items = cluster.items.map((i) => `${i.title} (${formatDay(toEpoch(i.date))})`);
  const only = cluster.items[0];
  return cluster.items.length === 1
    ? [`Intervention: ${items[0]}`, ...(only?.savings ?? [])].join('. ')
    : `${cluster.items.length} interventions: ${items.join('; ')}`;
}

/** Where the label's lines start across the plot: kept inside it near either edge. */
function labelAnchor(x: number, plotWidth: number): 'start' | 'middle' | 'end' {
  if (x < plotWidth / 4) return 'start';
  if (x > (plotWidth * 3) / 4) return 'end';
  return 'middle';
}

/** Intervention markers on the time axis; markers under 20 px apart cluster into one with a count. */
export function InterventionMarkers(props: InterventionMarkersProps) {
  const { interventions, x, range } = props;
  const [hovered, setHovered] = useState<number | null>(null);
  const clusters = useMemo(() => {
    const placed = interventions
      .map((intervention) => ({ intervention, t: toEpoch(intervention.date) }))
      .filter(({ t }) => t >= range.from && t <= range.to)
      .map(({ intervention, t }) => ({ item: intervention, x: x(t) }));
    // The 20 px rule lives in @wattwise/domain (spec analysis §2.7, §9).
    return clusterMarkers(placed);
  }, [interventions, x, range]);

  if (clusters.length === 0) return null;
  return (
    <g role="list" aria-label="Interventions">
      {clusters.map((cluster, i) => {
        const count = cluster.items.length;
        const label = describeCluster(cluster);
        return (
          <g
            key={cluster.items.map((item) => item.id).join('|')}
            role="listitem"
            transform={`translate(${cluster.x}, ${props.top})`}
          >
            <line
              y1={-props.top}
              y2={-props.top + props.plotHeight}
              stroke={chartColours.intervention}
              strokeOpacity={0.35}
              strokeDasharray="3 3"
              aria-hidden="true"
            />
            <g
              className={css.marker}
              role="button"
              tabIndex={0}
              aria-label={label}
              data-count={count}
              onClick={() => props.onSelect?.(cluster.items)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  props.onSelect?.(cluster.items);
                }
              }}
              onPointerEnter={() => setHovered(i)}
              onPointerLeave={() => setHovered(null)}
              onFocus={() => setHovered(i)}
              onBlur={() => setHovered(null)}
            >
              {count === 1 ? (
                <path
                  className={css.markerShape}
                  d="M0,-7 L7,0 L0,7 L-7,0 Z"
                  fill={chartColours.intervention}
                  stroke={chartColours.surface}
                />
              ) : (
                <>
                  <circle
                    className={css.markerShape}
                    r={9}
                    fill={chartColours.intervention}
                    stroke={chartColours.surface}
                  />
                  <text
                    textAnchor="middle"
                    dy={4}
                    fontSize={11}
                    fontWeight={600}
                    fill={chartColours.surface}
                    aria-hidden="true"
                  >
                    {count}
                  </text>
                </>
              )}
            </g>
            {hovered === i ? (
              <text
                y={-props.top + 12}
                textAnchor={labelAnchor(cluster.x, props.plotWidth)}
                fontSize={11}
                fill={chartColours.ink}
                aria-hidden="true"
              >
                {count === 1 ? cluster.items[0]!.title : `${count} interventions`}
                {count === 1
                  ? (cluster.items[0]!.savings ?? []).map((sentence) => (
                      <tspan key={sentence} x={0} dy={14}>
                        {sentence}
                      </tspan>
                    ))
                  : null}
              </text>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}
