/**
 * The engine's out-of-sample accuracy, as measured by its accuracy script on the UK meter samples
 * in packages/energy-model/test-data (fit twelve months, predict the next; 20 rolling windows over
 * two buildings; ASHRAE Guideline 14 statistics). Measured 2026-11-23 with
 * `npm run accuracy -w @wattwise/energy-model`, row "all default" (what calibrate() does).
 */
export const MODEL_ACCURACY = {
  measuredOn: '23 November 2026',
  command: 'npm run accuracy -w @wattwise/energy-model',
  windows: 20,
  buildings: 2,
  /** Mean monthly CV(RMSE), per cent. */
  monthlyCvRmsePercent: 9.6,
  /** Mean absolute monthly NMBE, per cent. */
  monthlyNmbePercent: 3.7,
  /** Mean daily CV(RMSE), per cent. */
  dailyCvRmsePercent: 32.7,
} as const;

/**
 * ASHRAE Guideline 14 (2014) calibration limits for monthly data: CV(RMSE) at most 15 %, NMBE
 * within ±5 %.
 */
export const ASHRAE_MONTHLY_LIMITS = { cvRmsePercent: 15, nmbePercent: 5 } as const;
