import type { ReactNode, Ref } from 'react';
import {
  Button,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { FieldLabel } from '../Field/FieldParts';
import * as css from '../Field/field.css';
import { Icon } from '../IconButton/icons';
import { clearButton, searchBox } from './SearchField.css';

export interface SearchFieldProps extends Omit<
  AriaSearchFieldProps,
  'className' | 'style' | 'children'
> {
  /** Visible label; when omitted pass aria-label. */
  label?: ReactNode;
  placeholder?: string;
  /** Name of the clear button. */
  clearLabel?: string;
  /** The input itself, the element that takes focus. */
  ref?: Ref<HTMLInputElement>;
}

/** A search box with a clear button; Escape clears it. */
export function SearchField({
  label,
  placeholder,
  clearLabel = 'Clear search',
  ref,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={css.field}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <div className={searchBox}>
        <Icon name="search" size={18} />
        <Input ref={ref} className={css.input} placeholder={placeholder} />
        <Button className={clearButton} aria-label={clearLabel}>
          <Icon name="close" size={16} />
        </Button>
      </div>
    </AriaSearchField>
  );
}
