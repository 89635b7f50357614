import { useBuildingdataBuildingTypes, useBuildingdataSpaces } from '@wattwise/api';
import { textComparator, type StepChoice } from '@wattwise/domain';
import {
  QuestionsStep,
  RoomBreakdownStep,
  SimpleFinaliseStep,
  type LookUpStatus,
} from '@wattwise/ui';
import { useSearchParams } from 'react-router-dom';
import type { RegistrationAction, RegistrationState } from './registrationState';

export interface BuildingPaneProps {
  state: RegistrationState;
  dispatch: (action: RegistrationAction) => void;
}

const compareLabels = textComparator({});

function choices(labels: Readonly<Record<string, string>> | undefined): StepChoice[] {
  return Object.entries(labels ?? {})
    .map(([id, label]) => ({ id, label }))
    .sort((x, y) => compareLabels(x.label, y.label));
}

/** Building types from the server; hidden ones too with ?hidden=true (spec shell §2). */
function useBuildingTypeChoices() {
  const [query] = useSearchParams();
  const types = useBuildingdataBuildingTypes({ query: { hidden: query.get('hidden') === 'true' } });
  return { choices: choices(types.data), isLoading: types.isLoading };
}

/** The questions step: floors, floor area, year, heating fuel, cooling (spec shell §2). */
export function QuestionsPane({ state, dispatch }: BuildingPaneProps) {
  const { building } = state.draft;
  return (
    <QuestionsStep
      values={{
        noFloors: building.noFloors,
        floorAreaNotWholeMesh: state.draft.floorAreaNotWholeMesh,
        yearOfConstruction: building.yearOfConstruction,
        heatingFuel: building.heatingFuel,
        coolingSystem: building.coolingSystem,
      }}
      onChange={({ floorAreaNotWholeMesh, ...values }) =>
        dispatch({ type: 'building', building: values, floorAreaNotWholeMesh })
      }
      buildingIsWholeMesh={state.draft.buildingIsWholeMesh !== false}
      floorArea={state.floorArea}
      onFloorAreaEvent={(event) => dispatch({ type: 'floorArea', event })}
      errors={state.errors}
    />
  );
}

/** The room breakdown: building category and the count of each space type per floor. */
export function RoomBreakdownPane({ state, dispatch }: BuildingPaneProps) {
  const types = useBuildingTypeChoices();
  const category = state.draft.building.buildingType ?? null;
  const spaces = useBuildingdataSpaces(category ? { params: { buildingType: category } } : null);
  const status: LookUpStatus = !category
    ? 'idle'
    : spaces.error
      ? 'error'
      : spaces.data
        ? 'done'
        : 'loading';
  return (
    <RoomBreakdownStep
      buildingCategory={category}
      onBuildingCategoryChange={(buildingType) =>
        dispatch({ type: 'building', building: { buildingType } })
      }
      categories={types.choices}
      spaceTypes={choices(spaces.data)}
      spaceTypesStatus={status}
      floors={state.floors}
      onFloorsChange={(floors) => dispatch({ type: 'floors', floors })}
      errors={state.errors}
    />
  );
}

/** Simple finalise: building type, whole-building question, floors, floor area, year. */
export function SimpleFinalisePane({ state, dispatch }: BuildingPaneProps) {
  const types = useBuildingTypeChoices();
  const { building } = state.draft;
  return (
    <SimpleFinaliseStep
      values={{
        buildingType: building.buildingType,
        buildingIsWholeMesh: state.draft.buildingIsWholeMesh !== false,
        noFloors: building.noFloors,
        floorAreaNotWholeMesh: state.draft.floorAreaNotWholeMesh,
        yearOfConstruction: building.yearOfConstruction,
      }}
      onChange={({ buildingIsWholeMesh, floorAreaNotWholeMesh, ...values }) =>
        dispatch({ type: 'building', building: values, buildingIsWholeMesh, floorAreaNotWholeMesh })
      }
      buildingTypes={types.choices}
      buildingTypesLoading={types.isLoading}
      floorArea={state.floorArea}
      onFloorAreaEvent={(event) => dispatch({ type: 'floorArea', event })}
      errors={state.errors}
    />
  );
}
