import type { Ref } from 'react';
import type { Direction, IndicatorVariant } from '@wattwise/domain';
import { formatCurrency, formatQuantity } from '@wattwise/domain';
import { visuallyHidden } from '../../css/focusRing.css';
import { Icon } from '../IconButton/icons';
import { indicator } from './Indicator.css';

export interface IndicatorData {
  value: number;
  unit?: string | null;
  text?: string | null;
  variant?: IndicatorVariant;
  direction?: Direction | null;
  isCurrency?: boolean;
}

export interface IndicatorProps extends IndicatorData {
  ref?: Ref<HTMLSpanElement>;
}

/**
 * The value of an indicator or KPI as text: currency in pounds, energy scaled to MWh or GWh by
 * the display rule of packages/domain (spec shell §9), otherwise the number and its unit.
 */
export function indicatorValueText({ value, unit, isCurrency }: IndicatorData): string {
  if (isCurrency) return formatCurrency(value, unit && unit.length === 3 ? unit : undefined);
  return formatQuantity(value, unit);
}

const directionWord: Record<Direction, string> = { UP: 'up', DOWN: 'down' };

/**
 * A scenario or KPI indicator: NEUTRAL / POSITIVE / NEGATIVE colour, an UP / DOWN arrow, and
 * always the value and direction as text, so colour never carries the meaning alone.
 */
export function Indicator({ ref, ...props }: IndicatorProps) {
  const { text, variant = 'NEUTRAL', direction } = props;
  const value = indicatorValueText(props);
  return (
    <span ref={ref} className={indicator({ variant })} data-variant={variant}>
      {direction ? <Icon name={direction === 'UP' ? 'arrowUp' : 'arrowDown'} size={14} /> : null}
      <span>
        {direction ? (
          <span className={visuallyHidden}>{`${directionWord[direction]} `}</span>
        ) : null}
        {value}
        {text ? ` ${text}` : ''}
      </span>
    </span>
  );
}
