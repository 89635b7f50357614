import { mapDefaults } from '../mapSpec';

/**
 * The buildings to look up after the map settles: only above zoom 16 and only when at most 1,000
 * distinct buildings are visible (analysis-screens §9 "Map", 2026); otherwise none.
 */
export function buildingsToLookUp(zoom: number, visibleIds: Iterable<string>): string[] | null {
  if (zoom <= mapDefaults.batchLookupAboveZoom) return null;
  const ids = [...new Set(visibleIds)];
  if (ids.length === 0 || ids.length > mapDefaults.batchLookupMaxBuildings) return null;
  return ids;
}

export interface MoveEndScheduler {
  /** Call on every move-end of the map. */
  moveEnded(): void;
  /** Forget anything pending (unmount). */
  cancel(): void;
}

/**
 * Runs `lookUp` once the map has been still for `debounceMs` (333 ms), and never more often
 * than every `throttleMs` (1,000 ms) (analysis-screens §9 "Map", 2026).
 */
export function scheduleOnMoveEnd(
  lookUp: () => void,
  {
    debounceMs = mapDefaults.moveEndDebounceMs,
    throttleMs = mapDefaults.moveEndThrottleMs,
    now = () => Date.now(),
  } = {},
): MoveEndScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastRun = -Infinity;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const run = () => {
    timer = undefined;
    const wait = lastRun + throttleMs - now();
    if (wait > 0) {
      timer = setTimeout(run, wait);
      return;
    }
    lastRun = now();
    lookUp();
  };
  return {
    moveEnded() {
      clear();
      timer = setTimeout(run, debounceMs);
    },
    cancel: clear,
  };
}
