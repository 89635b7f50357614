/**
 * Which days count, and whether a baseline has enough of them: CalTRACK 2.0's data sufficiency
 * (CalTRACK methods §2.2; the reference implementation is OpenEEmeter's
 * `caltrack_sufficiency_criteria`). One rule, applied in buildMeterDays, so every model is fitted
 * on the same days and every score (baseline, reporting, inner validation) counts the same days:
 *
 * - a day counts when at least 90 % of its readings are present (small gaps scaled up) and more
 *   than 90 % of its hours have a measured outdoor temperature;
 * - zero readings are readings: nothing drops them (a gas meter reads zero through a summer with
 *   the boiler off, and a reference model that keeps those days must be scored on them too);
 *   negative readings are refused (they mean export, CalTRACK §2.3.5);
 * - the baseline spans 365 days with at least 90 % of them counting, and (for hourly models)
 *   every calendar month at least 90 % covered.
 */
import type { MeterDay } from './meterSeries';
import { DAY_MS, monthKeyOfDay } from './wallClock';

/** A day's readings count when at least this share of them is present (CalTRACK 2.2.1.2: 0.9). */
export const MIN_DAY_COVERAGE = 0.9;
/** A day's temperature counts when more than this share of its hours was measured (CalTRACK: 0.9). */
export const MIN_TEMPERATURE_HOUR_SHARE = 0.9;

export interface DataSufficiency {
  verdict: 'sufficient' | 'insufficient';
  baselineDays: number;
  validDayFraction: number;
  reasons: string[];
}

/** CalTRACK 2.0: 365-day baseline, 90 % of days valid (fractions). */
const REQUIRED_BASELINE_DAYS = 365;
const REQUIRED_VALID_FRACTION = 0.9;

export function assessDataSufficiency(
  days: readonly MeterDay[],
  baseline: { start: number; end: number },
  granularity: 'daily' | 'hourly',
): DataSufficiency {
  const baselineDays = Math.round((baseline.end - baseline.start) / DAY_MS);
  const inBase = days.filter(
    (d) => d.day * DAY_MS >= baseline.start && (d.day + 1) * DAY_MS <= baseline.end,
  );
  const valid = inBase.filter((d) => Number.isFinite(d.kwh) && Number.isFinite(d.meanTempC));
  const validDayFraction = baselineDays > 0 ? valid.length / baselineDays : 0;
  const reasons: string[] = [];
  if (baselineDays < REQUIRED_BASELINE_DAYS)
    reasons.push(`baseline spans ${baselineDays} days; ${REQUIRED_BASELINE_DAYS} are needed`);
  if (validDayFraction < REQUIRED_VALID_FRACTION) {
    reasons.push(
      `${Math.round(validDayFraction * 100)}% of baseline days have valid readings and temperatures; 90% are needed`,
    );
  }
  if (granularity === 'hourly') {
    const months = new Map<number, [number, number]>();
    for (let d = Math.floor(baseline.start / DAY_MS); d < Math.floor(baseline.end / DAY_MS); d++) {
      const mk = monthKeyOfDay(d);
      const m = months.get(mk) ?? [0, 0];
      m[1]++;
      months.set(mk, m);
    }
    for (const d of valid) {
      const m = months.get(monthKeyOfDay(d.day));
      if (m) m[0]++;
    }
    const short = [...months.values()].filter(
      ([v, t]) => t >= 28 && v / t < REQUIRED_VALID_FRACTION,
    ).length;
    if (short > 0) reasons.push(`${short} calendar month(s) are less than 90% covered`);
  }
  return {
    verdict: reasons.length === 0 ? 'sufficient' : 'insufficient',
    baselineDays,
    validDayFraction,
    reasons,
  };
}
