import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as css from './field.css';

/** Label with the spec's '(optional)' marker when the field is optional. */
export function FieldLabel({
  children,
  optionalText,
}: {
  children: ReactNode;
  optionalText?: string;
}) {
  return (
    <Label className={css.label}>
      {children}
      {optionalText ? <span className={css.optionalMark}> {optionalText}</span> : null}
    </Label>
  );
}

/** Description and error under a field; the error wins when both are present. */
export function FieldFooter({
  description,
  errorMessage,
}: {
  description?: ReactNode;
  errorMessage?: ReactNode;
}) {
  return (
    <>
      {description ? (
        <Text slot="description" className={css.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={css.errorText}>{errorMessage}</FieldError>
    </>
  );
}
