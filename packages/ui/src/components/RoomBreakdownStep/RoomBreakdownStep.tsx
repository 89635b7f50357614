import { useId, type Ref } from 'react';
import {
  floorLegend,
  roomBreakdownLabels as l,
  type StepChoice,
  type StepFieldErrors,
} from '@wattwise/domain';
import { LoadingDots } from '../LoadingDots/LoadingDots';
import { NumberField } from '../NumberField/NumberField';
import { Select } from '../Select/Select';
import { StepNotice } from '../AddressStep/StepNotice';
import { StepSection } from '../AddressStep/StepSection';
import type { LookUpStatus } from '../AddressStep/lookUpState';
import * as css from '../AddressStep/stepParts.css';

/** The count of each space type on one floor, by space type id. */
export type FloorSpaces = Readonly<Record<string, number>>;

export interface RoomBreakdownStepProps {
  buildingCategory?: string | null;
  onBuildingCategoryChange: (category: string | null) => void;
  /** Building categories (building types from the server). */
  categories: readonly StepChoice[];
  /** Space types of the chosen category (GET get-spaces), listed on every floor. */
  spaceTypes: readonly StepChoice[];
  spaceTypesStatus: LookUpStatus;
  /** One entry per floor, ground floor first. */
  floors: readonly FloorSpaces[];
  onFloorsChange: (floors: FloorSpaces[]) => void;
  /** Errors by the domain's field names: buildingCategory and floor-N (validateRoomBreakdown). */
  errors?: StepFieldErrors;
  isDisabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The room-breakdown step body (spec shell §2 "Room breakdown", §5): the building category and,
 * per floor, the count of each space type; a floor without any space shows
 * 'Floor N must have at least one of the listed spaces.' on that floor's group.
 */
export function RoomBreakdownStep({
  buildingCategory,
  onBuildingCategoryChange,
  categories,
  spaceTypes,
  spaceTypesStatus,
  floors,
  onFloorsChange,
  errors = {},
  isDisabled,
  ref,
}: RoomBreakdownStepProps) {
  const id = useId();
  const setCount = (floor: number, space: string, count: number) =>
    onFloorsChange(
      floors.map((counts, i) =>
        i === floor ? { ...counts, [space]: Number.isNaN(count) ? 0 : count } : counts,
      ),
    );
  return (
    <div ref={ref} className={css.body}>
      <div className={css.fields}>
        <Select
          label={l.buildingCategory}
          options={categories}
          selectedKey={buildingCategory ?? null}
          onSelectionChange={(key) => onBuildingCategoryChange(key === null ? null : String(key))}
          isInvalid={Boolean(errors.buildingCategory)}
          errorMessage={errors.buildingCategory}
          isDisabled={isDisabled}
        />
      </div>
      {spaceTypesStatus === 'idle' ? (
        <p className={css.sectionText}>{l.chooseCategoryFirst}</p>
      ) : null}
      {spaceTypesStatus === 'loading' ? <LoadingDots label={l.spacesLoading} /> : null}
      {spaceTypesStatus === 'error' ? (
        <StepNotice tone="critical">{l.spacesFailed}</StepNotice>
      ) : null}
      {spaceTypesStatus === 'done'
        ? floors.map((counts, floor) => {
            const key = `floor-${floor + 1}`;
            return (
              <StepSection
                key={key}
                legend={floorLegend(floor + 1)}
                errorMessage={errors[key]}
                errorId={`${id}-${key}`}
                grid
              >
                {spaceTypes.map((space) => (
                  <NumberField
                    key={space.id}
                    label={space.label}
                    minValue={0}
                    value={counts[space.id] ?? 0}
                    onChange={(count) => setCount(floor, space.id, count)}
                    isDisabled={isDisabled}
                  />
                ))}
              </StepSection>
            );
          })
        : null}
    </div>
  );
}
