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
import type { LoftOption, WallOption } from '../building/stock';
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
export const BILL_LOG_SPREAD = 0.3;

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
  const systemStates: { p: number; condensing: number; heatPump: number }[] = [];
  const c = prior.condensingBoiler;
  const h = prior.heatPumpGivenElectric;
  if (evidence.fuel === 'gas' && c > 0 && c < 1)
    systemStates.push(
      { p: c, condensing: 1, heatPump: h },
      { p: 1 - c, condensing: 0, heatPump: h },
    );
  else if (evidence.fuel === 'electricity' && h > 0 && h < 1)
    systemStates.push(
      { p: h, condensing: c, heatPump: 1 },
      { p: 1 - h, condensing: c, heatPump: 0 },
    );
  else systemStates.push({ p: 1, condensing: c, heatPump: h });

  const logW: number[] = [];
  const combos: { w: WallOption; l: LoftOption; s: (typeof systemStates)[number] }[] = [];
  const target = Math.log(evidence.annualKwh);
  for (const w of prior.wall)
    for (const l of prior.loft)
      for (const s of systemStates) {
        const point: CharacteristicBeliefs = {
          wall: [{ ...w, probability: 1 }],
          loft: [{ ...l, probability: 1 }],
          condensingBoiler: s.condensing,
          heatPumpGivenElectric: s.heatPump,
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
  let condensing = 0;
  let heatPump = 0;
  combos.forEach(({ w, l, s }, i) => {
    const p = weights[i]! / total;
    wallP.set(w.label, (wallP.get(w.label) ?? 0) + p);
    loftP.set(l.label, (loftP.get(l.label) ?? 0) + p);
    condensing += p * s.condensing;
    heatPump += p * s.heatPump;
  });
  return {
    wall: prior.wall.map((o) => ({ ...o, probability: wallP.get(o.label) ?? 0 })),
    loft: prior.loft.map((o) => ({ ...o, probability: loftP.get(o.label) ?? 0 })),
    condensingBoiler: condensing,
    heatPumpGivenElectric: heatPump,
  };
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
  // Fuel per unit heat: 1/η for condensing (0.84) and older (0.74) boilers, SAP 2012 Table 4b.
  const effVar = variance([
    { v: 1 / 0.84, p: c },
    { v: 1 / 0.74, p: 1 - c },
  ]);
  return {
    heatLoss: Math.sqrt(wallVar + loftVar) / H,
    efficiency: Math.sqrt(effVar) * inputs.heating.spaceEfficiency,
  };
}
