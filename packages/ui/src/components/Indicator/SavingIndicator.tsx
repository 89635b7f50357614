import type { Ref } from 'react';
import { savingText, type FigureText, type FigureUnit } from '@wattwise/domain';
import { Icon } from '../IconButton/icons';
import { indicator } from './Indicator.css';

export interface FigurePillProps extends FigureText {
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A figure's words in an indicator pill (its tone and arrow from packages/domain's figure words):
 * the words carry the meaning ('£213 more per year'), the colour and arrow only repeat it.
 */
export function FigurePill({ text, variant, direction, ref }: FigurePillProps) {
  return (
    <span ref={ref} className={indicator({ variant })} data-variant={variant}>
      {direction ? <Icon name={direction === 'UP' ? 'arrowUp' : 'arrowDown'} size={14} /> : null}
      <span>{text}</span>
    </span>
  );
}

/** A signed yearly saving: positive when the figure falls, negative when it rises. */
export interface SavingFigure extends FigureUnit {
  value: number;
}

export interface SavingIndicatorProps extends SavingFigure {
  ref?: Ref<HTMLSpanElement>;
}

/** '£1,200 saved per year' or, for a negative saving, '£213 more per year'. */
export function SavingIndicator({ value, unit, isCurrency, ref }: SavingIndicatorProps) {
  return <FigurePill ref={ref} {...savingText(value, { unit, isCurrency })} />;
}
