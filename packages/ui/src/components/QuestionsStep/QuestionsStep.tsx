import type { Ref } from 'react';
import {
  COOLING_SYSTEM_CHOICES,
  HEATING_FUEL_CHOICES,
  questionsLabels as l,
  type CoolingSystem,
  type FloorAreaEvent,
  type FloorAreaState,
  type HeatingFuelChoice,
  type StepFieldErrors,
} from '@wattwise/domain';
import { Select } from '../Select/Select';
import * as css from '../AddressStep/stepParts.css';
import { BuildingSizeFields } from '../SimpleFinaliseStep/BuildingSizeFields';
import { useDraftChange } from '../AddressStep/useDraftChange';

/** What the questions step edits (spec shell §3 building fields and floorAreaNotWholeMesh). */
export interface QuestionsValues {
  noFloors?: number | string | null;
  floorAreaNotWholeMesh?: number | string | null;
  yearOfConstruction?: number | string | null;
  heatingFuel?: HeatingFuelChoice | null;
  coolingSystem?: CoolingSystem | null;
}

export interface QuestionsStepProps {
  values: QuestionsValues;
  onChange: (values: QuestionsValues) => void;
  /** The highlighted outline is the whole building: the floor area is the estimate, else a total. */
  buildingIsWholeMesh: boolean;
  floorArea: FloorAreaState;
  onFloorAreaEvent: (event: FloorAreaEvent) => void;
  /** Errors by the domain's field names (stepFieldErrors of validateQuestions, fullFlow). */
  errors?: StepFieldErrors;
  isDisabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The questions step body of the full flow (spec shell §2 "Questions", §5): floors, floor area
 * (estimated when the mesh is the whole building, else the total), year of construction, heating
 * fuel (not None in the full flow) and cooling system (NONE reads 'Unconditioned').
 */
export function QuestionsStep({
  values,
  onChange: onDraftChange,
  buildingIsWholeMesh,
  floorArea,
  onFloorAreaEvent,
  errors = {},
  isDisabled,
  ref,
}: QuestionsStepProps) {
  const onChange = useDraftChange(values, onDraftChange);
  return (
    <div ref={ref} className={css.fields}>
      <BuildingSizeFields
        values={values}
        onChange={(change) => onChange({ ...values, ...change })}
        buildingIsWholeMesh={buildingIsWholeMesh}
        floorArea={floorArea}
        onFloorAreaEvent={onFloorAreaEvent}
        labels={l}
        errors={errors}
        isDisabled={isDisabled}
      />
      <Select
        label={l.heatingFuel}
        options={HEATING_FUEL_CHOICES}
        selectedKey={values.heatingFuel ?? null}
        onSelectionChange={(key) =>
          onChange({ ...values, heatingFuel: key === null ? null : (key as HeatingFuelChoice) })
        }
        isInvalid={Boolean(errors.heatingFuel)}
        errorMessage={errors.heatingFuel}
        isDisabled={isDisabled}
      />
      <Select
        label={l.coolingSystem}
        options={COOLING_SYSTEM_CHOICES}
        selectedKey={values.coolingSystem ?? null}
        onSelectionChange={(key) =>
          onChange({ ...values, coolingSystem: key === null ? null : (key as CoolingSystem) })
        }
        isDisabled={isDisabled}
      />
    </div>
  );
}
