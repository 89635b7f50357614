/**
 * Calibration to bills: the uncertain parameters are moved until the model reproduces the
 * annual consumption the bills imply, and the report says how far each had to move.
 *  - A bill for the heating fuel moves the heat-loss multiplier (fabric and air-tightness).
 *  - An electricity bill moves the electricity used for lighting, appliances and cooking
 *    (`electricUse`), which leaves heat gains and hot water, and so the gas figure, untouched;
 *    when electricity is also the heating fuel and no gas bill pins heat loss, heat loss moves
 *    with it.
 * Monthly bills are annualised with the model's own monthly profile. Multipliers stay within
 * 0.2–5; a bill that needs more is reported as not reproduced.
 */
import type { Fuel } from '../building/enums';
import type { EnergyBill } from '../building/facts';
import { runModel } from './runModel';
import { annualFuelTotals, type FuelPrices } from './summariseRun';
import type { ModelInputs, ModelMultipliers } from './modelInputs';

interface FuelCalibration {
  fuel: 'electricity' | 'gas';
  /** Annual kWh implied by the bill. */
  billedKwh: number;
  modelledBeforeKwh: number;
  modelledAfterKwh: number;
}

interface ParameterMove {
  parameter: 'heatLoss' | 'electricUse';
  before: number;
  after: number;
  /** (after − before) / before × 100 */
  changePercent: number;
}

export interface BillCalibration {
  fuels: FuelCalibration[];
  parameters: ParameterMove[];
  reproduced: boolean;
  multipliers: ModelMultipliers;
}

const MIN_MULT = 0.2;
const MAX_MULT = 5;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** kWh from one bill value: cost → kWh via (£ × 100 − standing charge × days) / unit rate. */
function toKwh(value: number, bill: EnergyBill, days: number): number {
  if (bill.valueType === 'ENERGY_USAGE') return value;
  const pence = value * 100 - (bill.dayRate ?? 0) * days;
  return Math.max(0, pence / (bill.unitRate ?? 1));
}

export function monthlyFuel(inputs: ModelInputs, mult: ModelMultipliers, fuel: Fuel): number[] {
  const run = runModel(inputs, mult);
  const out = new Array<number>(12).fill(0);
  for (let u = 0; u < run.fuelOfEndUse.length; u++) {
    if (run.fuelOfEndUse[u] !== fuel) continue;
    for (let m = 0; m < 12; m++) out[m]! += run.endUseMonthly[u * 12 + m]!;
  }
  if (fuel === 'electricity')
    for (let m = 0; m < 12; m++) out[m] = Math.max(0, out[m]! - run.pvSelfUseMonthly[m]!);
  return out;
}

/** Annual kWh a bill implies, using the model's monthly shape for partial years. */
export function annualisedBillKwh(bill: EnergyBill, modelMonthly: readonly number[]): number {
  const modelAnnual = modelMonthly.reduce((s, v) => s + v, 0);
  if (bill.period === 'ANNUAL') return toKwh(bill.value ?? 0, bill, 365);
  const months: [number, number][] = bill.monthlyValues
    ? bill.monthlyValues.flatMap((v, i) =>
        v === null ? [] : [[i, toKwh(v, bill, DAYS[i]!)] as [number, number]],
      )
    : [[(bill.month ?? 1) - 1, toKwh(bill.value ?? 0, bill, DAYS[(bill.month ?? 1) - 1]!)]];
  const billed = months.reduce((s, [, v]) => s + v, 0);
  const modelled = months.reduce((s, [i]) => s + modelMonthly[i]!, 0);
  if (months.length === 12) return billed;
  return modelled > 0
    ? (billed * modelAnnual) / modelled
    : (billed * 12) / Math.max(1, months.length);
}

/** Finds k in [MIN, MAX] with f(k) = target for an increasing f, by bisection in log space. */
function solveMonotone(f: (k: number) => number, target: number): { k: number; hit: boolean } {
  let lo = MIN_MULT;
  let hi = MAX_MULT;
  if (f(lo) >= target) return { k: lo, hit: Math.abs(f(lo) - target) <= 0.01 * target };
  if (f(hi) <= target) return { k: hi, hit: Math.abs(f(hi) - target) <= 0.01 * target };
  for (let i = 0; i < 40; i++) {
    const mid = Math.sqrt(lo * hi);
    if (f(mid) < target) lo = mid;
    else hi = mid;
  }
  return { k: Math.sqrt(lo * hi), hit: true };
}

