import { Card } from '../Card/Card';
import { Indicator, indicatorValueText, type IndicatorData } from '../Indicator/Indicator';
import { Skeleton } from '../Skeleton/Skeleton';
import { label, value as valueStyle } from './KpiCard.css';

export interface KpiCardProps {
  /** What the figure is, e.g. 'Annual energy cost'. */
  text: string;
  value: number;
  unit?: string | null;
  isCurrency?: boolean;
  indicator?: IndicatorData | null;
  isLoading?: boolean;
}

/** One key figure with its optional change indicator. */
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
        <span>
          <Indicator {...indicator} />
        </span>
      ) : null}
    </Card>
  );
}
