import {
  meteredCarbonKg,
  meteredCostGbp,
  type BreakdownItem,
  type MeteredFuel,
  type Notice,
} from '@wattwise/energy-model';
import { diagnoseKpiLabels, fuelName, meteredActualNotices } from '@wattwise/domain';
import { buildingFactsOf } from '../registration/buildingFacts';
import type { MeteredYear } from '../data/meteredYear';
import type { AnalysedBuilding } from './analysisBuildings';

export interface ActualFigures {
  kpis: { text: string; value: number; unit: string; isCurrency: boolean }[];
  /** Usage by fuel, kWh, summing to the Energy use KPI. */
  usageBreakdown: BreakdownItem[];
  notices: Notice[];
}

interface BuildingActual {
  energyKwh: number;
  costGbp: number;
  carbonKg: number;
  byFuel: Record<string, number>;
}

/** A metered building's Actual: its meters' kWh of the year, priced and carbon-rated by the engine. */
function meteredActual(entry: AnalysedBuilding, fuels: Partial<Record<MeteredFuel, number>>) {
  const facts = buildingFactsOf(entry.building);
  const actual: BuildingActual = { energyKwh: 0, costGbp: 0, carbonKg: 0, byFuel: {} };
  for (const [fuel, kwh] of Object.entries(fuels) as [MeteredFuel, number][]) {
    actual.energyKwh += kwh;
    actual.costGbp += meteredCostGbp(facts, fuel, kwh);
    actual.carbonKg += meteredCarbonKg(fuel, kwh);
    actual.byFuel[fuel] = kwh;
  }
  return actual;
}

/** An unmetered building's Actual: its stored model run's year. */
function modelledActual(entry: AnalysedBuilding): BuildingActual {
  const annual = entry.results!.estimate.annual;
  const byFuel: Record<string, number> = {};
  for (const [fuel, range] of Object.entries(annual.byFuel)) {
    if (range.value > 0) byFuel[fuel] = range.value;
  }
  return {
    energyKwh: annual.totalKwh.value,
    costGbp: annual.costGbp.value,
    carbonKg: annual.carbonKg.value,
    byFuel,
  };
}

function actualNotice(notice: string, variant: Notice['variant']): Notice {
  return { notice, highlights: [], noticeType: 'ACTUAL', variant, learnMoreURL: null };
}

/**
 * The Actual tab's figures of a site or building (spec analysis §2.2: KPIs and a usage breakdown):
 * a building with readings shows its meters' last 12 months, the window of the Optimise overview,
 * so both say the same figure; any other building its stored model run's year. The breakdown sums
 * to the KPI: one figure, one source. A metered building that burns a fuel no meter reads says so.
 */
export function actualFigures(
  modelled: readonly AnalysedBuilding[],
  metered: MeteredYear | null,
): ActualFigures {
  const total: BuildingActual = { energyKwh: 0, costGbp: 0, carbonKg: 0, byFuel: {} };
  const meteredFuels = new Set<string>();
  const unmeteredFuels = new Set<string>();
  for (const entry of modelled) {
    const fuels = metered?.kwh.get(entry.building.id);
    const actual = fuels ? meteredActual(entry, fuels) : modelledActual(entry);
    if (fuels) {
      for (const fuel of Object.keys(fuels)) meteredFuels.add(fuel);
      for (const fuel of Object.keys(modelledActual(entry).byFuel)) {
        if (!(fuel in fuels)) unmeteredFuels.add(fuel);
      }
    }
    total.energyKwh += actual.energyKwh;
    total.costGbp += actual.costGbp;
    total.carbonKg += actual.carbonKg;
    for (const [fuel, kwh] of Object.entries(actual.byFuel)) {
      total.byFuel[fuel] = (total.byFuel[fuel] ?? 0) + kwh;
    }
  }
  const notices: Notice[] = [];
  if (metered && meteredFuels.size > 0) {
    const said = meteredActualNotices(metered.lastReading, [...meteredFuels], [...unmeteredFuels]);
    notices.push(actualNotice(said.metered, 'POSITIVE'));
    if (said.unmetered) notices.push(actualNotice(said.unmetered, 'NEGATIVE'));
  }
  return {
    kpis: [
      { text: diagnoseKpiLabels.energyUse, value: total.energyKwh, unit: 'kWh', isCurrency: false },
      { text: diagnoseKpiLabels.energyCost, value: total.costGbp, unit: 'GBP', isCurrency: true },
      { text: diagnoseKpiLabels.carbon, value: total.carbonKg, unit: 'kgCO2e', isCurrency: false },
    ],
    usageBreakdown: Object.entries(total.byFuel).map(([fuel, value]) => ({
      label: fuelName(fuel),
      value,
      unit: 'kWh',
    })),
    notices,
  };
}
