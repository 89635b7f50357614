/**
 * Debounce and throttle intervals in milliseconds. Spec shell §7, §9; analysis §4.5, §5, §9.
 */
export const DEBOUNCE_MS = {
  /** Address search (maps service) debounce. */
  addressSearch: 1_000,
  /** MPAN validation in the connect dialog. */
  mpan: 500,
  /** Diagnose scheme selection. */
  scheme: 500,
  /** EPC certificate open-data lookup. */
  certificate: 500,
  /** 3D scene view. */
  sceneView: 500,
  /** Map move-end debounce. */
  mapMoveEnd: 333,
  /** Map move-end throttle. */
  mapMoveEndThrottle: 1_000,
} as const;

/** Query stale times (spec shell §9, analysis §9): 10 minutes for most data, infinite for lookups. */
export const STALE_TIME_MS = {
  default: 10 * 60 * 1000,
  diagnosis: 10 * 60 * 1000,
  checkAddress: 10 * 60 * 1000,
  lookups: Infinity,
} as const;
