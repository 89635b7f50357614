import { Card } from '../Card/Card';
import { Indicator, indicatorValueText, type IndicatorData } from '../Indicator/Indicator';
import { Skeleton } from '../Skeleton/Skeleton';
import { indicatorSlot, label, value as valueStyle } from './KpiCard.css';

export interface KpiCardProps {
  /** What the figure is, e.g. 'Annual energy cost'. */
  text: string;
  value: number;
  unit?: string | null;
  isCurrency?: boolean;
  indicator?: IndicatorData | null;
  isLoading?: boolean;
}

/**
 * One key figure with its optional change indicator. Energy is shown by the display rule of
 * packages/domain (over 1,000 kWh as MWh, over 1,000,000 as GWh; spec shell §9).
 */
export function KpiCard({ text, value, unit, isCurrency, indicator, isLoading }: KpiCardProps) {
  return (
    <Card as="article" aria-label={text}>
      <span className={label}>{text}</span>
      {isLoading ? (
        <Skeleton width="60%" height={32} />
      ) : (
        <span className={valueStyle}>{indicatorValueText({ value, unit, isCurrency })}</span>
      )}
      {indicator && !isLoading ? (
        <span className={indicatorSlot}>
          <Indicator {...indicator} />
        </span>
      ) : null}
    </Card>
  );
}
