import type { Ref } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { bar, fill, header, root } from './ProgressBar.css';

export interface ProgressBarProps extends Omit<
  AriaProgressBarProps,
  'className' | 'style' | 'children'
> {
  label: string;
  ref?: Ref<HTMLDivElement>;
}

/** Determinate or indeterminate progress with its label and percentage as text. */
export function ProgressBar({ label, ref, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar ref={ref} {...props} className={root}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className={header}>
            <Label>{label}</Label>
            {isIndeterminate ? null : <span>{valueText}</span>}
          </div>
          <div className={bar}>
            <div
              className={fill}
              style={{ width: isIndeterminate ? '40%' : `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
