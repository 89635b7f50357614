/**
 * The comparison a scheme gives a building: its row (TM46 category or NZCBS sub-sector), the
 * home comparison where a home has no row, or why there is none.
 */
import type { Fuel } from '../building/enums';
import type { Estimate } from '../model/estimate';
import type { PreparedBuilding } from '../model/prepareBuilding';
import { FUEL_WORDS, noFuels, whole, type FuelComparator } from './comparator';
import { homeComparator } from './homeComparator';
import type { MetricText } from './metric';
import type { BenchmarkScheme, SchemeRow } from './schemes';
import { adjustedTm46Benchmark, tm46Category, tm46DegreeDaysForSapRegion } from './tm46';

export type SchemeComparison =
  { comparator: FuelComparator; reason: null } | { comparator: null; reason: string };

/**
 * Heat the benchmark gives as fossil fuel, counted as electricity for a building heated by
 * electricity: 0.35 kWh of electricity a kWh of fossil heat (assumption, about a boiler's
 * efficiency over direct electric heating's).
 */
const ELECTRIC_SHARE_OF_FOSSIL_HEAT = 0.35;

export function schemeComparison(
  p: PreparedBuilding,
  est: Estimate,
  scheme: BenchmarkScheme,
): SchemeComparison {
  const row = scheme.rows[p.type.key];
  if (row?.totalKwhM2 !== undefined)
    return { comparator: totalLimit(est, scheme, row, row.totalKwhM2), reason: null };
  if (row) return { comparator: perFuel(p, est, scheme, row), reason: null };
  if (p.type.domestic && scheme.homes)
    return { comparator: homeComparator(p, scheme.homes), reason: null };
  return {
    comparator: null,
    reason: `${scheme.label} gives no energy figure for ${p.type.label.toLowerCase()} buildings.`,
  };
}

/** A total-only scheme (NZCBS): its limit shared in the building's own fuel mix. */
function totalLimit(
  est: Estimate,
  scheme: BenchmarkScheme,
  row: SchemeRow,
  limitKwhM2: number,
): FuelComparator {
  const A = est.floorAreaM2;
  const actual = est.annual.byFuel;
  const total = est.annual.totalKwh.value || 1;
  const byFuel = noFuels();
  const text: FuelComparator['text'] = {};
  const basis = `${scheme.label} limit for ${row.category ?? 'this sector'}: ${limitKwhM2} kWh per m² a year of all energy, ${whole(limitKwhM2 * A)} kWh for ${whole(A)} m², shared between fuels as this building uses them (the standard limits the total, not each fuel)`;
  for (const f of Object.keys(byFuel) as Fuel[]) {
    byFuel[f] = (limitKwhM2 * A * actual[f].value) / total;
    if (byFuel[f] > 0) text[f] = { basis, source: scheme.source };
  }
  return {
    byFuel,
    text,
    noFigure: {},
    summary: `${scheme.label} limits energy use as a whole, so every fuel is the same share above or below it.`,
    label: `the ${scheme.label} benchmark`,
    source: scheme.source,
  };
}

/** A per-fuel scheme (TM46 typical, adjusted under CIBSE for weather and hours). */
function perFuel(
  p: PreparedBuilding,
  est: Estimate,
  scheme: BenchmarkScheme,
  row: SchemeRow,
): FuelComparator {
  const A = est.floorAreaM2;
  let elecM2 = row.electricityKwhM2 ?? 0;
  let fossilM2 = row.fossilKwhM2 ?? 0;
  let adjusted = '';
  const cat = p.type.tm46 ? tm46Category(p.type.tm46) : undefined;
  if (scheme.tm46Adjustments && cat) {
    const hdd = tm46DegreeDaysForSapRegion(p.inputs.climate.id);
    const hours = (p.inputs.occupiedHoursPerWeek * 52) | 0;
    const adj = adjustedTm46Benchmark(cat, {
      annualHeatingDegreeDays: hdd,
      occupiedHoursPerYear: hours,
    });
    elecM2 = adj.electricityKwhM2;
    fossilM2 = adj.fossilThermalKwhM2;
    adjusted = `, adjusted to ${whole(hdd)} heating degree days and ${whole(hours)} occupied hours a year`;
  }
  const name = row.category ?? p.type.label;
  const typical = `CIBSE TM46 typical for ${name.toLowerCase()}`;
  const source = 'CIBSE TM46:2008 Energy benchmarks, Table 1 (typical building)';
  const textOf = (what: string, perM2: number, kwh: number): MetricText => ({
    basis: `${typical}: ${whole(perM2)} kWh of ${what} per m² a year${adjusted}, ${whole(kwh)} kWh for ${whole(A)} m²`,
    source,
  });
  const byFuel = noFuels();
  const text: FuelComparator['text'] = {};
  const noFigure: FuelComparator['noFigure'] = {};
  byFuel.electricity = elecM2 * A;
  text.electricity = textOf('electricity', elecM2, byFuel.electricity);
  const fossil = fossilM2 * A;
  const burnt = (Object.keys(byFuel) as Fuel[]).filter(
    (f) => f !== 'electricity' && est.annual.byFuel[f].value > 0,
  );
  const burntTotal = burnt.reduce((s, f) => s + est.annual.byFuel[f].value, 0);
  if (fossil <= 0) {
    for (const f of burnt)
      noFigure[f] =
        `CIBSE TM46 gives ${name.toLowerCase()} no fossil-fuel figure (its typical building is heated by electricity), so this building's ${FUEL_WORDS[f]} is compared only within cost and carbon.`;
  } else if (burntTotal > 0) {
    // The fossil benchmark shared across the fuels the building burns.
    for (const f of burnt) {
      byFuel[f] = (fossil * est.annual.byFuel[f].value) / burntTotal;
      text[f] = {
        ...textOf('fossil fuel', fossilM2, fossil),
        basis: `${textOf('fossil fuel', fossilM2, fossil).basis}${burnt.length > 1 ? `, shared between ${burnt.map((b) => FUEL_WORDS[b]).join(' and ')} as this building burns them` : ''}`,
      };
    }
  } else if (p.inputs.heating.fuel === 'electricity') {
    byFuel.electricity += fossil * ELECTRIC_SHARE_OF_FOSSIL_HEAT;
    text.electricity = {
      source,
      basis: `${textOf('electricity', elecM2, elecM2 * A).basis}, plus its ${whole(fossilM2)} kWh/m² of fossil heat as ${whole(fossilM2 * ELECTRIC_SHARE_OF_FOSSIL_HEAT)} kWh/m² of electric heating (this building is heated by electricity)`,
    };
  } else {
    byFuel.gas = fossil;
    text.gas = textOf('fossil fuel', fossilM2, fossil);
  }
  return {
    byFuel,
    text,
    noFigure,
    label: `the ${scheme.label} benchmark`,
    summary: adjusted
      ? `Compared with the ${typical}, adjusted for this building's weather and hours.`
      : `${scheme.label}: compared with the ${typical} (CIBSE set its typical values near the median of the stock), without adjustments.`,
    source,
  };
}
