import { useEffect } from 'react';

/** How often a recalibrating building asks again whether its new model run has finished (ours). */
export const RECALIBRATION_POLL_MS = 3_000;

/**
 * Asks again every `intervalMs` while `active` holds, by calling `refresh` (an SWR `mutate`,
 * which revalidates even inside the route's de-duplication window). Used while a model run is
 * recalibrating a building: energyModelRunning stays TRUE until its figures are stored.
 */
export function useRefreshWhile(active: boolean, refresh: () => unknown, intervalMs: number): void {
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => void refresh(), intervalMs);
    return () => clearInterval(timer);
  }, [active, refresh, intervalMs]);
}
