import { ASHRAE_HOURLY_LIMITS, ASHRAE_MONTHLY_LIMITS, formatNumber } from '@wattwise/domain';
import { useMemo } from 'react';
import { chartColours } from '../shared/chartColours';
import { TimeSeriesChart, type TimeSeriesChartProps } from '../TimeSeriesChart/TimeSeriesChart';
import type { TimePoint, TimeSeries } from '../types';
import { fitStatistics } from './fitStatistics';

export interface ValidateChartProps extends Omit<
  TimeSeriesChartProps,
  'series' | 'stimulusMap' | 'description' | 'emptyMessage'
> {
  /**
   * Replaces the fit sentence the chart writes (CV(RMSE) and NMBE of the matched points), e.g.
   * where the page shows the server's Guideline 14 statistics of monthly totals beside it.
   */
  description?: string;
  observed: readonly TimePoint[];
  /** Null or empty while the prediction is being computed. */
  predicted: readonly TimePoint[] | null;
  /** Unit of both series, e.g. 'kWh'. */
  unit: string;
  /** Shown when there are no observations (a spec text from @wattwise/domain). */
  emptyMessage: string;
  /** Shown above the chart while there is no prediction ('We are currently computing …'). */
  computingMessage?: string;
  observedName?: string;
  predictedName?: string;
}

/**
 * Observed consumption against predicted (spec analysis §2.5), with the fit in words: CV(RMSE)
 * and NMBE after ASHRAE Guideline 14. Double-click on a point calls back with its date, for the
 * event dialog.
 */
export function ValidateChart(props: ValidateChartProps) {
  const {
    observed,
    predicted,
    unit,
    computingMessage,
    observedName = 'Observed',
    predictedName = 'Predicted',
    description: givenDescription,
    ...rest
  } = props;
  const series = useMemo<TimeSeries[]>(() => {
    const list: TimeSeries[] = [
      {
        id: 'observed',
        name: observedName,
        color: chartColours.observed,
        stimulus: 'observed',
        data: observed,
      },
    ];
    if (predicted && predicted.length > 0) {
      list.push({
        id: 'predicted',
        name: predictedName,
        color: chartColours.predicted,
        stimulus: 'predicted',
        data: predicted,
        lineStyle: 'dashed',
      });
    }
    return list;
  }, [observed, predicted, observedName, predictedName]);
  const stimulusMap = useMemo(
    () => ({ observed: { label: observedName, unit }, predicted: { label: predictedName, unit } }),
    [observedName, predictedName, unit],
  );
  const fit = useMemo(
    () => (predicted ? fitStatistics(observed, predicted) : null),
    [observed, predicted],
  );
  const waiting = !predicted || predicted.length === 0;

  const description = givenDescription
    ? givenDescription
    : fit
      ? `${observedName} against ${predictedName.toLowerCase()} ${unit} over ${fit.count} matched readings: CV(RMSE) ${formatNumber(fit.cvRmsePercent)} %, NMBE ${formatNumber(fit.nmbePercent)} % (ASHRAE Guideline 14 calls a monthly model calibrated within ${ASHRAE_MONTHLY_LIMITS.cvRmsePercent} % and ±${ASHRAE_MONTHLY_LIMITS.nmbePercent} %, an hourly one within ${ASHRAE_HOURLY_LIMITS.cvRmsePercent} % and ±${ASHRAE_HOURLY_LIMITS.nmbePercent} %).`
      : waiting && computingMessage
        ? computingMessage
        : `${observedName} ${unit}.`;

  return (
    <TimeSeriesChart
      ref={props.ref}
      {...rest}
      series={series}
      stimulusMap={stimulusMap}
      description={description}
    />
  );
}
