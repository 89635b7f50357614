import { predictChangePointDay, type ChangePointModel } from './changePoint';
import type { MeterDay } from './meterSeries';

/** A day predictor around a fitted change-point model. */
export function changePointPredictor(model: ChangePointModel): {
  model: ChangePointModel;
  predictDay: (d: MeterDay) => number;
} {
  return { model, predictDay: (d) => predictChangePointDay(model, d) };
}
