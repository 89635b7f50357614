import type { Ref } from 'react';
import {
  epcChangeText,
  formatCurrency,
  formatNumber,
  planMessages,
  roundedFigure,
  savingMessages,
  type EpcRating,
  type RangeBasis,
  type ValueRange,
} from '@wattwise/domain';
import { FigureRange, type RangeDisplay } from '../FigureWithRange/FigureWithRange';
import { Icon } from '../IconButton/icons';
import * as css from './ResultsPanel.css';

export interface TotalSavings {
  /** Yearly saving of the selected scenarios together; negative when they cost more to run. */
  value: number;
  currencyCode?: string;
  percentage?: number | null;
  /** The total's likely range from the engine. */
  range?: ValueRange | null;
}

/**
 * 'Total potential savings': the yearly figure (an increase reads '£213 more per year'), its
 * percentage and its range.
 */
export function TotalSavingsFigure({
  totalSavings,
  rangeBasis,
  rangeDisplay = 'ends',
}: {
  totalSavings: TotalSavings;
  rangeBasis?: RangeBasis | null;
  rangeDisplay?: RangeDisplay;
}) {
  const { value, currencyCode, percentage, range } = totalSavings;
  const shown = range ? roundedFigure(value, range).value : value;
  const isIncrease = shown < 0;
  return (
    <>
      <span className={css.totalLabel}>{planMessages.totalPotentialSavings}</span>
      <span className={css.totalValue} data-increase={isIncrease || undefined}>
        {formatCurrency(Math.abs(shown), currencyCode)}
      </span>
      {isIncrease ? <span className={css.totalPercent}>{savingMessages.morePerYear}</span> : null}
      {percentage !== null && percentage !== undefined ? (
        <span className={css.totalPercent}>
          {isIncrease
            ? `${formatNumber(Math.abs(percentage))}% ${savingMessages.more}`
            : `${formatNumber(percentage)}%`}
        </span>
      ) : null}
      {range ? (
        <span className={css.totalRange}>
          <FigureRange
            value={isIncrease ? -value : value}
            range={isIncrease ? { low: -range.high, high: -range.low } : range}
            basis={rangeBasis}
            display={rangeDisplay}
            unit={currencyCode ?? 'GBP'}
            isCurrency
          />
        </span>
      ) : null}
    </>
  );
}

export interface EpcChangeProps {
  current: EpcRating;
  potential: EpcRating;
  /** The scores behind the bands (SAP for dwellings), shown beside each band. */
  currentScore?: number | null;
  potentialScore?: number | null;
  /** A short sentence on why the band moves as it does (the engine's explanation). */
  reason?: string | null;
  ref?: Ref<HTMLDivElement>;
}

/** The EPC band before and after, each with its score, and the reason in a sentence. */
export function EpcChange({
  current,
  potential,
  currentScore,
  potentialScore,
  reason,
  ref,
}: EpcChangeProps) {
  const score = (value: number | null | undefined) =>
    value === null || value === undefined ? null : (
      <span className={css.epcScore}>{Math.round(value)}</span>
    );
  return (
    <div ref={ref} className={css.epcBlock}>
      <span className={css.epcChange}>
        <span className={css.epcBands} aria-hidden="true">
          <span className={css.epcBadge({ band: current })}>{current}</span>
          {score(currentScore)}
          <Icon name="arrowRight" size={16} />
          <span className={css.epcBadge({ band: potential })}>{potential}</span>
          {score(potentialScore)}
        </span>
        <span className={css.epcText}>
          {epcChangeText(
            { band: current, score: currentScore },
            { band: potential, score: potentialScore },
          )}
        </span>
      </span>
      {reason ? <p className={css.epcReason}>{reason}</p> : null}
    </div>
  );
}
