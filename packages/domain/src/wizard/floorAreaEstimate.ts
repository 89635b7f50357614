import { footprintFloorArea } from '@wattwise/energy-model/bands';

export { footprintFloorArea };

/**
 * Floor-area estimate of the wizard: outline area × number of floors, rounded, until the user
 * types their own value; 'Revert to estimate' restores it (spec shell §2 "Simple finalise", §4).
 */
export interface FloorAreaState {
  /** Area of the picked outline in m² (see polygonAreaM2), 0 when none. */
  outlineAreaM2: number;
  floors: number;
  /** The user's own value, or null while the estimate is used. */
  override: number | null;
}

/** Events of the floor-area field: outline or floors changed, typed override, revert. */
export type FloorAreaEvent =
  | { type: 'outlineChanged'; areaM2: number }
  | { type: 'floorsChanged'; floors: number }
  | { type: 'overridden'; value: number }
  | { type: 'reverted' };

/** Estimated floor area in m²: outline area × floors, rounded (spec shell §4). */
export function estimateFloorArea(outlineAreaM2: number, floors: number): number {
  return Math.round(footprintFloorArea(outlineAreaM2, floors));
}

/** Start state: no override. */
export function initialFloorArea(outlineAreaM2: number, floors: number): FloorAreaState {
  return { outlineAreaM2, floors, override: null };
}

/** Reducer of the floor-area field (spec shell §4 "Floor area is recomputed ... until overridden"). */
export function floorAreaReducer(state: FloorAreaState, event: FloorAreaEvent): FloorAreaState {
  switch (event.type) {
    case 'outlineChanged':
      return { ...state, outlineAreaM2: event.areaM2 };
    case 'floorsChanged':
      return { ...state, floors: event.floors };
    case 'overridden':
      return { ...state, override: event.value };
    case 'reverted':
      return { ...state, override: null };
  }
}

/** The value the field shows: the override, else the estimate. */
export function floorAreaValue(state: FloorAreaState): number {
  return state.override ?? estimateFloorArea(state.outlineAreaM2, state.floors);
}

/** Whether 'Revert to estimate' is offered: only while overridden and different from it. */
export function canRevertToEstimate(state: FloorAreaState): boolean {
  return (
    state.override !== null &&
    state.override !== estimateFloorArea(state.outlineAreaM2, state.floors)
  );
}
