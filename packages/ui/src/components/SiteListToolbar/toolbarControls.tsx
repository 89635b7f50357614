import { useId, type ReactNode } from 'react';
import * as field from '../Field/field.css';
import { Icon, type IconName } from '../IconButton/icons';
import { clearButton, searchBox } from '../SearchField/SearchField.css';
import { switchRoot, thumb, track } from '../Switch/Switch.css';
import * as css from './SiteListToolbar.css';

/*
 * The home toolbar's search box, layout buttons and map switch as plain HTML, dressed as the
 * design system's SearchField, ToggleButtonGroup and Switch. The home is the first page most
 * visits load: React Aria's versions of these three brought 25 KB gzip of its focus, press and
 * form code to it, and their work to its hydration. Keyboard and screen readers get the native
 * elements' own behaviour (a search box, pressed buttons, a switch).
 */

export function ToolbarSearch({
  label,
  placeholder,
  value,
  onChange,
  clearLabel = 'Clear search',
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  clearLabel?: string;
}) {
  return (
    <div className={searchBox} data-empty={value === '' ? '' : undefined}>
      <Icon name="search" size={18} />
      <input
        type="search"
        aria-label={label}
        className={`${field.input} ${css.nativeInput}`}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') onChange('');
        }}
      />
      {value === '' ? null : (
        <button
          type="button"
          className={clearButton}
          aria-label={clearLabel}
          onClick={() => onChange('')}
        >
          <Icon name="close" size={16} />
        </button>
      )}
    </div>
  );
}

/** One choice of several, as radio buttons drawn as a segmented control: arrow keys move it. */
export function LayoutButtons<K extends string>({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: readonly { id: K; label: string; icon: IconName; isDisabled?: boolean }[];
  selected: K;
  onChange: (id: K) => void;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={css.segmented}>
      {options.map((option) => (
        <label
          key={option.id}
          className={css.segment}
          data-selected={option.id === selected ? '' : undefined}
          data-disabled={option.isDisabled ? '' : undefined}
        >
          <input
            type="radio"
            name={name}
            value={option.id}
            aria-label={option.label}
            className={css.segmentInput}
            checked={option.id === selected}
            disabled={option.isDisabled}
            onChange={() => onChange(option.id)}
          />
          <Icon name={option.icon} size={18} />
        </label>
      ))}
    </div>
  );
}

export function ToolbarSwitch({
  isSelected,
  onChange,
  children,
}: {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label
      className={`${switchRoot} ${css.nativeSwitch}`}
      data-selected={isSelected ? '' : undefined}
    >
      <input
        type="checkbox"
        role="switch"
        className={css.switchInput}
        checked={isSelected}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={track} aria-hidden="true">
        <span className={thumb} />
      </span>
      {children}
    </label>
  );
}
