import type { ReactNode, Ref } from 'react';
import {
  Input,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldFooter, FieldLabel } from '../Field/FieldParts';
import * as css from '../Field/field.css';

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children'
> {
  label: ReactNode;
  description?: ReactNode;
  /** Shown under the field when it is invalid (pass isInvalid with it). */
  errorMessage?: ReactNode;
  placeholder?: string;
  /** Text of the optional marker, e.g. planMessages.optional from packages/domain. */
  optionalText?: string;
  multiline?: boolean;
  /** The input (or text area) itself, the element that takes focus. */
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/** A labelled text input (or text area) with description and error text. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  optionalText,
  multiline,
  ref,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={css.field}>
      <FieldLabel optionalText={optionalText}>{label}</FieldLabel>
      {multiline ? (
        <TextArea
          ref={ref as Ref<HTMLTextAreaElement>}
          className={css.input}
          placeholder={placeholder}
          rows={4}
        />
      ) : (
        <Input ref={ref as Ref<HTMLInputElement>} className={css.input} placeholder={placeholder} />
      )}
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
