import type { Ref } from 'react';
import {
  canRevertToEstimate,
  floorAreaValue,
  simpleFinaliseLabels as l,
  type FloorAreaEvent,
  type FloorAreaState,
} from '@wattwise/domain';
import { Button } from '../Button/Button';
import { NumberField } from '../NumberField/NumberField';
import * as css from '../AddressStep/stepParts.css';

export interface FloorAreaFieldProps {
  /** The estimate and the user's override (floorAreaReducer of packages/domain). */
  state: FloorAreaState;
  onEvent: (event: FloorAreaEvent) => void;
  label?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The estimated floor area (outline area × floors, rounded) that the user may override; while
 * overridden, 'Revert to estimate' restores the estimate (spec shell §2 "Simple finalise", §4).
 */
export function FloorAreaField({
  state,
  onEvent,
  label = l.estimatedFloorArea,
  errorMessage,
  isDisabled,
  ref,
}: FloorAreaFieldProps) {
  return (
    <div ref={ref} className={css.section}>
      <NumberField
        label={label}
        unit={l.floorAreaUnit}
        minValue={1}
        value={floorAreaValue(state)}
        onChange={(value) =>
          onEvent(Number.isNaN(value) ? { type: 'reverted' } : { type: 'overridden', value })
        }
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage}
        isDisabled={isDisabled}
      />
      {canRevertToEstimate(state) && !isDisabled ? (
        <div>
          <Button variant="secondary" size="small" onPress={() => onEvent({ type: 'reverted' })}>
            {l.revertToEstimate}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
