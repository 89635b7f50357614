import type { StimulusMap } from '../types';
import type { VisibleSeries } from './seriesColumns';

/** The unit of a drawn series, from the stimulus map (spec analysis §3); '' when unknown. */
export function unitOf(v: VisibleSeries, stimulusMap: StimulusMap): string {
  return stimulusMap[v.series.stimulus]?.unit ?? '';
}

/** The distinct units of the drawn series, in series order: the first gets the left axis, the second the right. */
export function unitsInOrder(
  visible: readonly VisibleSeries[],
  stimulusMap: StimulusMap,
): string[] {
  return [...new Set(visible.map((v) => unitOf(v, stimulusMap)))];
}
