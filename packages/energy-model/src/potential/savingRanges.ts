/**
 * The likely range of what a set of measures saves a year (£, kWh, kgCO2e), found the way the
 * estimate's ranges are (model/uncertainty.ts): each uncertain parameter group is pushed one
 * spread up and one down, in the building before the measures and after them alike, the saving
 * worked out again, and the deviations combined in quadrature (first-order sensitivity, groups
 * taken as independent). A saving depends on the same unknowns as the use it cuts (how leaky the
 * walls are, how warm the rooms are kept), so bills that pin the use narrow the saving too.
 * The range is of the saving itself and may cross zero (a heat pump on gas prices can save a
 * little or cost more, depending on how much heat the building needs).
 */
import type { BuildingFacts } from '../building/facts';
import type { ModelMultipliers } from '../model/modelInputs';
import { prepareBuilding, type PreparedBuilding } from '../model/prepareBuilding';
import { runModel } from '../model/runModel';
import { summaryVector } from '../model/summariseRun';
import { combineRanges, perturbations, type Range } from '../model/uncertainty';
import { resolveSelection, type MeasureSelection } from '../scenarios/applyMeasures';
import { energyChange } from '../scenarios/energyChange';
import { scenarioBuilding } from '../scenarios/evaluateScenarios';
import { measureContext } from '../scenarios/measureContext';

/**
 * What the ranges rest on: the building's details alone ('model'), or its bills, which the model
 * was calibrated on and which narrow them ('bills').
 */
type SavingRangeBasis = 'model' | 'bills';

export interface SavingRanges {
  /** Yearly running-cost saving, £ (negative: it costs more to run). */
  gbp: Range;
  /** Yearly energy saving, kWh (negative: it uses more). */
  kwh: Range;
  /** Yearly carbon saving, kgCO2e (negative: it emits more). */
  kgCo2e: Range;
  basis: SavingRangeBasis;
}

function savingVector(
  p: PreparedBuilding,
  before: { inputs: PreparedBuilding['inputs']; multipliers: ModelMultipliers },
  after: { inputs: PreparedBuilding['inputs']; multipliers: ModelMultipliers },
): number[] {
  const b = runModel(before.inputs, before.multipliers);
  // Removed electric heat is weighed against the gains of the building before the measures as it
  // is pushed (evaluateScenarios weighs it against the central building's).
  const afterMultipliers =
    after.multipliers.intermittencyElectricGainsW === undefined
      ? after.multipliers
      : { ...after.multipliers, intermittencyElectricGainsW: b.electricGainsMonthlyW };
  const a = runModel(after.inputs, afterMultipliers);
  const sb = summaryVector(b, p.prices);
  const sa = summaryVector(a, p.prices);
  // £ as evaluateScenarios counts it (export income included); kWh and carbon as its totals.
  return [-energyChange(b, a, p.prices).costGbp, sb[0]! - sa[0]!, sb[2]! - sa[2]!];
}

/**
 * The ranges of a selection's yearly savings on a prepared building; the central values are
 * those evaluateScenarios gives. Throws EnergyModelInputError as evaluateScenarios does.
 */
export function savingRangesPrepared(
  p: PreparedBuilding,
  selection: readonly MeasureSelection[],
): SavingRanges {
  const resolved = resolveSelection(p, selection);
  const { base, baseMultipliers, after, afterMultipliers } = scenarioBuilding(
    p,
    resolved,
    measureContext(p),
  );
  const central = savingVector(
    p,
    { inputs: base, multipliers: baseMultipliers },
    { inputs: after, multipliers: afterMultipliers },
  );
  // The same push of each group on both sides, in the same order (perturbations' group order).
  const beforeSets = perturbations(baseMultipliers, p.spreads);
  const afterSets = perturbations(afterMultipliers, p.spreads);
  const perturbed = beforeSets.map((m, i) =>
    savingVector(
      p,
      { inputs: base, multipliers: m },
      { inputs: after, multipliers: afterSets[i]! },
    ),
  );
  const [gbp, kwh, kgCo2e] = combineRanges(central, perturbed, false);
  return {
    gbp: gbp!,
    kwh: kwh!,
    kgCo2e: kgCo2e!,
    basis: p.calibration?.reproduced ? 'bills' : 'model',
  };
}

/** The ranges of a selection's yearly savings (see savingRangesPrepared). */
export function savingRanges(
  building: BuildingFacts | PreparedBuilding,
  selection: readonly MeasureSelection[],
): SavingRanges {
  return savingRangesPrepared(
    'inputs' in building ? building : prepareBuilding(building),
    selection,
  );
}
