import type { Ref } from 'react';
import { parseEnumOptions, planMessages, type ParameterType } from '@wattwise/domain';
import { NumberField } from '../NumberField/NumberField';
import { Select } from '../Select/Select';
import { Switch } from '../Switch/Switch';
import { TextField } from '../TextField/TextField';

export type ParameterValue = string | number | boolean | null;

export interface ParameterFieldProps {
  label: string;
  type: ParameterType;
  value: ParameterValue;
  onChange: (value: ParameterValue) => void;
  optional?: boolean;
  unit?: string | null;
  /** ENUM: comma-separated keys and optional display names. */
  possibleValues?: string | null;
  displayValues?: string | null;
  errorMessage?: string | null;
  isDisabled?: boolean;
  /** The field the type gives: the switch, or the input of a number or text field, or the select. */
  ref?: Ref<HTMLElement>;
}

/** One model or scenario parameter in the input its type needs: BOOLEAN switch, NUMBER, STRING, ENUM. */
export function ParameterField({
  label,
  type,
  value,
  onChange,
  optional,
  unit,
  possibleValues,
  displayValues,
  errorMessage,
  isDisabled,
  ref,
}: ParameterFieldProps) {
  const optionalText = optional ? planMessages.optional : undefined;
  const invalid = { isInvalid: Boolean(errorMessage), errorMessage: errorMessage ?? undefined };
  switch (type) {
    case 'BOOLEAN':
      return (
        <Switch
          ref={ref as Ref<HTMLLabelElement>}
          isSelected={value === true || value === 'true'}
          onChange={onChange}
          isDisabled={isDisabled}
        >
          {optionalText ? `${label} ${optionalText}` : label}
        </Switch>
      );
    case 'NUMBER':
      return (
        <NumberField
          ref={ref as Ref<HTMLInputElement>}
          label={label}
          optionalText={optionalText}
          unit={unit ?? undefined}
          decimals={2}
          value={value === null || value === '' ? Number.NaN : Number(value)}
          onChange={(v) => onChange(Number.isNaN(v) ? null : v)}
          isDisabled={isDisabled}
          {...invalid}
        />
      );
    case 'ENUM':
      return (
        <Select
          ref={ref as Ref<HTMLDivElement>}
          label={label}
          optionalText={optionalText}
          options={parseEnumOptions(possibleValues ?? '', displayValues).map((o) => ({
            id: o.key,
            label: o.label,
          }))}
          selectedKey={value === null ? null : String(value)}
          onSelectionChange={(k) => onChange(k === null ? null : String(k))}
          isDisabled={isDisabled}
          {...invalid}
        />
      );
    default:
      return (
        <TextField
          ref={ref as Ref<HTMLInputElement>}
          label={label}
          optionalText={optionalText}
          value={value === null ? '' : String(value)}
          onChange={onChange}
          isDisabled={isDisabled}
          {...invalid}
        />
      );
  }
}
