import type { Kysely } from 'kysely';
import {
  suggestTariffs,
  tariffMetric,
  type Diagnosis,
  type Estimate,
  type Tariff,
  type TariffComparison,
} from '@wattwise/energy-model';
import type { Database } from '../../db/schema';
import { analysedSite } from './analysisBuildings';
import {
  PRICE_CAP_TARIFF,
  TARIFF_PRICES_PERIOD,
  TARIFF_RATES_FROM,
  TARIFF_SOURCE,
  TARIFF_TABLE,
} from './tariffTable';

type DateTriple = [number, number, number];

/** The last day of the year costed from a start date, as [y, m, d]. */
function yearEnd([y, m, d]: DateTriple): DateTriple {
  const end = new Date(Date.UTC(y + 1, m - 1, d - 1));
  return [end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate()];
}

/**
 * The building's own tariff from its registration (unit rates p/kWh, standing charges p/day),
 * each missing part taken from the price cap.
 */
function currentTariffOf(building: {
  elec_unit_rate: number | null;
  elec_day_rate: number | null;
  gas_unit_rate: number | null;
  gas_day_rate: number | null;
}): Tariff {
  return {
    supplierName: 'Current',
    name: 'Your current tariff',
    fuelType: 'DUAL',
    term: 'Current',
    elecUnitRate: building.elec_unit_rate ?? PRICE_CAP_TARIFF.elecUnitRate!,
    elecStandingCharge: building.elec_day_rate ?? PRICE_CAP_TARIFF.elecStandingCharge!,
    gasUnitRate: building.gas_unit_rate ?? PRICE_CAP_TARIFF.gasUnitRate!,
    gasStandingCharge: building.gas_day_rate ?? PRICE_CAP_TARIFF.gasStandingCharge!,
  };
}

/**
 * The tariffs a building's cards compare: its own against the bundled table. The Diagnose tariff
 * bar is rated on the same comparison, so it never calls a tariff good that the cards beside it
 * offer to beat.
 */
function tariffComparison(building: Parameters<typeof currentTariffOf>[0]): TariffComparison {
  return {
    current: currentTariffOf(building),
    available: TARIFF_TABLE,
    source: TARIFF_SOURCE.name,
  };
}

type StoredMetrics = Diagnosis['diagnoseMetrics'];

/**
 * A building's stored metrics with its tariff rated on the tariffs its cards show, costed on the
 * same estimate as the cards: the building as it is for Diagnose (and the PDF report), its
 * potential building for Potential. The model job does not know the cards' table, so its stored
 * tariff metric says it was not compared.
 */
export function withCardTariffs(
  metrics: StoredMetrics,
  building: Parameters<typeof currentTariffOf>[0],
  estimate: Estimate,
): StoredMetrics {
  if (!metrics) return metrics;
  return { ...metrics, tariff: tariffMetric(estimate, tariffComparison(building)) };
}

/**
 * Tariff suggestions (analysis §2.2, §3 'Tariff data', §7.2): the bundled table costed by the
 * engine's suggestTariffs on the building's modelled annual electricity and gas, against its
 * current tariff. `optional` is a building id; the site's own id (or 'site') costs every
 * building of the site, each on its own tariff, and lists what saves in all of them summed.
 * Potential tariffs are costed the same way on the potential building the model job stored.
 * Unpaid sites get no suggestions (the Diagnose and Potential tabs are locked for them,
 * analysis §2.2).
 */
export async function tariffSuggestions(
  db: Kysely<Database>,
  request: { siteId: string; optional: string },
) {
  const whole = request.optional === request.siteId || request.optional === 'site';
  const { site, buildings } = await analysedSite(
    db,
    request.siteId,
    whole ? undefined : request.optional,
  );
  const base = {
    startDate: TARIFF_RATES_FROM,
    endDate: yearEnd(TARIFF_RATES_FROM),
    tariffSource: { ...TARIFF_SOURCE },
  };
  const modelled = buildings.filter((b) => b.results !== null);
  if (!(site.paid || site.demo) || modelled.length === 0)
    return { ...base, diagnoseTariffs: [], potentialTariffs: [] };
  // Diagnose: the building as it is; Potential: the potential building the model job stored
  // (the building with its recommended measures); without one the building as it is.
  const diagnoseTariffs = suggestionsFor(modelled, (results) => results.estimate);
  const potentialTariffs = suggestionsFor(
    modelled,
    (results) => results.potential?.estimate ?? results.estimate,
  );
  return { ...base, diagnoseTariffs, potentialTariffs };
}

type Modelled = Awaited<ReturnType<typeof analysedSite>>['buildings'][number];
type Results = NonNullable<Modelled['results']>;

/** The bundled table costed by the engine on each building's annual fuels, summed over them. */
function suggestionsFor(
  modelled: Modelled[],
  estimateOf: (results: Results) => Results['estimate'],
) {
  type Suggestion = ReturnType<typeof suggestTariffs>['suggestions'][number];
  const byName = new Map<
    string,
    { suggestion: Suggestion; savings: number; total: number; n: number }
  >();
  for (const { building, results } of modelled) {
    const byFuel = estimateOf(results!).annual.byFuel;
    const compared = tariffComparison(building);
    const answer = suggestTariffs(
      { electricityKwh: byFuel.electricity.value, gasKwh: byFuel.gas.value },
      compared.current,
      compared.available,
    );
    for (const suggestion of answer.suggestions) {
      const seen = byName.get(suggestion.name);
      byName.set(suggestion.name, {
        suggestion,
        savings: (seen?.savings ?? 0) + suggestion.savings,
        total: (seen?.total ?? 0) + suggestion.total,
        n: (seen?.n ?? 0) + 1,
      });
    }
  }
  // A site lists the tariffs that save in every one of its buildings, with the sums.
  return [...byName.values()]
    .filter((entry) => entry.n === modelled.length)
    .map(({ suggestion, savings, total }) => ({
      ...suggestion,
      savings,
      total,
      sample: TARIFF_TABLE.find((t) => t.name === suggestion.name)?.sample ?? false,
      pricesFrom: TARIFF_PRICES_PERIOD.from,
      pricesTo: TARIFF_PRICES_PERIOD.to,
    }))
    .sort((a, b) => a.total - b.total);
}
