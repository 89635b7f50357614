/**
 * Where a flat sits in its building, which settles whether its roof and ground floor are its own:
 * SAP counts no heat loss to a heated home above or below (SAP 2012 §3.3; RdSAP 2012 §S3.12 asks
 * the assessor for the flat's floor level). A top-floor flat loses heat through the roof above it,
 * a ground-floor flat through the floor below it, a flat between others through neither; a flat
 * that is the whole building (a one-flat building) through both.
 */
export const FLOOR_POSITIONS = [
  'GROUND_FLOOR',
  'MID_FLOOR',
  'TOP_FLOOR',
  'WHOLE_BUILDING',
] as const;
export type FloorPosition = (typeof FLOOR_POSITIONS)[number];

export const FLOOR_POSITION_LABELS: Record<FloorPosition, string> = {
  GROUND_FLOOR: 'Ground floor',
  MID_FLOOR: 'Middle floor',
  TOP_FLOOR: 'Top floor',
  WHOLE_BUILDING: 'Whole building',
};

/**
 * Shares of the footprint that lose heat through a roof and a ground floor. Not known (null): the
 * expectation over the positions, the flat type's 0.35 of each (building/buildingTypes.ts: in a
 * block of about three storeys a third of flats are on the top floor and a third on the ground
 * floor, assumption).
 */
export function exposedRoofAndFloor(
  position: FloorPosition | null,
  unknownShare: number,
): { roof: number; floor: number } {
  switch (position) {
    case 'TOP_FLOOR':
      return { roof: 1, floor: 0 };
    case 'GROUND_FLOOR':
      return { roof: 0, floor: 1 };
    case 'MID_FLOOR':
      return { roof: 0, floor: 0 };
    case 'WHOLE_BUILDING':
      return { roof: 1, floor: 1 };
    default:
      return { roof: unknownShare, floor: unknownShare };
  }
}

/** The roof above is the flat's own to insulate or fit panels on. */
export const roofIsOwn = (position: FloorPosition | null): boolean =>
  position === 'TOP_FLOOR' || position === 'WHOLE_BUILDING';

/** The ground floor is the flat's own to insulate. */
export const groundFloorIsOwn = (position: FloorPosition | null): boolean =>
  position === 'GROUND_FLOOR' || position === 'WHOLE_BUILDING';
