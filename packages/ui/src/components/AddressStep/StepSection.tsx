import type { ReactNode, Ref } from 'react';
import * as css from './stepParts.css';

export interface StepSectionProps {
  /** The group's legend, read as the name of every field inside. */
  legend: ReactNode;
  description?: ReactNode;
  /** A message about the whole group (e.g. 'Floor 2 must have at least one of the listed spaces.'). */
  errorMessage?: ReactNode;
  /** Id given to the group's error text, so invalid fields inside can point to it. */
  errorId?: string;
  descriptionId?: string;
  /** Lay the fields out in a grid (one column on phones, two above); else stacked. */
  grid?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * A group of fields in a wizard step body: a fieldset with its legend, an optional description
 * and a group error, both tied to the fieldset with aria-describedby.
 */
export function StepSection({
  legend,
  description,
  errorMessage,
  errorId,
  descriptionId,
  grid = false,
  children,
  ref,
}: StepSectionProps) {
  const describedBy =
    [description ? descriptionId : undefined, errorMessage ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <fieldset ref={ref} className={css.section} aria-describedby={describedBy}>
      <legend className={css.legend}>{legend}</legend>
      {description ? (
        <p id={descriptionId} className={css.sectionText}>
          {description}
        </p>
      ) : null}
      {errorMessage ? (
        <p id={errorId} className={css.sectionError}>
          {errorMessage}
        </p>
      ) : null}
      {grid ? <div className={css.fields}>{children}</div> : children}
    </fieldset>
  );
}
