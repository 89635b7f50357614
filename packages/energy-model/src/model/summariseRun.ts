/** Turns a model run into totals by fuel and end use, cost and carbon. */
import { END_USES, FUELS, type EndUse, type Fuel } from '../building/enums';
import {
  CARBON_FACTORS_KG_PER_KWH,
  DEFAULT_FUEL_PRICES,
  PV_EXPORT_PRICE_P,
  type FuelPrice,
} from '../building/fuels';
import type { ModelRun } from './runModel';

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export type FuelPrices = Record<Fuel, FuelPrice>;

export interface MonthSummary {
  /** 1–12 */
  month: number;
  totalKwh: number;
  byFuel: Record<Fuel, number>;
  byEndUse: Record<EndUse, number>;
  costGbp: number;
  carbonKg: number;
}

export interface RunSummary {
  totalKwh: number;
  byFuel: Record<Fuel, number>;
  byEndUse: Record<EndUse, number>;
  pvGenerationKwh: number;
  pvExportKwh: number;
  costGbp: number;
  carbonKg: number;
  monthly: MonthSummary[];
}

const zeroFuels = (): Record<Fuel, number> => ({
  electricity: 0,
  gas: 0,
  oil: 0,
  lpg: 0,
  biomass: 0,
  solidFuel: 0,
  districtHeat: 0,
  biogas: 0,
});
const zeroUses = (): Record<EndUse, number> => ({
  spaceHeating: 0,
  hotWater: 0,
  cooling: 0,
  lighting: 0,
  equipment: 0,
  fansAndPumps: 0,
  gasCooking: 0,
});

/** Annual fuel totals only (fast path for searches). Electricity is net of PV used on site. */
export function annualFuelTotals(
  run: ModelRun,
  out: Record<Fuel, number> = zeroFuels(),
): Record<Fuel, number> {
  for (const f of FUELS) out[f] = 0;
  for (let u = 0; u < END_USES.length; u++) {
    const f = run.fuelOfEndUse[u]!;
    let s = 0;
    for (let m = 0; m < 12; m++) s += run.endUseMonthly[u * 12 + m]!;
    out[f] += s;
  }
  let self = 0;
  for (let m = 0; m < 12; m++) self += run.pvSelfUseMonthly[m]!;
  out.electricity = Math.max(0, out.electricity - self);
  return out;
}

export function costOf(
  byFuel: Record<Fuel, number>,
  exportKwh: number,
  prices: FuelPrices = DEFAULT_FUEL_PRICES,
  days = 365,
): number {
  let pence = 0;
  for (const f of FUELS) {
    const kwh = byFuel[f];
    if (f === 'electricity' || kwh > 0)
      pence += kwh * prices[f].unitRate + prices[f].standingCharge * days;
  }
  pence -= exportKwh * PV_EXPORT_PRICE_P;
  return Math.max(0, pence / 100);
}

function carbonOf(byFuel: Record<Fuel, number>): number {
  let kg = 0;
  for (const f of FUELS) kg += byFuel[f] * CARBON_FACTORS_KG_PER_KWH[f];
  return kg;
}

/**
 * Fast path for ranges and searches: [total kWh, cost £, carbon kg, fuels…, end uses…] without
 * building the monthly objects.
 */
export function summaryVector(run: ModelRun, prices: FuelPrices = DEFAULT_FUEL_PRICES): number[] {
  const fuels = annualFuelTotals(run);
  let gen = 0;
  let self = 0;
  for (let m = 0; m < 12; m++) {
    gen += run.pvGenerationMonthly[m]!;
    self += run.pvSelfUseMonthly[m]!;
  }
  let total = 0;
  const out: number[] = [0, 0, 0];
  for (const f of FUELS) {
    total += fuels[f];
    out.push(fuels[f]);
  }
  for (let u = 0; u < END_USES.length; u++) {
    let s = 0;
    for (let m = 0; m < 12; m++) s += run.endUseMonthly[u * 12 + m]!;
    out.push(s);
  }
  out[0] = total;
  out[1] = costOf(fuels, Math.max(0, gen - self), prices);
  out[2] = carbonOf(fuels);
  return out;
}

export function summariseRun(run: ModelRun, prices: FuelPrices = DEFAULT_FUEL_PRICES): RunSummary {
  const monthly: MonthSummary[] = [];
  const byFuel = zeroFuels();
  const byEndUse = zeroUses();
  let pvGen = 0;
  let pvExport = 0;
  for (let m = 0; m < 12; m++) {
    const mf = zeroFuels();
    const mu = zeroUses();
    for (let u = 0; u < END_USES.length; u++) {
      const v = run.endUseMonthly[u * 12 + m]!;
      mu[END_USES[u]!] = v;
      mf[run.fuelOfEndUse[u]!] += v;
    }
    mf.electricity = Math.max(0, mf.electricity - run.pvSelfUseMonthly[m]!);
    const exp = Math.max(0, run.pvGenerationMonthly[m]! - run.pvSelfUseMonthly[m]!);
    pvGen += run.pvGenerationMonthly[m]!;
    pvExport += exp;
    let total = 0;
    for (const f of FUELS) {
      byFuel[f] += mf[f];
      total += mf[f];
    }
    for (const u of END_USES) byEndUse[u] += mu[u];
    const days = MONTH_DAYS[m]!;
    monthly.push({
      month: m + 1,
      totalKwh: total,
      byFuel: mf,
      byEndUse: mu,
      costGbp: costOf(mf, exp, prices, days),
      carbonKg: carbonOf(mf),
    });
  }
  let totalKwh = 0;
  for (const f of FUELS) totalKwh += byFuel[f];
  return {
    totalKwh,
    byFuel,
    byEndUse,
    pvGenerationKwh: pvGen,
    pvExportKwh: pvExport,
    costGbp: costOf(byFuel, pvExport, prices),
    carbonKg: carbonOf(byFuel),
    monthly,
  };
}
