import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import {
  type Key,
  Button,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { registrationMessages } from '@wattwise/domain';
import { FieldFooter, FieldLabel } from '../Field/FieldParts';
import * as css from '../Field/field.css';
import { Icon } from '../IconButton/icons';
import { LoadingDots } from '../LoadingDots/LoadingDots';
import { comboInput, emptyState, toggle } from './ComboBox.css';
import { useDebouncedCallback } from './useDebouncedCallback';
import { mergeRefs } from '../../refs';

export interface ComboBoxOption {
  id: Key;
  label: string;
  /** Second line, e.g. the full address. */
  detail?: string;
}

export interface ComboBoxProps extends Omit<
  AriaComboBoxProps<ComboBoxOption>,
  'className' | 'style' | 'children' | 'items' | 'onInputChange'
> {
  label: ReactNode;
  options: readonly ComboBoxOption[];
  /** Called with the typed text once typing pauses for `debounceMs` (the app searches). */
  onSearch?: (text: string) => void;
  /** Spec debounce for address search: 1000 ms (DEBOUNCE_MS.addressSearch in packages/domain). */
  debounceMs?: number;
  isLoading?: boolean;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** Shown when the search has no result; defaults to the spec's 'No results found'. */
  emptyText?: string;
  loadingLabel?: string;
  /** The input itself, the element that takes focus. */
  ref?: Ref<HTMLInputElement>;
}

/** A searchable list fed by the app: the list is async, debounced, with a 'No results found' state. */
export function ComboBox({
  label,
  options,
  onSearch,
  debounceMs = 1000,
  isLoading = false,
  placeholder,
  description,
  errorMessage,
  emptyText = registrationMessages.noResultsFound,
  loadingLabel = 'Searching',
  ref,
  ...props
}: ComboBoxProps) {
  const search = useDebouncedCallback(onSearch, debounceMs);
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = mergeRefs(input, ref);
  useEffect(() => {
    // Text typed into the server's page before its code ran is still in the input, but the
    // field's state does not know it, and the next render would clear it. Hand it to the field
    // as typing, so it is searched and its list opens as if typed now: focus told again if it is
    // there, the tracked value set to empty, the text put back past the tracker, an input event.
    const element = input.current;
    const typed = element?.value ?? '';
    if (!element || typed === '') return;
    if (document.activeElement === element)
      element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    element.value = '';
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, typed);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, []);
  return (
    <AriaComboBox
      {...props}
      items={options}
      onInputChange={search}
      allowsEmptyCollection
      menuTrigger="input"
      className={css.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className={comboInput}>
        <Input ref={inputRef} className={css.input} placeholder={placeholder} />
        <Button className={toggle}>
          <Icon name="chevronDown" size={18} />
        </Button>
      </div>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={css.popover}>
        <ListBox
          className={css.listBox}
          renderEmptyState={() => (
            <div className={emptyState}>
              {isLoading ? <LoadingDots label={loadingLabel} /> : emptyText}
            </div>
          )}
        >
          {(option: ComboBoxOption) => (
            <ListBoxItem id={option.id} className={css.option} textValue={option.label}>
              <div>{option.label}</div>
              {option.detail ? <div className={css.description}>{option.detail}</div> : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
