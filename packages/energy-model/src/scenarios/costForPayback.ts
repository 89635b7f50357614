/**
 * 'Set ROI' (analysis §4.1, §5): the capital cost that gives a measure a chosen simple payback
 * ("ROI in years", analysis §9), from the measure's own annual saving on this building. The result
 * is passed back as the selection's capitalCostGbp ('Update Cost').
 */
import type { BuildingFacts } from '../building/facts';
import { EnergyModelInputError, requireFinite } from '../errors';
import { prepareBuilding } from '../model/prepareBuilding';
import { resolveSelection, type MeasureSelection } from './applyMeasures';
import { evaluateResolved } from './evaluateScenarios';

export function costForPayback(
  facts: BuildingFacts,
  selection: MeasureSelection,
  roiYears: number,
): number {
  requireFinite('roiYears', roiYears, 0, 200);
  const p = prepareBuilding(facts);
  const saving = evaluateResolved(p, resolveSelection(p, [selection])).totalSavings.value;
  if (!(saving > 0))
    throw new EnergyModelInputError(
      'roiYears',
      saving < 0
        ? 'this measure costs more to run than it saves, so no cost gives it a payback'
        : 'this measure saves nothing on running costs, so no cost gives it a payback',
    );
  return saving * roiYears;
}
