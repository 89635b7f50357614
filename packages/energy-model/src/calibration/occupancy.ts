/**
 * Occupancy by hour of the week, as in the CalTRACK hourly method (CalTRACK 2.0, 2019, as
 * implemented in OpenEEmeter's estimate_hour_of_week_occupancy): fit use against heating
 * degree-hours below 50 °F (10 °C) and cooling degree-hours above 65 °F (18.33 °C) with one
 * intercept, then call an hour of the week "occupied" when more than 65 % of its residuals are
 * positive (the building uses more than a temperature-only model expects at that hour).
 */
import { fitIndicatorLeastSquares } from './timeOfWeekSolver';

/** CalTRACK hourly occupancy constants (CalTRACK 2.0, 2019): 50 °F, 65 °F, threshold 0.65. */
const OCCUPANCY_HEATING_BALANCE_C = 10;
const OCCUPANCY_COOLING_BALANCE_C = (65 - 32) / 1.8;
const OCCUPANCY_THRESHOLD = 0.65;

/**
 * Occupied flag per hour of the week (168 values) from observations given as parallel arrays:
 * hour-of-week index, outdoor °C and kWh. An hour with no observations is unoccupied.
 */
export function occupiedHoursOfWeek(
  hourOfWeek: Int32Array,
  tempC: Float64Array,
  kwh: Float64Array,
): boolean[] {
  const n = kwh.length;
  const x = new Float64Array(n * 2);
  for (let i = 0; i < n; i++) {
    x[2 * i] = Math.max(0, OCCUPANCY_HEATING_BALANCE_C - tempC[i]!);
    x[2 * i + 1] = Math.max(0, tempC[i]! - OCCUPANCY_COOLING_BALANCE_C);
  }
  const fit = fitIndicatorLeastSquares({
    cell: new Int32Array(n),
    cells: 1,
    x,
    width: 2,
    offset: new Int32Array(n),
    columns: 2,
    y: kwh,
  });
  const positive = new Float64Array(168);
  const count = new Float64Array(168);
  for (let i = 0; i < n; i++) {
    const t = hourOfWeek[i]!;
    count[t] = count[t]! + 1;
    if (!fit) continue;
    const e =
      fit.intercepts[0]! + fit.coefficients[0]! * x[2 * i]! + fit.coefficients[1]! * x[2 * i + 1]!;
    if (kwh[i]! - e > 0) positive[t] = positive[t]! + 1;
  }
  return Array.from({ length: 168 }, (_, t) =>
    count[t]! > 0 ? positive[t]! / count[t]! > OCCUPANCY_THRESHOLD : false,
  );
}
