import type { Ref } from 'react';
import {
  formatFigure,
  formatRangeEnds,
  rangeBasisMessages,
  rangeMessages,
  rangeSentence,
  rangeWords,
  roundedFigure,
  type FigureUnit,
  type RangeBasis,
  type ValueRange,
} from '@wattwise/domain';
import { visuallyHidden } from '../../css/focusRing.css';
import * as css from './FigureWithRange.css';

/** How a range is shown: its ends in brackets, a bar with a band, or a sentence. */
export const rangeDisplays = ['ends', 'bar', 'words'] as const;
export type RangeDisplay = (typeof rangeDisplays)[number];

export interface FigureRangeProps extends FigureUnit {
  /** The modelled figure (its central value). */
  value: number;
  /** Its likely low and high ends, from the engine. */
  range: ValueRange;
  /** What the range rests on: the words and the bar say why it is narrow or wide. */
  basis?: RangeBasis | null;
  display?: RangeDisplay;
  ref?: Ref<HTMLDivElement>;
}

/** Where a value sits on a track from zero (or the low end, if below zero) to past the high end. */
function barPercent(x: number, from: number, to: number): number {
  return to > from ? Math.min(100, Math.max(0, ((x - from) / (to - from)) * 100)) : 0;
}

/**
 * The range of a modelled figure, shown at a glance ('(£2,300–£3,200)'), as a bar with a band on a
 * track from zero (with 'Likely range £2,300–£3,200' under it), or
 * in words with the reason it is that wide ('Narrow because the model is calibrated on this
 * building's meter readings.'). Figures are rounded to what the range allows (packages/domain).
 */
export function FigureRange({
  value,
  range,
  basis,
  display = 'ends',
  unit,
  isCurrency,
  ref,
}: FigureRangeProps) {
  const figureUnit = { unit, isCurrency };
  const r = roundedFigure(value, range);
  const sentence = rangeSentence(range, figureUnit);
  const reason = basis ? rangeBasisMessages[basis] : null;
  if (display === 'words') {
    return (
      <div ref={ref} className={css.root} data-display="words">
        <p className={css.words}>{reason ? `${sentence} ${reason}` : sentence}</p>
      </div>
    );
  }
  if (display === 'bar') {
    const from = Math.min(0, r.low);
    const to = r.high + (r.high - from) * 0.15;
    const left = barPercent(r.low, from, to);
    const width = barPercent(r.high, from, to) - left;
    return (
      <div ref={ref} className={css.root} data-display="bar">
        <div
          className={css.track}
          role="img"
          aria-label={`${formatFigure(r.value, figureUnit)}. ${sentence}`}
        >
          <span className={css.band} style={{ left: `${left}%`, width: `${width}%` }} />
          <span className={css.marker} style={{ left: `${barPercent(r.value, from, to)}%` }} />
        </div>
        <span className={css.barCaption} aria-hidden="true">
          {`${rangeMessages.likelyRange} ${formatRangeEnds(r, figureUnit)}`}
        </span>
        {reason ? <p className={css.words}>{reason}</p> : null}
      </div>
    );
  }
  return (
    <div ref={ref} className={css.root} data-display="ends">
      <span className={css.ends}>
        <span aria-hidden="true">{`(${formatRangeEnds(r, figureUnit)})`}</span>
        <span className={visuallyHidden}>{sentence}</span>
      </span>
    </div>
  );
}

export interface FigureWithRangeProps extends FigureUnit {
  value: number;
  /** Without a range the figure shows alone (a measured, not a modelled, figure). */
  range?: ValueRange | null;
  basis?: RangeBasis | null;
  /** 'words' adds the sentence under the figure; otherwise the ends follow it in brackets. */
  display?: 'ends' | 'words';
  ref?: Ref<HTMLSpanElement>;
}

/** A figure and its range in one line of text: '£2,700 (£2,300–£3,200)'. */
export function FigureWithRange({
  value,
  range,
  basis,
  display = 'ends',
  unit,
  isCurrency,
  ref,
}: FigureWithRangeProps) {
  const figureUnit = { unit, isCurrency };
  if (!range) {
    return (
      <span ref={ref} className={css.figure}>
        {formatFigure(value, figureUnit)}
      </span>
    );
  }
  const r = roundedFigure(value, range);
  return (
    <span ref={ref}>
      <span className={css.figure}>{formatFigure(r.value, figureUnit)}</span>{' '}
      {display === 'words' ? (
        <span className={css.ends}>
          {basis ? rangeWords(range, figureUnit, basis) : rangeSentence(range, figureUnit)}
        </span>
      ) : (
        <span className={css.ends}>
          <span aria-hidden="true">{`(${formatRangeEnds(r, figureUnit)})`}</span>
          <span className={visuallyHidden}>{rangeSentence(range, figureUnit)}</span>
        </span>
      )}
    </span>
  );
}
