import { LIGHT_SCHEME } from '@wattwise/energy-model';
import type { EstateFiguresRow } from '../../db/schema';
import { readModelResults } from './storedResults';

/**
 * What the estate needs of one building's stored results, taken once per model run: the light
 * figures of the default scheme's diagnosis (the site list's lights read the same), the stored
 * plan's totals, the typical months, the EPC band and each EPC target search's cheapest measures.
 * Nothing is modelled again. Stored when the run completes (modelRuns.ts); runs stored before
 * that are taken on the estate's first read (estate/estateFigures.ts). It lives with the runs, not
 * the estate, so that completing a run needs nothing of the estate area.
 */
export function estateFiguresOf(stored: unknown, engineVersion: string): EstateFiguresRow {
  const { results } = readModelResults(stored, engineVersion);
  const titles = new Map(results.scenarios.map((view) => [view.id, view.title] as const));
  const plan = results.plan?.results;
  return {
    floorAreaM2: results.estimate.floorAreaM2,
    domestic: results.estimate.domestic,
    usage: results.lightFigures?.usage ?? null,
    schemeLabel: results.diagnoses[LIGHT_SCHEME]?.schemeLabel ?? null,
    plan: plan
      ? {
          savingGbp: plan.totalSavings.value,
          savingKwh: plan.totalSavings.kwh,
          savingKgCo2e: plan.totalSavings.kgCo2e,
          capitalCostGbp: plan.capitalCostGbp,
        }
      : null,
    months: results.estimate.monthly.map((month) => ({
      kwh: month.totalKwh,
      costGbp: month.costGbp,
      carbonKg: month.carbonKg,
    })),
    epcBand: results.estimate.epc.band,
    epcSource: results.estimate.epc.source,
    epcRoutes: Object.fromEntries(
      Object.entries(results.epcTargets).map(([band, search]) => [
        band,
        {
          feasible: search.feasible,
          achievedBand: search.achievedBand,
          measures: search.measureIds.map((id) => titles.get(id) ?? id),
          capitalCostGbp: search.capitalCostGbp,
        },
      ]),
    ),
  };
}
