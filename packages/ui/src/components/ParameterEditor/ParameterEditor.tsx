import { useState, type Ref } from 'react';
import {
  parameterMessages,
  parameterOutOfRange,
  validateFloorAreaPercentages,
  type ParameterType,
} from '@wattwise/domain';
import { Button } from '../Button/Button';
import { ParameterField, type ParameterValue } from '../ParameterField/ParameterField';
import { Tooltip } from '../Tooltip/Tooltip';
import * as css from './ParameterEditor.css';

export interface BuildingParameter {
  id: string;
  name: string;
  type: ParameterType;
  value: ParameterValue;
  unit?: string | null;
  optional?: boolean;
  possibleValuesKey?: string | null;
  possibleValuesText?: string | null;
  /** The range a NUMBER must lie in (the engine's, for this building). */
  min?: number | null;
  max?: number | null;
  /** Per-parameter error text from the last save. */
  error?: string | null;
}

/** A number outside its range, in words; null when it is inside or has no range. */
function rangeError(p: BuildingParameter, value: ParameterValue): string | null {
  if (p.type !== 'NUMBER' || typeof value !== 'number' || p.min == null || p.max == null)
    return null;
  return value < p.min || value > p.max ? parameterOutOfRange(p.min, p.max, p.unit) : null;
}

export interface ParameterGroup {
  categoryName: string;
  description?: string;
  order: number;
  parameters: readonly BuildingParameter[];
}

export interface ParameterEditorProps {
  groups: readonly ParameterGroup[];
  onSave: (changes: Record<string, ParameterValue>) => void;
  /** Demo sites cannot be changed: Save is disabled with the spec's tooltip. */
  isDemo?: boolean;
  isPending?: boolean;
  /** Optional parameters get a Delete button (spec analysis §2.8; the app asks for confirmation). */
  onDelete?: (parameter: BuildingParameter) => void;
  /** Hides Save (spec analysis §2.8: hidden while the model is recalibrating). */
  isSaveHidden?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** Only a parameter with a value has something to delete. */
const hasValue = (p: BuildingParameter) => p.value !== null && p.value !== '';

/**
 * Building parameters by group (in order) with units and per-parameter errors; 'Floor Area
 * Percentages' must total 100%, and a number outside its range says so and blocks Save.
 */
export function ParameterEditor({
  groups,
  onSave,
  isDemo = false,
  isPending,
  onDelete,
  isSaveHidden = false,
  ref,
}: ParameterEditorProps) {
  const [changes, setChanges] = useState<Record<string, ParameterValue>>({});
  const valueOf = (p: BuildingParameter) => (p.id in changes ? changes[p.id]! : p.value);
  const percentages = groups.find((g) => g.categoryName === parameterMessages.floorAreaPercentages);
  const totalCheck = percentages
    ? validateFloorAreaPercentages(percentages.parameters.map(valueOf))
    : { ok: true as const };
  const outOfRange = groups.some((g) => g.parameters.some((p) => rangeError(p, valueOf(p))));
  const canSave = totalCheck.ok && !outOfRange && !isDemo && Object.keys(changes).length > 0;
  const save = (
    <Button isDisabled={!canSave} isPending={isPending} onPress={() => onSave(changes)}>
      Save
    </Button>
  );
  return (
    <div ref={ref} className={css.editor}>
      {[...groups]
        .sort((a, b) => a.order - b.order)
        .map((group) => (
          <fieldset key={group.categoryName} className={css.group}>
            <legend className={css.legend}>{group.categoryName}</legend>
            {group.description ? <p className={css.description}>{group.description}</p> : null}
            {group.parameters.map((p) => (
              <div key={p.id} className={css.parameter}>
                <ParameterField
                  label={p.name}
                  type={p.type}
                  unit={p.unit}
                  optional={p.optional}
                  possibleValues={p.possibleValuesKey}
                  displayValues={p.possibleValuesText}
                  value={valueOf(p)}
                  errorMessage={rangeError(p, valueOf(p)) ?? p.error}
                  isDisabled={isDemo}
                  onChange={(v) => setChanges((old) => ({ ...old, [p.id]: v }))}
                />
                {p.optional && onDelete && !isDemo && hasValue(p) ? (
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={`Delete ${p.name}`}
                    onPress={() => onDelete(p)}
                  >
                    Delete
                  </Button>
                ) : null}
              </div>
            ))}
            {group === percentages && !totalCheck.ok ? (
              <p className={css.error} role="alert">
                {totalCheck.message}
              </p>
            ) : null}
          </fieldset>
        ))}
      <div className={css.actions}>
        {isSaveHidden ? null : isDemo ? (
          <Tooltip content={parameterMessages.demoReadOnly}>
            <span
              tabIndex={0}
              className={css.disabledWrap}
              aria-label={parameterMessages.demoReadOnly}
            >
              {save}
            </span>
          </Tooltip>
        ) : (
          save
        )}
      </div>
    </div>
  );
}
