/**
 * What a measure changes, fuel by fuel, with its sign: after − before, so a reduction is
 * negative and an increase positive (a heat pump on gas prices: gas −12,000 kWh, electricity
 * +4,300 kWh, cost +£150 a year). PV is shown apart: its generation, the part used on site
 * (which lowers the electricity bought) and the part exported (which earns the export price).
 * Totals add these signed values.
 */
import { END_USES, FUELS, type EndUse, type Fuel } from '../building/enums';
import { CARBON_FACTORS_KG_PER_KWH, PV_EXPORT_PRICE_P } from '../building/fuels';
import type { ModelRun } from '../model/runModel';
import { annualFuelTotals, type FuelPrices } from '../model/summariseRun';

interface FuelChange {
  fuel: Fuel;
  /** Energy bought, kWh a year (electricity: from the grid, net of PV used on site). */
  kwh: number;
  /** Its cost, £ a year, unit rate and standing charge (a fuel no longer used loses its standing charge). */
  costGbp: number;
  kgCo2e: number;
}

interface PvChange {
  generationKwh: number;
  selfUseKwh: number;
  exportKwh: number;
  /** Export income, £ a year (positive: more income, which lowers the cost). */
  exportIncomeGbp: number;
}

export interface EnergyChange {
  /** Every fuel bought before or after, in the engine's fuel order. */
  fuels: FuelChange[];
  pv: PvChange;
  /** Delivered energy by end use, kWh a year (before PV). */
  byEndUseKwh: Record<EndUse, number>;
  /** Sum of the fuels' kWh. */
  totalKwh: number;
  /** Sum of the fuels' cost less the change in export income, £ a year. */
  costGbp: number;
  kgCo2e: number;
}

interface Totals {
  fuels: Record<Fuel, number>;
  generation: number;
  selfUse: number;
  byEndUse: Record<EndUse, number>;
}

function totalsOf(run: ModelRun): Totals {
  const fuels = annualFuelTotals(run);
  let generation = 0;
  let selfUse = 0;
  for (let m = 0; m < 12; m++) {
    generation += run.pvGenerationMonthly[m]!;
    selfUse += run.pvSelfUseMonthly[m]!;
  }
  const byEndUse = {} as Record<EndUse, number>;
  END_USES.forEach((u, k) => {
    let s = 0;
    for (let m = 0; m < 12; m++) s += run.endUseMonthly[k * 12 + m]!;
    byEndUse[u] = s;
  });
  return { fuels, generation, selfUse, byEndUse };
}

/** A fuel's yearly cost, £, as summariseRun's costOf counts it (electricity always has its standing charge). */
function fuelCostGbp(fuel: Fuel, kwh: number, prices: FuelPrices): number {
  if (fuel !== 'electricity' && !(kwh > 0)) return 0;
  return (kwh * prices[fuel].unitRate + prices[fuel].standingCharge * 365) / 100;
}

export function energyChange(before: ModelRun, after: ModelRun, prices: FuelPrices): EnergyChange {
  const b = totalsOf(before);
  const a = totalsOf(after);
  const fuels: FuelChange[] = [];
  for (const f of FUELS) {
    if (!(b.fuels[f] > 0) && !(a.fuels[f] > 0) && f !== 'electricity') continue;
    const kwh = a.fuels[f] - b.fuels[f];
    fuels.push({
      fuel: f,
      kwh,
      costGbp: fuelCostGbp(f, a.fuels[f], prices) - fuelCostGbp(f, b.fuels[f], prices),
      kgCo2e: kwh * CARBON_FACTORS_KG_PER_KWH[f],
    });
  }
  const exportKwh = a.generation - a.selfUse - (b.generation - b.selfUse);
  const pv: PvChange = {
    generationKwh: a.generation - b.generation,
    selfUseKwh: a.selfUse - b.selfUse,
    exportKwh,
    exportIncomeGbp: (exportKwh * PV_EXPORT_PRICE_P) / 100,
  };
  const byEndUseKwh = {} as Record<EndUse, number>;
  for (const u of END_USES) byEndUseKwh[u] = a.byEndUse[u] - b.byEndUse[u];
  return {
    fuels,
    pv,
    byEndUseKwh,
    totalKwh: fuels.reduce((s, f) => s + f.kwh, 0),
    costGbp: fuels.reduce((s, f) => s + f.costGbp, 0) - pv.exportIncomeGbp,
    kgCo2e: fuels.reduce((s, f) => s + f.kgCo2e, 0),
  };
}
