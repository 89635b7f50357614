import { useId, type Ref } from 'react';
import * as field from '../Field/field.css';
import { Icon } from '../IconButton/icons';
import * as css from './NativeSelect.css';

export interface NativeSelectOption<K extends string> {
  id: K;
  label: string;
}

export interface NativeSelectProps<K extends string> {
  label: string;
  options: readonly NativeSelectOption<K>[];
  value: K;
  onChange: (value: K) => void;
  /** The field: its label and its select. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A single choice drawn by the browser (its own list on a phone, the keyboard as everywhere),
 * dressed as the design system's Select: for a page that must stay light (the home's sort and
 * order), where Select's React Aria collection would load and run with the page. Closed, the
 * two look alike; Select remains the choice inside forms, where its validation is needed.
 */
export function NativeSelect<K extends string>({
  label,
  options,
  value,
  onChange,
  ref,
}: NativeSelectProps<K>) {
  const id = useId();
  return (
    <div ref={ref} className={field.field}>
      <label className={field.label} htmlFor={id}>
        {label}
      </label>
      <div className={css.box}>
        <select
          id={id}
          className={css.select}
          value={value}
          onChange={(event) => onChange(event.target.value as K)}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={css.chevron} aria-hidden="true">
          <Icon name="chevronDown" size={18} />
        </span>
      </div>
    </div>
  );
}
