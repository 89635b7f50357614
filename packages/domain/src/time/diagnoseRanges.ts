/** Predict diagnose chart series (spec analysis §4.5). */
export type DiagnoseSeries = 'actual' | 'expected' | 'potential';

/**
 * Day offsets from the reference of each series (spec analysis §9 "Predict diagnose chart
 * ranges"): actual -30 to 0, expected 0 to +30, potential (autoML) -7 to +30.
 */
export const DIAGNOSE_RANGES: Readonly<
  Record<DiagnoseSeries, { fromDays: number; toDays: number }>
> = {
  actual: { fromDays: -30, toDays: 0 },
  expected: { fromDays: 0, toDays: 30 },
  potential: { fromDays: -7, toDays: 30 },
};

// Series colours (Actual blue, Expected amber, Potential red) are @wattwise/ui's chartColours.

/**
 * Reference time of the diagnose charts: the latest lastMeteringDateTime across the sites, set to
 * 02:00:00 UTC on that day (spec analysis §9). Null when no site has one.
 */
export function diagnoseReferenceTime(
  sites: readonly { lastMeteringDateTime?: string | Date | null }[],
): Date | null {
  const times = sites
    .map((s) => (s.lastMeteringDateTime ? new Date(s.lastMeteringDateTime).getTime() : NaN))
    .filter((t) => Number.isFinite(t));
  if (times.length === 0) return null;
  const latest = new Date(Math.max(...times));
  latest.setUTCHours(2, 0, 0, 0);
  return latest;
}
