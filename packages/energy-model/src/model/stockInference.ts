/**
 * Bills inform the building. The stock's priors (building/stock.ts) say how likely each wall,
 * loft and heating-system state is for a home of this age; a bill for the heating fuel says how
 * much heat the home really needs. Each discrete combination is modelled, the bill's likelihood
 * under it taken as log-normal around the modelled figure, and Bayes' rule gives the posterior
 * probability of every state. The inferred building takes the posterior expected values, so a
 * home whose bill shows a filled cavity is not offered cavity fill at full savings.
 */
import type { BuildingTypeInfo } from '../building/buildingTypes';
import type { EnergyBill, BuildingFacts } from '../building/facts';
import { recentShareOfCondensing, type LoftOption, type WallOption } from '../building/stock';
import { DEFAULT_YEAR_OF_CONSTRUCTION } from '../building/facts';
import { annualisedBillKwh, monthlyFuel } from './billCalibration';
import { heatLossCoefficient } from './runModel';
import {
  NEUTRAL_MULTIPLIERS,
  resolveModelInputs,
  type CharacteristicBeliefs,
  type ModelInputs,
  type ModelMultipliers,
} from './modelInputs';

/**
 * Spread of metered consumption among homes that are alike on paper (occupancy, habits,
 * weather): standard deviation of ln(bill / model) (assumption, of the order of the spread
 * between Ofgem's low and medium TDCVs: ln(9,500 / 6,000) ≈ 0.46 over the whole stock, less
 * for one known home).
 */
const BILL_LOG_SPREAD = 0.3;

export interface BillEvidence {
  fuel: 'gas' | 'electricity';
  /** Annual kWh the bill implies. */
  annualKwh: number;
}

/** The bill that says most about the fabric: the one for the heating fuel. */
export function heatingBillEvidence(
  inputs: ModelInputs,
  start: ModelMultipliers,
  bills: { electricity?: EnergyBill; gas?: EnergyBill } | undefined,
): BillEvidence | null {
  const fuel = inputs.heating.fuel;
  if (fuel !== 'gas' && fuel !== 'electricity') return null;
  const bill = bills?.[fuel];
  if (!bill) return null;
  const annualKwh = annualisedBillKwh(bill, monthlyFuel(inputs, start, fuel));
  return annualKwh > 0 ? { fuel, annualKwh } : null;
}

const sum = (a: ArrayLike<number>): number => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]!;
  return s;
};

/**
 * Posterior beliefs about the building's uncertain characteristics given a heating-fuel bill.
 * `start` gives the operational multipliers for a candidate's inputs (demand temperature
 * depends on the fabric).
 */
export function inferCharacteristics(
  facts: BuildingFacts,
  type: BuildingTypeInfo,
  prior: CharacteristicBeliefs,
  start: (inputs: ModelInputs) => ModelMultipliers,
  evidence: BillEvidence,
): CharacteristicBeliefs {
  const systemStates = heatingSystemStates(
    prior,
    evidence.fuel === 'electricity' ? 'electric' : 'boiler',
    recentShareOfCondensing(facts.yearOfConstruction ?? DEFAULT_YEAR_OF_CONSTRUCTION),
  );
  const logW: number[] = [];
  const combos: { w: WallOption; l: LoftOption; s: (typeof systemStates)[number] }[] = [];
  const target = Math.log(evidence.annualKwh);
  for (const w of prior.wall)
    for (const l of prior.loft)
      for (const s of systemStates) {
        const point: CharacteristicBeliefs = {
          ...prior,
          wall: [{ ...w, probability: 1 }],
          loft: [{ ...l, probability: 1 }],
          ...s.state,
        };
        const inputs = resolveModelInputs(facts, type, point);
        const modelled = sum(monthlyFuel(inputs, start(inputs), evidence.fuel));
        if (!(modelled > 0)) continue;
        const z = (target - Math.log(modelled)) / BILL_LOG_SPREAD;
        logW.push(Math.log(w.probability * l.probability * s.p) - 0.5 * z * z);
        combos.push({ w, l, s });
      }
  if (combos.length === 0) return prior;
  const max = Math.max(...logW);
  const weights = logW.map((v) => Math.exp(v - max));
  const total = sum(weights);
  const wallP = new Map<string, number>();
  const loftP = new Map<string, number>();
  const system = {
    condensingBoiler: 0,
    recentBoiler: 0,
    pre1998Boiler: 0,
    heatPumpGivenElectric: 0,
  };
  combos.forEach(({ w, l, s }, i) => {
    const p = weights[i]! / total;
    wallP.set(w.label, (wallP.get(w.label) ?? 0) + p);
    loftP.set(l.label, (loftP.get(l.label) ?? 0) + p);
    for (const k of Object.keys(system) as (keyof typeof system)[]) system[k] += p * s.state[k];
  });
  return {
    ...prior,
    wall: prior.wall.map((o) => ({ ...o, probability: wallP.get(o.label) ?? 0 })),
    loft: prior.loft.map((o) => ({ ...o, probability: loftP.get(o.label) ?? 0 })),
    ...system,
  };
}

