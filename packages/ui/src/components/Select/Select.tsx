import type { ReactNode, Ref } from 'react';
import {
  type Key,
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FieldFooter, FieldLabel } from '../Field/FieldParts';
import * as css from '../Field/field.css';
import { Icon } from '../IconButton/icons';
import { trigger, value } from './Select.css';

export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends Omit<
  AriaSelectProps<SelectOption>,
  'className' | 'style' | 'children' | 'items'
> {
  label: ReactNode;
  options: readonly SelectOption[];
  description?: ReactNode;
  errorMessage?: ReactNode;
  optionalText?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A single-choice list (building type, heating fuel, granularity, scheme, sort key). */
export function Select({
  label,
  options,
  description,
  errorMessage,
  optionalText,
  ref,
  ...props
}: SelectProps) {
  const disabledKeys = options.filter((o) => o.isDisabled).map((o) => o.id);
  return (
    <AriaSelect ref={ref} {...props} disabledKeys={disabledKeys} className={css.field}>
      <FieldLabel optionalText={optionalText}>{label}</FieldLabel>
      <Button className={trigger}>
        <SelectValue className={value} />
        <Icon name="chevronDown" size={18} />
      </Button>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={css.popover}>
        <ListBox className={css.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={css.option} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
