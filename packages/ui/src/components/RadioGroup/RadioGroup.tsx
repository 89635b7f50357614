import type { ReactNode, Ref } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps,
} from 'react-aria-components';
import { FieldFooter, FieldLabel } from '../Field/FieldParts';
import { dot, group, options, radio } from './RadioGroup.css';

export interface RadioGroupProps extends Omit<
  AriaRadioGroupProps,
  'className' | 'style' | 'children'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A group of radio buttons (e.g. the whole-building yes/no question). Use RadioGroup.Radio inside. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  ref,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup ref={ref} {...props} className={group}>
      <FieldLabel>{label}</FieldLabel>
      <div className={options}>{children}</div>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

function Radio({
  children,
  ...props
}: Omit<RadioProps, 'className' | 'style' | 'children'> & { children: ReactNode }) {
  return (
    <AriaRadio {...props} className={radio}>
      <span className={dot} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}

RadioGroup.Radio = Radio;