const sum = (a: readonly number[]): number => a.reduce((s, v) => s + v, 0);

export function calibrateToBills(
  inputs: ModelInputs,
  start: ModelMultipliers,
  bills: { electricity?: EnergyBill; gas?: EnergyBill },
  _prices: FuelPrices,
): BillCalibration | null {
  const heatingFuel = inputs.heating.fuel;
  const mult: ModelMultipliers = { ...start };
  const before = annualFuelTotals(runModel(inputs, mult));
  const targets: { fuel: 'electricity' | 'gas'; kwh: number }[] = [];
  if (bills.gas && (heatingFuel === 'gas' || before.gas > 0)) {
    targets.push({
      fuel: 'gas',
      kwh: annualisedBillKwh(bills.gas, monthlyFuel(inputs, mult, 'gas')),
    });
  }
  if (bills.electricity) {
    targets.push({
      fuel: 'electricity',
      kwh: annualisedBillKwh(bills.electricity, monthlyFuel(inputs, mult, 'electricity')),
    });
  }
  if (targets.length === 0) return null;
  const gasTarget = targets.find((t) => t.fuel === 'gas');
  const elecTarget = targets.find((t) => t.fuel === 'electricity');
  let hit = true;
  const heatLoss0 = mult.heatLoss;
  const electricUse0 = mult.electricUse;
  for (let iter = 0; iter < 4; iter++) {
    if (gasTarget) {
      const r = solveMonotone(
        (k) =>
          sum(
            monthlyFuel(
              inputs,
              { ...mult, heatLoss: k * heatLoss0, infiltration: k * start.infiltration },
              'gas',
            ),
          ),
        gasTarget.kwh,
      );
      mult.heatLoss = r.k * heatLoss0;
      mult.infiltration = r.k * start.infiltration;
      hit = r.hit;
    }
    if (elecTarget) {
      const joint = heatingFuel === 'electricity' && !gasTarget;
      const r = solveMonotone((k) => {
        const m = joint
          ? {
              ...mult,
              electricUse: k * electricUse0,
              heatLoss: k * heatLoss0,
              infiltration: k * start.infiltration,
            }
          : { ...mult, electricUse: k * electricUse0 };
        return sum(monthlyFuel(inputs, m, 'electricity'));
      }, elecTarget.kwh);
      mult.electricUse = r.k * electricUse0;
      if (joint) {
        mult.heatLoss = r.k * heatLoss0;
        mult.infiltration = r.k * start.infiltration;
      }
      hit = hit && r.hit;
    }
    if (!gasTarget || !elecTarget) break;
  }
  const after = annualFuelTotals(runModel(inputs, mult));
  const fuels: FuelCalibration[] = targets.map((t) => ({
    fuel: t.fuel,
    billedKwh: t.kwh,
    modelledBeforeKwh: before[t.fuel],
    modelledAfterKwh: after[t.fuel],
  }));
  const reproduced = fuels.every(
    (f) => Math.abs(f.modelledAfterKwh - f.billedKwh) <= 0.02 * Math.max(1, f.billedKwh),
  );
  const parameters: ParameterMove[] = [];
  if (mult.heatLoss !== heatLoss0) {
    parameters.push({
      parameter: 'heatLoss',
      before: heatLoss0,
      after: mult.heatLoss,
      changePercent: ((mult.heatLoss - heatLoss0) / heatLoss0) * 100,
    });
  }
  if (mult.electricUse !== electricUse0) {
    parameters.push({
      parameter: 'electricUse',
      before: electricUse0,
      after: mult.electricUse,
      changePercent: ((mult.electricUse - electricUse0) / electricUse0) * 100,
    });
  }
  return { fuels, parameters, reproduced: reproduced && hit, multipliers: mult };
}
