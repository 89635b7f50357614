import type { Ref } from 'react';
import { roundedFigure, type RangeBasis, type ValueRange } from '@wattwise/domain';
import { Card } from '../Card/Card';
import { FigureRange, type RangeDisplay } from '../FigureWithRange/FigureWithRange';
import { Indicator, indicatorValueText, type IndicatorData } from '../Indicator/Indicator';
import { SavingIndicator, type SavingFigure } from '../Indicator/SavingIndicator';
import { Skeleton } from '../Skeleton/Skeleton';
import { indicatorSlot, label, value as valueStyle } from './KpiCard.css';

export interface KpiCardProps {
  /** What the figure is, e.g. 'Annual energy cost'. */
  text: string;
  value: number;
  unit?: string | null;
  isCurrency?: boolean;
  indicator?: IndicatorData | null;
  /**
   * A signed yearly saving shown in words instead of `indicator`: positive reads '£1,200 saved per
   * year', negative '£213 more per year' (an increase is never shown as a saving).
   */
  saving?: SavingFigure | null;
  /** The modelled figure's likely range (from the engine); the figure is rounded to suit it. */
  range?: ValueRange | null;
  /** What the range rests on ('meter' when calibrated on meter readings: a narrow range). */
  rangeBasis?: RangeBasis | null;
  /** The range as its ends in brackets, a bar with a band, or a sentence (default 'ends'). */
  rangeDisplay?: RangeDisplay;
  isLoading?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * One key figure with its optional range and change indicator. Energy is shown by the display
 * rule of packages/domain (over 1,000 kWh as MWh, over 1,000,000 as GWh; spec shell §9).
 */
export function KpiCard({
  text,
  value,
  unit,
  isCurrency,
  indicator,
  saving,
  range,
  rangeBasis,
  rangeDisplay = 'ends',
  isLoading,
  ref,
}: KpiCardProps) {
  const shown = range ? roundedFigure(value, range).value : value;
  return (
    <Card as="article" aria-label={text} ref={ref}>
      <span className={label}>{text}</span>
      {isLoading ? (
        <Skeleton width="60%" height={32} />
      ) : (
        <span className={valueStyle}>{indicatorValueText({ value: shown, unit, isCurrency })}</span>
      )}
      {range && !isLoading ? (
        <FigureRange
          value={value}
          range={range}
          basis={rangeBasis}
          display={rangeDisplay}
          unit={unit}
          isCurrency={isCurrency}
        />
      ) : null}
      {saving && !isLoading ? (
        <span className={indicatorSlot}>
          <SavingIndicator {...saving} />
        </span>
      ) : indicator && !isLoading ? (
        <span className={indicatorSlot}>
          <Indicator {...indicator} />
        </span>
      ) : null}
    </Card>
  );
}
