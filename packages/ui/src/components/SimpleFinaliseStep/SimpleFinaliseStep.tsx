import type { Ref } from 'react';
import {
  registrationMessages,
  simpleFinaliseLabels as l,
  type FloorAreaEvent,
  type FloorAreaState,
  type StepChoice,
  type StepFieldErrors,
} from '@wattwise/domain';
import { LoadingDots } from '../LoadingDots/LoadingDots';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import * as css from '../AddressStep/stepParts.css';
import { BuildingSizeFields } from './BuildingSizeFields';
import { useDraftChange } from '../AddressStep/useDraftChange';

/** What the simple-finalise step edits (spec shell §3 building, buildingIsWholeMesh, floorAreaNotWholeMesh). */
export interface SimpleFinaliseValues {
  buildingType?: string | null;
  buildingIsWholeMesh: boolean;
  noFloors?: number | string | null;
  floorAreaNotWholeMesh?: number | string | null;
  yearOfConstruction?: number | string | null;
}

export interface SimpleFinaliseStepProps {
  values: SimpleFinaliseValues;
  onChange: (values: SimpleFinaliseValues) => void;
  /** Building types from the server (key and label). */
  buildingTypes: readonly StepChoice[];
  buildingTypesLoading?: boolean;
  /** Estimated floor area and override, used when the highlighted building is the whole building. */
  floorArea: FloorAreaState;
  onFloorAreaEvent: (event: FloorAreaEvent) => void;
  /** Errors by the domain's field names (stepFieldErrors of validateQuestions). */
  errors?: StepFieldErrors;
  isDisabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

const YES = 'yes';
const NO = 'no';

/**
 * The simple-finalise step body (spec shell §2 "Simple finalise"): building type; 'Does the
 * building highlighted on the map represent your entire building?'; number of floors; the total
 * floor area when it is not the whole building, else the estimated floor area with 'Revert to
 * estimate'; year of construction or last significant refurbishment. Changing the floors also
 * tells the estimate (floorsChanged), which is recomputed until overridden (spec shell §4).
 */
export function SimpleFinaliseStep({
  values,
  onChange: onDraftChange,
  buildingTypes,
  buildingTypesLoading = false,
  floorArea,
  onFloorAreaEvent,
  errors = {},
  isDisabled,
  ref,
}: SimpleFinaliseStepProps) {
  const onChange = useDraftChange(values, onDraftChange);
  return (
    <div ref={ref} className={css.body}>
      <Select
        label={l.buildingType}
        options={buildingTypes}
        selectedKey={values.buildingType ?? null}
        onSelectionChange={(key) =>
          onChange({ ...values, buildingType: key === null ? null : String(key) })
        }
        isInvalid={Boolean(errors.buildingType)}
        errorMessage={errors.buildingType}
        isDisabled={isDisabled || buildingTypesLoading}
        description={
          buildingTypesLoading ? <LoadingDots label={l.buildingTypesLoading} /> : undefined
        }
      />
      <RadioGroup
        label={l.wholeBuildingQuestion}
        orientation="horizontal"
        value={values.buildingIsWholeMesh ? YES : NO}
        onChange={(answer) => onChange({ ...values, buildingIsWholeMesh: answer === YES })}
        isDisabled={isDisabled}
      >
        <RadioGroup.Radio value={YES}>{registrationMessages.yes}</RadioGroup.Radio>
        <RadioGroup.Radio value={NO}>{registrationMessages.no}</RadioGroup.Radio>
      </RadioGroup>
      <div className={css.fields}>
        <BuildingSizeFields
          values={values}
          onChange={(change) => onChange({ ...values, ...change })}
          buildingIsWholeMesh={values.buildingIsWholeMesh}
          floorArea={floorArea}
          onFloorAreaEvent={onFloorAreaEvent}
          labels={l}
          errors={errors}
          isDisabled={isDisabled}
        />
      </div>
    </div>
  );
}
