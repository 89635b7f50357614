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
import { NumberField } from '../NumberField/NumberField';
import { Select } from '../Select/Select';
import { draftNumber, fieldNumber } from '../AddressStep/draftNumber';
import * as css from '../AddressStep/stepParts.css';
import { FloorAreaField } from '../SimpleFinaliseStep/FloorAreaField';

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
}

/**
 * The questions step body of the full flow (spec shell §2 "Questions", §5): floors, floor area
 * (estimated when the mesh is the whole building, else the total), year of construction, heating
 * fuel (not None in the full flow) and cooling system (NONE reads 'Unconditioned').
 */
export function QuestionsStep({
  values,
  onChange,
  buildingIsWholeMesh,
  floorArea,
  onFloorAreaEvent,
  errors = {},
  isDisabled,
}: QuestionsStepProps) {
  return (
    <div className={css.fields}>
      <NumberField
        label={l.floors}
        minValue={1}
        value={fieldNumber(values.noFloors)}
        onChange={(value) => {
          onChange({ ...values, noFloors: draftNumber(value) });
          if (!Number.isNaN(value)) onFloorAreaEvent({ type: 'floorsChanged', floors: value });
        }}
        isInvalid={Boolean(errors.noFloors)}
        errorMessage={errors.noFloors}
        isDisabled={isDisabled}
      />
      {buildingIsWholeMesh ? (
        <FloorAreaField
          label={l.floorArea}
          state={floorArea}
          onEvent={onFloorAreaEvent}
          errorMessage={errors.floorArea}
          isDisabled={isDisabled}
        />
      ) : (
        <NumberField
          label={l.totalFloorArea}
          unit={l.floorAreaUnit}
          minValue={1}
          value={fieldNumber(values.floorAreaNotWholeMesh)}
          onChange={(value) => onChange({ ...values, floorAreaNotWholeMesh: draftNumber(value) })}
          isInvalid={Boolean(errors.floorAreaNotWholeMesh)}
          errorMessage={errors.floorAreaNotWholeMesh}
          isDisabled={isDisabled}
        />
      )}
      <NumberField
        label={l.yearOfConstruction}
        value={fieldNumber(values.yearOfConstruction)}
        onChange={(value) => onChange({ ...values, yearOfConstruction: draftNumber(value) })}
        isInvalid={Boolean(errors.yearOfConstruction)}
        errorMessage={errors.yearOfConstruction}
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
