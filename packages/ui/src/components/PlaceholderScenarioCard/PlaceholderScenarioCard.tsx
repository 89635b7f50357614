import { useState, type Ref } from 'react';
import { placeholderBarHeight, planMessages } from '@wattwise/domain';
import * as css from './PlaceholderScenarioCard.css';

export interface PlaceholderScenarioCardProps {
  /** Bar heights in percent (spec analysis §9: between 30 and 60); random when not given. */
  bars?: readonly number[];
  /** How many random bars to draw when `bars` is not given. */
  barCount?: number;
  /** The card's text; the spec's 'Unlock with Predict X' by default. */
  label?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * A locked scenario of the simple plan (spec analysis §2.3): 'Unlock with Predict X' over
 * decorative bars whose heights are random between 30 and 60 (§9). The bars carry no data and
 * are hidden from assistive technology.
 */
export function PlaceholderScenarioCard({
  bars,
  barCount = 6,
  label = planMessages.unlockPlaceholder,
  ref,
}: PlaceholderScenarioCardProps) {
  const [randomBars] = useState(() =>
    Array.from({ length: barCount }, () => placeholderBarHeight(Math.random)),
  );
  const heights = bars ?? randomBars;
  return (
    <article ref={ref} className={css.card} aria-label={label}>
      <p className={css.label}>{label}</p>
      <div className={css.bars} aria-hidden="true" data-placeholder-bars="">
        {heights.map((height, index) => (
          <span key={index} className={css.bar} style={{ height: `${height}%` }} />
        ))}
      </div>
    </article>
  );
}
