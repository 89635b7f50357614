import type { ReactNode, Ref } from 'react';
import { EPC_BAND_RANGES, EPC_RATINGS, epcBandForRating, type EpcRating } from '@wattwise/domain';
import * as css from './EpcRatingScale.css';

export interface EpcRatingScaleProps {
  /** Current rating: a band letter, or a SAP score (its band comes from packages/domain). */
  current?: EpcRating | number | null;
  potential?: EpcRating | number | null;
  currentLabel?: string;
  potentialLabel?: string;
  /** Accessible name prefix; the bands and markers are appended. */
  title?: string;
  /**
   * A short sentence under the scale on why the rating is where it is or moves as it does (the engine's
   * explanation of a plan's EPC change).
   */
  reason?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

function band(value: EpcRating | number | null | undefined): EpcRating | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? epcBandForRating(value) : value;
}

function markerText(label: string, value: EpcRating | number): string {
  return typeof value === 'number'
    ? `${label}: ${Math.round(value)} ${epcBandForRating(value)}`
    : `${label}: ${value}`;
}

/**
 * The A–G energy rating bars of an EPC: each bar has its letter (and score range) as text, and
 * the current and potential markers show letter and score as text beside their bar.
 */
export function EpcRatingScale({
  current,
  potential,
  currentLabel = 'Current',
  potentialLabel = 'Potential',
  title = 'Energy rating',
  reason,
  ref,
}: EpcRatingScaleProps) {
  const currentBand = band(current);
  const potentialBand = band(potential);
  const parts = [`${title}, bands ${EPC_RATINGS.join(', ')}`];
  if (current !== null && current !== undefined) parts.push(markerText(currentLabel, current));
  if (potential !== null && potential !== undefined)
    parts.push(markerText(potentialLabel, potential));
  return (
    <div ref={ref} className={css.root}>
      <figure className={css.scale} role="img" aria-label={parts.join('. ')}>
        {EPC_RATINGS.map((rating, index) => (
          <div key={rating} className={css.row} aria-hidden="true">
            <span className={css.range}>{EPC_BAND_RANGES[rating]}</span>
            <span className={css.bar({ band: rating })} style={{ width: `${34 + index * 9}%` }}>
              {rating}
            </span>
            <span className={css.markers}>
              {currentBand === rating && current !== null && current !== undefined ? (
                <span className={css.marker} data-kind="current">
                  {markerText(currentLabel, current)}
                </span>
              ) : null}
              {potentialBand === rating && potential !== null && potential !== undefined ? (
                <span className={css.marker} data-kind="potential">
                  {markerText(potentialLabel, potential)}
                </span>
              ) : null}
            </span>
          </div>
        ))}
      </figure>
      {reason ? <p className={css.reason}>{reason}</p> : null}
    </div>
  );
}
