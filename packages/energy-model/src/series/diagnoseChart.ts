/**
 * The Predict diagnose chart's modelled series (analysis §9): "Expected from that date to 30 days
 * after. Potential from 7 days before to 30 days after. All are daily sums." The date is the
 * reference time (the latest last metering datetime across sites, set to 02:00); the Actual series
 * (30 days before it) is metered data and comes from the server.
 */
import type { TemperatureReading } from '../calibration/meterSeries';
import { DAY_MS } from '../calibration/wallClock';
import type { PreparedBuilding } from '../model/prepareBuilding';
import { predictSeries } from './energySeries';

const EXPECTED_DAYS_AFTER = 30;
const POTENTIAL_DAYS_BEFORE = 7;
const POTENTIAL_DAYS_AFTER = 30;

interface DailyPoint {
  /** Start of the day, ISO 8601 with the UK offset. */
  x: string;
  /** kWh over the day. */
  y: number;
}

export interface DiagnoseChartSeries {
  expected: DailyPoint[];
  /** null when no potential building is given. */
  potential: DailyPoint[] | null;
}

const points = (
  p: PreparedBuilding,
  start: number,
  end: number,
  temperatures: readonly TemperatureReading[],
): DailyPoint[] => {
  const s = predictSeries(p, { start, end, granularity: 'daily', temperatures });
  return s.times.map((x, i) => ({ x, y: s.energyKwh[i]! }));
};

/**
 * Expected (the building) and Potential (the improved building, see preparePotential) daily kWh
 * around `referenceWallMs` (UK wall-clock ms; its day is the chart's date).
 */
export function diagnoseChartSeries(
  building: PreparedBuilding,
  potential: PreparedBuilding | null,
  referenceWallMs: number,
  temperatures: readonly TemperatureReading[],
): DiagnoseChartSeries {
  const day = Math.floor(referenceWallMs / DAY_MS) * DAY_MS;
  return {
    expected: points(building, day, day + EXPECTED_DAYS_AFTER * DAY_MS, temperatures),
    potential: potential
      ? points(
          potential,
          day - POTENTIAL_DAYS_BEFORE * DAY_MS,
          day + POTENTIAL_DAYS_AFTER * DAY_MS,
          temperatures,
        )
      : null,
  };
}