/** One state of the heating system, with its probability. */
export interface HeatingSystemState {
  p: number;
  state: {
    condensingBoiler: number;
    recentBoiler: number;
    pre1998Boiler: number;
    heatPumpGivenElectric: number;
  };
}

/**
 * The heating-system states a home with this fuel may be in, from the beliefs: for a boiler,
 * condensing to the 2010 standard, other condensing, non-condensing fitted since 1998, or fitted
 * before 1998; for electricity, heat pump or storage heaters; one state otherwise. `recentShare`
 * is the share of condensing boilers fitted since 2010 for the home's age (stock.ts).
 */
export function heatingSystemStates(
  beliefs: CharacteristicBeliefs,
  system: 'boiler' | 'electric' | 'other',
  recentShare: number,
): HeatingSystemState[] {
  const c = beliefs.condensingBoiler;
  const r = Math.min(c, beliefs.recentBoiler ?? c * recentShare);
  const o = Math.min(1 - c, beliefs.pre1998Boiler ?? 0);
  const h = beliefs.heatPumpGivenElectric;
  const mean = { condensingBoiler: c, recentBoiler: r, pre1998Boiler: o, heatPumpGivenElectric: h };
  const boiler = (condensing: number, recent: number, pre1998: number) => ({
    ...mean,
    condensingBoiler: condensing,
    recentBoiler: recent,
    pre1998Boiler: pre1998,
  });
  if (system === 'boiler') {
    const states: HeatingSystemState[] = [
      { p: r, state: boiler(1, 1, 0) },
      { p: c - r, state: boiler(1, 0, 0) },
      { p: 1 - c - o, state: boiler(0, 0, 0) },
      { p: o, state: boiler(0, 0, 1) },
    ];
    return states.filter((s) => s.p > 1e-12);
  }
  if (system === 'electric' && h > 0 && h < 1)
    return [
      { p: h, state: { ...mean, heatPumpGivenElectric: 1 } },
      { p: 1 - h, state: { ...mean, heatPumpGivenElectric: 0 } },
    ];
  return [{ p: 1, state: mean }];
}

/**
 * Relative spread (one standard deviation / expected value) of the fabric heat loss and of the
 * heating system's fuel use that comes from not knowing which state the building is in: the
 * stock's spread (or what is left of it after bills). Added to the archetype spreads so the
 * range covers homes of this age with and without their upgrades.
 */
export function beliefSpreads(
  inputs: ModelInputs,
  beliefs: CharacteristicBeliefs,
): { heatLoss: number; efficiency: number } {
  if (!inputs.domestic) return { heatLoss: 0, efficiency: 0 };
  const H = heatLossCoefficient(inputs, NEUTRAL_MULTIPLIERS);
  const variance = (values: { v: number; p: number }[]): number => {
    const mean = values.reduce((s, x) => s + x.p * x.v, 0);
    return values.reduce((s, x) => s + x.p * (x.v - mean) ** 2, 0);
  };
  const wallVar = variance(
    beliefs.wall.map((o) => ({ v: o.u * inputs.wallAreaM2, p: o.probability })),
  );
  const loftVar = variance(
    beliefs.loft.map((o) => ({ v: o.u * inputs.roofAreaM2, p: o.probability })),
  );
  const c = inputs.heating.boiler ? beliefs.condensingBoiler : 1;
  const o = inputs.heating.boiler ? Math.min(1 - c, beliefs.pre1998Boiler ?? 0) : 0;
  // Fuel per unit heat: 1/η for condensing (0.84), non-condensing (0.74) and pre-1998 (0.66)
  // gas boilers, SAP 2012 Table 4b.
  const effVar = variance([
    { v: 1 / 0.84, p: c },
    { v: 1 / 0.74, p: 1 - c - o },
    { v: 1 / 0.66, p: o },
  ]);
  return {
    heatLoss: Math.sqrt(wallVar + loftVar) / H,
    efficiency: Math.sqrt(effVar) * inputs.heating.spaceEfficiency,
  };
}
