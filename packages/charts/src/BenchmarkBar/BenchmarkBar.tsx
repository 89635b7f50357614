import {
  DATA_BAR_THRESHOLDS,
  dataBarLevel,
  formatNumber,
  metricStateWords,
  type MetricState,
} from '@wattwise/domain';
import { dataBarColour } from '@wattwise/ui';
import { useId, type Ref } from 'react';
import * as css from './BenchmarkBar.css';

export interface BenchmarkBarProps {
  /** Metric name, e.g. 'Electricity'. */
  label: string;
  /** The metric's barPercentage, 0 to 100 (spec analysis §3 "Diagnosis" metrics). */
  barPercentage: number;
  /**
   * Text beside the percentage, e.g. '1,250 kWh less than similar buildings'; for a metric that
   * is not compared, why not.
   */
  caption?: string;
  /**
   * Whether the metric was compared with its benchmark (default). One that was not (no data, no
   * benchmark, a fuel not used) has no bar: its state in words and the caption's reason instead.
   */
  state?: MetricState;
  /** Hides the 20/40/60/80 scale under the bar (compact cards). */
  hideScale?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Words for the five data-bar steps (below 20, from 20, 40, 60, 80), so colour is not the only
 * carrier: what the colour says, red to green (wording ours). The bar is the benchmark's share of
 * the metric, so a full bar is good: 'very high' beside 'At or below the benchmark' read as a
 * warning.
 */
const LEVEL_WORDS = ['very poor', 'poor', 'fair', 'good', 'very good'] as const;

/**
 * A metric's barPercentage as a bar coloured by the spec's data-bar thresholds 20, 40, 60, 80
 * (spec analysis §9, rules and colours from @wattwise/domain), with the percentage in figures
 * and the band in words.
 */
export function BenchmarkBar(props: BenchmarkBarProps) {
  const labelId = useId();
  const captionId = useId();
  if (props.state && props.state !== 'COMPARED')
    return <NotCompared {...props} state={props.state} />;
  const percent = Math.min(
    100,
    Math.max(0, Number.isFinite(props.barPercentage) ? props.barPercentage : 0),
  );
  const level = dataBarLevel(percent);
  const valueText = `${formatNumber(percent)} %, ${LEVEL_WORDS[level]}`;
  return (
    <div ref={props.ref} className={css.root}>
      <div className={css.header}>
        <span id={labelId} className={css.label}>
          {props.label}
        </span>
        <span className={css.value}>{valueText}</span>
      </div>
      <div
        className={css.track}
        role="meter"
        aria-labelledby={labelId}
        aria-describedby={props.caption ? captionId : undefined}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
      >
        <div
          className={css.fill}
          style={{ width: `${percent}%`, background: dataBarColour(percent) }}
        />
        {DATA_BAR_THRESHOLDS.map((t) => (
          <span key={t} className={css.threshold} style={{ left: `${t}%` }} />
        ))}
      </div>
      {props.hideScale ? null : (
        <div className={css.scale} aria-hidden="true">
          {DATA_BAR_THRESHOLDS.map((t) => (
            <span key={t} className={css.scaleLabel} style={{ left: `${t}%` }}>
              {t}
            </span>
          ))}
        </div>
      )}
      {props.caption ? (
        <span id={captionId} className={css.caption}>
          {props.caption}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A metric with nothing to compare, in words: 'Water', 'no data', and why. No bar, no
 * percentage: an empty bar would read 'very poor' and a full one 'very good' for a figure that
 * does not exist.
 */
function NotCompared(props: BenchmarkBarProps & { state: Exclude<MetricState, 'COMPARED'> }) {
  const labelId = useId();
  return (
    <div ref={props.ref} className={css.root} role="group" aria-labelledby={labelId}>
      <div className={css.header}>
        <span id={labelId} className={css.label}>
          {props.label}
        </span>
        <span className={css.stateWords}>{metricStateWords[props.state]}</span>
      </div>
      {props.caption ? <p className={css.reason}>{props.caption}</p> : null}
    </div>
  );
}
