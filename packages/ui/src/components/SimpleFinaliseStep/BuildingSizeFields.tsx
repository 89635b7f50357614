import type { Ref } from 'react';
import type { FloorAreaEvent, FloorAreaState, StepFieldErrors } from '@wattwise/domain';
import { NumberField } from '../NumberField/NumberField';
import { draftNumber, fieldNumber } from '../AddressStep/draftNumber';
import { FloorAreaField } from './FloorAreaField';
import * as css from '../AddressStep/stepParts.css';

/** The size answers both the questions and the simple-finalise steps ask (spec shell §2, §3). */
export interface BuildingSizeValues {
  noFloors?: number | string | null;
  floorAreaNotWholeMesh?: number | string | null;
  yearOfConstruction?: number | string | null;
}

export interface BuildingSizeFieldsProps {
  values: BuildingSizeValues;
  /** Called with the changed answer only; the step merges it into its own values. */
  onChange: (change: BuildingSizeValues) => void;
  /** The highlighted outline is the whole building: the floor area is the estimate, else a total. */
  buildingIsWholeMesh: boolean;
  floorArea: FloorAreaState;
  onFloorAreaEvent: (event: FloorAreaEvent) => void;
  /** Each step's own wording, from packages/domain (questionsLabels, simpleFinaliseLabels). */
  labels: {
    floors: string;
    floorArea?: string;
    totalFloorArea: string;
    floorAreaUnit: string;
    yearOfConstruction: string;
  };
  errors: StepFieldErrors;
  isDisabled?: boolean;
  /** A wrapper without a box of its own (display: contents) around the fields. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Number of floors, floor area (the estimate with 'Revert to estimate' when the outline is the
 * whole building, else the total) and year of construction. Changing the floors also tells the
 * estimate (floorsChanged), which is recomputed until overridden (spec shell §4).
 */
export function BuildingSizeFields({
  values,
  onChange,
  buildingIsWholeMesh,
  floorArea,
  onFloorAreaEvent,
  labels,
  errors,
  isDisabled,
  ref,
}: BuildingSizeFieldsProps) {
  return (
    <div ref={ref} className={css.contents}>
      <NumberField
        label={labels.floors}
        minValue={1}
        value={fieldNumber(values.noFloors)}
        onChange={(value) => {
          onChange({ noFloors: draftNumber(value) });
          if (!Number.isNaN(value)) onFloorAreaEvent({ type: 'floorsChanged', floors: value });
        }}
        isInvalid={Boolean(errors.noFloors)}
        errorMessage={errors.noFloors}
        isDisabled={isDisabled}
      />
      {buildingIsWholeMesh ? (
        <FloorAreaField
          label={labels.floorArea}
          state={floorArea}
          onEvent={onFloorAreaEvent}
          errorMessage={errors.floorArea}
          isDisabled={isDisabled}
        />
      ) : (
        <NumberField
          label={labels.totalFloorArea}
          unit={labels.floorAreaUnit}
          minValue={1}
          value={fieldNumber(values.floorAreaNotWholeMesh)}
          onChange={(value) => onChange({ floorAreaNotWholeMesh: draftNumber(value) })}
          isInvalid={Boolean(errors.floorAreaNotWholeMesh)}
          errorMessage={errors.floorAreaNotWholeMesh}
          isDisabled={isDisabled}
        />
      )}
      <NumberField
        label={labels.yearOfConstruction}
        value={fieldNumber(values.yearOfConstruction)}
        onChange={(value) => onChange({ yearOfConstruction: draftNumber(value) })}
        isInvalid={Boolean(errors.yearOfConstruction)}
        errorMessage={errors.yearOfConstruction}
        isDisabled={isDisabled}
      />
    </div>
  );
}
