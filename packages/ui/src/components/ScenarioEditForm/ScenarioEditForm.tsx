import { useState, type Ref } from 'react';
import { planMessages, validateScenarioEdit, type ParameterType } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { ParameterField, type ParameterValue } from '../ParameterField/ParameterField';
import * as css from './ScenarioEditForm.css';

export interface ScenarioParameter {
  property: string;
  label: string;
  type: ParameterType;
  value: ParameterValue;
  optional?: boolean;
  possibleValues?: string | null;
  displayValues?: string | null;
}

export interface ScenarioEditFormProps {
  title: string;
  description?: string;
  howToLink?: string | null;
  parameterGroups: readonly { label: string; parameters: readonly ScenarioParameter[] }[];
  /** 'Update Cost' when only the capital cost is editable. */
  costOnly?: boolean;
  onConfirm: (values: Record<string, ParameterValue>) => void;
  onBack: () => void;
  isPending?: boolean;
  ref?: Ref<HTMLFormElement>;
}

/** 'Edit Scenario': parameter groups, '(optional)' marks, the required-field message and 'Confirm changes'. */
export function ScenarioEditForm({
  title,
  description,
  howToLink,
  parameterGroups,
  costOnly,
  onConfirm,
  onBack,
  isPending,
  ref,
}: ScenarioEditFormProps) {
  const [values, setValues] = useState<Record<string, ParameterValue>>(() =>
    Object.fromEntries(
      parameterGroups.flatMap((g) => g.parameters.map((p) => [p.property, p.value])),
    ),
  );
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const all = parameterGroups.flatMap((g) => g.parameters);
  const confirm = () => {
    const result = validateScenarioEdit(all.map((p) => ({ ...p, value: values[p.property] })));
    if (!result.ok) {
      setError({ field: result.field, message: result.message });
      return;
    }
    setError(null);
    onConfirm(values);
  };
  return (
    <form
      ref={ref}
      className={css.form}
      noValidate
      aria-labelledby="scenario-edit-title"
      onSubmit={(e) => {
        e.preventDefault();
        confirm();
      }}
    >
      <span className={css.kicker}>
        {costOnly ? planMessages.updateCost : planMessages.editScenario}
      </span>
      <h2 id="scenario-edit-title" className={css.title}>
        {title}
      </h2>
      {description ? <p className={css.description}>{description}</p> : null}
      {howToLink ? (
        <Link href={howToLink} external>
          {planMessages.learnHowToImplement}
        </Link>
      ) : null}
      {parameterGroups.map((group) => (
        <fieldset key={group.label} className={css.group}>
          <legend className={css.legend}>{group.label}</legend>
          {group.parameters.map((p) => (
            <ParameterField
              key={p.property}
              label={p.label}
              type={p.type}
              optional={p.optional}
              possibleValues={p.possibleValues}
              displayValues={p.displayValues}
              value={values[p.property] ?? null}
              onChange={(v) => {
                setValues((old) => ({ ...old, [p.property]: v }));
                if (error?.field === p.property) setError(null);
              }}
              errorMessage={error?.field === p.property ? error.message : null}
            />
          ))}
        </fieldset>
      ))}
      {error ? (
        <p className={css.error} role="alert">
          {error.message}
        </p>
      ) : null}
      <div className={css.actions}>
        <Button variant="secondary" onPress={onBack}>
          Back
        </Button>
        <Button onPress={confirm} isPending={isPending}>
          {planMessages.confirmChanges}
        </Button>
      </div>
    </form>
  );
}
