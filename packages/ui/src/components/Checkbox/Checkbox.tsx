import type { ReactNode, Ref } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { box, checkbox } from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  children?: ReactNode;
  ref?: Ref<HTMLLabelElement>;
}

/** A checkbox with its label; supports the indeterminate state (e.g. select all). */
export function Checkbox({ children, ref, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox ref={ref} {...props} className={checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? (
              <svg width="12" height="12" viewBox="0 0 12 12">
                <path d="M2 6h8" stroke="currentColor" strokeWidth="2" />
              </svg>
            ) : isSelected ? (
              <svg width="12" height="12" viewBox="0 0 12 12" fill="none">
                <path d="M2 6.5l2.5 2.5L10 3.5" stroke="currentColor" strokeWidth="2" />
              </svg>
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
