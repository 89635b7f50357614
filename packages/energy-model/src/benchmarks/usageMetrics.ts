/**
 * The metrics that do not depend on the scheme: water, damp and mould, and tariff. Each is
 * compared only when there is something measured or costed to compare; otherwise it says why.
 */
import { ACTIVITY_PROFILES } from '../building/activity';
import { WATER_LITRES_PER_PERSON_DAY } from '../data/homeBenchmarks';
import type { Estimate } from '../model/estimate';
import type { PreparedBuilding } from '../model/prepareBuilding';
import { suggestTariffs, type Tariff } from '../tariffs/suggestTariffs';
import { whole } from './comparator';
import { comparedMetric, uncomparedMetric, type DiagnoseMetric } from './metric';

/** The tariffs to compare: the building's own and those on offer (the ones its tariff cards show). */
export interface TariffComparison {
  current: Tariff;
  available: readonly Tariff[];
  /** Share of electricity used at night, when readings show it. */
  electricityNightFraction?: number;
  /** Where the tariffs on offer come from, with the period their prices apply to. */
  source?: string;
}

/** Water: metered or billed water against typical use, else why it is not compared. */
export function waterMetric(
  p: PreparedBuilding,
  est: Estimate,
  measuredM3?: number,
): DiagnoseMetric {
  if (measuredM3 === undefined || !(measuredM3 > 0))
    return uncomparedMetric(
      'NO_DATA',
      `No water meter reading or bill has been entered, so water use is not compared. The model's ${whole(est.annual.waterM3.value)} m³ a year is the typical use of a building like this, not a measurement.`,
      'm³',
      false,
    );
  if (p.type.domestic) {
    const people = p.inputs.occupants;
    const perDay = WATER_LITRES_PER_PERSON_DAY.value;
    const m3 = (perDay * people * 365) / 1000;
    return comparedMetric(measuredM3, m3, 'm³', false, [], {
      basis: `Average household water use in England, ${perDay} litres a person a day, for ${people.toFixed(1)} people (SAP occupancy for ${whole(p.inputs.floorAreaM2)} m²): ${whole(m3)} m³ a year`,
      source: `${WATER_LITRES_PER_PERSON_DAY.source}; SAP 2012 Table 1b occupancy`,
    });
  }
  const activity = ACTIVITY_PROFILES[p.type.activity];
  if (activity.waterM3PerM2 <= 0)
    return uncomparedMetric(
      'NO_BENCHMARK',
      `There is no water figure for ${p.type.label.toLowerCase()} buildings to compare with.`,
      'm³',
      false,
    );
  const m3 = activity.waterM3PerM2 * est.floorAreaM2;
  return comparedMetric(measuredM3, m3, 'm³', false, [], {
    basis: `Typical water use the engine assumes for ${p.type.label.toLowerCase()} buildings, ${activity.waterM3PerM2} m³ per m² a year: ${whole(m3)} m³`,
    source:
      'Assumption of the engine (activity defaults); no published water benchmark for this sector is bundled',
  });
}

const RISK_WORDS = { LOW: 'low', MEDIUM: 'medium', HIGH: 'high' } as const;

/**
 * Damp and mould: no scheme gives a benchmark and nothing measured is entered, so it is never a
 * bar; the model's screening level is said in words.
 */
export function dampMetric(est: Estimate): DiagnoseMetric {
  return uncomparedMetric(
    'NO_DATA',
    `No damp survey or humidity readings have been entered, and no benchmark scheme gives a damp-and-mould figure, so it is not scored. From the walls, ventilation and heating the model assumed, the risk of damp and mould is ${RISK_WORDS[est.dampAndMould.level]}.`,
    '%',
    false,
  );
}

/**
 * How full the tariff bar is for a saving worth `savingShare` of the bill (designed): no saving
 * fills it; any saving leaves it below the spec's 'very good' threshold of 80, and each 5 % of the
 * bill a switch would save takes it one band lower (under 5 % good, 5–10 % fair, 10–15 % poor,
 * 15 % or more very poor), so the bar never calls a tariff good that the cards beside it offer to
 * beat by much.
 */
export function tariffBarPercentage(savingShare: number): number {
  if (savingShare <= 0) return 100;
  return Math.max(0, 80 - 400 * savingShare);
}

/** A saving under half a penny a year is no saving (as suggestTariffs filters). */
const NO_SAVING_GBP = 0.005;

function tariffResult(current: number, best: number, basis: string, source: string) {
  const metric = comparedMetric(current, Math.min(current, best), 'GBP', true, [], {
    basis,
    source,
  });
  const saving = current - Math.min(current, best);
  if (saving <= NO_SAVING_GBP) return { ...metric, barPercentage: 100, direction: 'UP' as const };
  return { ...metric, barPercentage: tariffBarPercentage(current > 0 ? saving / current : 0) };
}

/** Tariff: the cost on the current tariff against the cheapest on offer, else why not. */
export function tariffMetric(
  est: Estimate,
  tariffs?: TariffComparison,
  bestTariffCostGbp?: number,
): DiagnoseMetric {
  if (tariffs) {
    const byFuel = est.annual.byFuel;
    const answer = suggestTariffs(
      {
        electricityKwh: byFuel.electricity.value,
        gasKwh: byFuel.gas.value,
        ...(tariffs.electricityNightFraction !== undefined
          ? { electricityNightFraction: tariffs.electricityNightFraction }
          : {}),
      },
      tariffs.current,
      tariffs.available,
    );
    const best = answer.suggestions[0];
    const source = tariffs.source ?? 'The tariffs on offer';
    const basis = best
      ? `The cheapest of ${tariffs.available.length} tariffs compared, ${best.supplierName} ${best.name}: £${whole(best.total)} a year against £${whole(answer.currentTotal)} on the current tariff`
      : `None of the ${tariffs.available.length} tariffs compared is cheaper than the current tariff (£${whole(answer.currentTotal)} a year)`;
    return tariffResult(answer.currentTotal, best?.total ?? answer.currentTotal, basis, source);
  }
  if (bestTariffCostGbp !== undefined) {
    const current = est.annual.costGbp.value;
    return tariffResult(
      current,
      bestTariffCostGbp,
      `The cheapest tariff offered: £${whole(Math.min(current, bestTariffCostGbp))} a year against £${whole(current)} at the current prices`,
      'The tariffs on offer',
    );
  }
  return uncomparedMetric(
    'NO_DATA',
    'Tariffs have not been compared for this building yet, so its tariff is not rated.',
    'GBP',
    true,
  );
}
