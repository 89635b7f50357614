import { GUIDELINE_14 } from '@wattwise/energy-model/bands';

/**
 * The engine's out-of-sample accuracy on the UK meters it ships with (fit twelve months, predict
 * the next, on every meter and yearly rolling split; medians), as its accuracy script measured it
 * when the engine was built. Never typed in: `@wattwise/energy-model/accuracy` is written by the
 * engine's build (bench/accuracy.mjs --summary).
 */
export { MODEL_ACCURACY } from '@wattwise/energy-model/accuracy';

/** ASHRAE Guideline 14 (2014) calibration limits for monthly data, in per cent (the engine's). */
export const ASHRAE_MONTHLY_LIMITS = {
  cvRmsePercent: GUIDELINE_14.monthly.cvrmse * 100,
  nmbePercent: GUIDELINE_14.monthly.nmbe * 100,
} as const;

/** The same limits for hourly data, in per cent. */
export const ASHRAE_HOURLY_LIMITS = {
  cvRmsePercent: GUIDELINE_14.hourly.cvrmse * 100,
  nmbePercent: GUIDELINE_14.hourly.nmbe * 100,
} as const;

/**
 * ASHRAE Guideline 14 CV(RMSE) and NMBE (fractions) of predicted against observed values: the
 * engine's one implementation, for charts that compare two series they draw.
 */
export { goodnessOfFit } from '@wattwise/energy-model/bands';
