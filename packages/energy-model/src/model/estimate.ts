/**
 * estimate(): annual and monthly energy by fuel and end use, cost, carbon, energy-use
 * intensity, water, damp-and-mould risk and the EPC estimate, each total with a range.
 */
import { END_USES, FUELS, type EndUse, type Fuel } from '../building/enums';
import type { BuildingFacts } from '../building/facts';
import { assessEpc, type EpcAssessment } from '../ratings/epcAssessment';
import type { AssumedCharacteristic } from './assumptions';
import type { BillCalibration } from './billCalibration';
import { prepareBuilding, type PreparedBuilding } from './prepareBuilding';
import { runModel, type ModelRun } from './runModel';
import { summariseRun, summaryVector, type FuelPrices, type MonthSummary } from './summariseRun';
import { combineRanges, perturbations, type Range } from './uncertainty';

type RiskLevel = 'LOW' | 'MEDIUM' | 'HIGH';

export interface Estimate {
  buildingType: string;
  domestic: boolean;
  floorAreaM2: number;
  climateRegion: { id: number; name: string };
  ageBand: string;
  heatingSystem: string;
  annual: {
    totalKwh: Range;
    byFuel: Record<Fuel, Range>;
    byEndUse: Record<EndUse, Range>;
    costGbp: Range;
    carbonKg: Range;
    energyUseIntensityKwhM2: Range;
    waterM3: Range;
    pvGenerationKwh: number;
    pvExportKwh: number;
  };
  /** Monthly values; each month's range takes the annual total's relative range (approximation). */
  monthly: (MonthSummary & { totalKwhRange: Range })[];
  dampAndMould: { risk: Range; level: RiskLevel };
  /** Overheating in uncooled buildings, kWh/m² of cooling need above 25 °C. */
  overheatingKwhM2: number;
  epc: EpcAssessment;
  calibration: BillCalibration | null;
  /** 'What we assumed': characteristics filled in from the stock or inferred from bills, with probabilities. */
  assumptions: AssumedCharacteristic[];
  /** 0–1, share of registration facts supplied (the contract's scale: colours at 0.75, 0.5, 0.25). */
  informationCompletePercentage: number;
}

function riskLevel(risk: number): RiskLevel {
  return risk < 0.33 ? 'LOW' : risk < 0.66 ? 'MEDIUM' : 'HIGH';
}

/** Output vector layout: total, cost, carbon, water, damp, fuels…, end uses… */
function vectorOf(run: ModelRun, prices: FuelPrices): number[] {
  const v = summaryVector(run, prices);
  return [v[0]!, v[1]!, v[2]!, run.waterM3, run.dampRisk, ...v.slice(3)];
}

/** Relative half-width of a fuel's range once bills pin it: 12 monthly bills 5 %, otherwise 10 % (assumption). */
function billedFuelSpread(p: PreparedBuilding, fuel: 'electricity' | 'gas'): number {
  const bill = p.facts.bills?.[fuel];
  return bill?.monthlyValues && bill.monthlyValues.filter((v) => v !== null).length === 12
    ? 0.05
    : 0.1;
}

export function estimatePrepared(p: PreparedBuilding): Estimate {
  const run = runModel(p.inputs, p.multipliers);
  const summary = summariseRun(run, p.prices);
  const central = vectorOf(run, p.prices);
  const perturbed = perturbations(p.multipliers, p.spreads).map((m) =>
    vectorOf(runModel(p.inputs, m), p.prices),
  );
  const ranges = combineRanges(central, perturbed);
  const nF = FUELS.length;
  const byFuel = Object.fromEntries(FUELS.map((f, i) => [f, ranges[5 + i]!])) as Record<
    Fuel,
    Range
  >;
  for (const c of p.calibration?.fuels ?? []) {
    const r = byFuel[c.fuel];
    const s = billedFuelSpread(p, c.fuel);
    // Reproduced bills pin the fuel; a bill the model cannot reach widens the range to cover
    // both the model and the bill instead.
    byFuel[c.fuel] = p.calibration!.reproduced
      ? { value: r.value, low: r.value * (1 - s), high: r.value * (1 + s) }
      : {
          value: r.value,
          low: Math.max(0, Math.min(r.low, c.billedKwh * (1 - s))),
          high: Math.max(r.high, c.billedKwh * (1 + s)),
        };
  }
  const byEndUse = Object.fromEntries(END_USES.map((u, i) => [u, ranges[5 + nF + i]!])) as Record<
    EndUse,
    Range
  >;
  const A = p.inputs.floorAreaM2;
  let total = ranges[0]!;
  if (p.calibration) {
    // Bills pin the calibrated fuels: rebuild the total's range from the fuel ranges.
    let down = 0;
    let up = 0;
    for (const f of FUELS) {
      down += (byFuel[f].value - byFuel[f].low) ** 2;
      up += (byFuel[f].high - byFuel[f].value) ** 2;
    }
    total = {
      value: total.value,
      low: Math.max(0, total.value - Math.sqrt(down)),
      high: total.value + Math.sqrt(up),
    };
  }
  const damp = { ...ranges[4]!, high: Math.min(1, ranges[4]!.high) };
  return {
    buildingType: p.type.key,
    domestic: p.type.domestic,
    floorAreaM2: A,
    climateRegion: { id: p.inputs.climate.id, name: p.inputs.climate.name },
    ageBand: p.inputs.ageBand,
    heatingSystem: p.inputs.heating.name,
    annual: {
      totalKwh: total,
      byFuel,
      byEndUse,
      costGbp: ranges[1]!,
      carbonKg: ranges[2]!,
      energyUseIntensityKwhM2: { value: total.value / A, low: total.low / A, high: total.high / A },
      waterM3: ranges[3]!,
      pvGenerationKwh: summary.pvGenerationKwh,
      pvExportKwh: summary.pvExportKwh,
    },
    monthly: summary.monthly.map((m) => {
      const lowShare = total.value > 0 ? total.low / total.value : 1;
      const highShare = total.value > 0 ? total.high / total.value : 1;
      return {
        ...m,
        totalKwhRange: {
          value: m.totalKwh,
          low: m.totalKwh * lowShare,
          high: m.totalKwh * highShare,
        },
      };
    }),
    dampAndMould: { risk: damp, level: riskLevel(damp.value) },
    overheatingKwhM2: run.overheatingKwh / A,
    epc: assessEpc(p),
    calibration: p.calibration,
    assumptions: p.assumptions,
    informationCompletePercentage: Math.round(p.informationComplete * 100) / 100,
  };
}

/** Estimates a building from the facts registration collects. Throws EnergyModelInputError on bad input. */
export function estimate(facts: BuildingFacts): Estimate {
  return estimatePrepared(prepareBuilding(facts));
}

/**
 * One building-year of the monthly model at the building's calibrated settings, annual totals
 * only ([total kWh, cost £, carbon kg, fuels…, end uses…]): the unit the throughput target counts.
 */
export function runBuildingYear(p: PreparedBuilding): number[] {
  return summaryVector(runModel(p.inputs, p.multipliers), p.prices);
}
