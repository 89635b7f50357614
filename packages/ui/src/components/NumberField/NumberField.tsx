import type { ReactNode, Ref } from 'react';
import {
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { isBlockedNumberKey, roundToDecimals } from '@wattwise/domain';
import { FieldFooter, FieldLabel } from '../Field/FieldParts';
import * as css from '../Field/field.css';

export interface NumberFieldProps extends Omit<
  AriaNumberFieldProps,
  'className' | 'style' | 'children' | 'isWheelDisabled' | 'formatOptions'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  optionalText?: string;
  /** Decimals kept: the value is rounded to them on blur (spec: number inputs). */
  decimals?: number;
  /** Unit shown after the input, e.g. 'kWh' or 'p'. */
  unit?: string;
  /** Currency prefix, e.g. '£' for costs. */
  prefix?: string;
  /** The input itself, the element that takes focus. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A number input following the spec's rules: the letter e is blocked, the mouse wheel never
 * changes the value, and the value is rounded to `decimals` on blur; min and max clamp it.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  optionalText,
  decimals = 0,
  unit,
  prefix,
  onChange,
  ref,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      isWheelDisabled
      formatOptions={{ maximumFractionDigits: decimals, useGrouping: false }}
      onChange={(value) =>
        onChange?.(Number.isNaN(value) ? value : roundToDecimals(value, decimals))
      }
      className={css.field}
    >
      <FieldLabel optionalText={optionalText}>{label}</FieldLabel>
      <div className={css.group}>
        {prefix ? (
          <span className={css.affix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <Input
          ref={ref}
          className={css.input}
          placeholder={placeholder}
          onKeyDown={(event) => {
            if (isBlockedNumberKey(event.key)) event.preventDefault();
          }}
        />
        {unit ? <span className={css.affix}>{unit}</span> : null}
      </div>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
