/**
 * The measures offered to a building, each evaluated on its own for its card: its signed change
 * per fuel, cost with source, payback state and, for a measure that applies only where an
 * element is still in a given state, how likely that is and which building parameter settles it.
 */
import type { BuildingFacts } from '../building/facts';
import { prepareBuilding, type PreparedBuilding } from '../model/prepareBuilding';
import { resolveSelection } from './applyMeasures';
import { MEASURE_CATALOGUE } from './catalogue';
import type { EnergyChange } from './energyChange';
import { evaluateResolved, scenarioIndicators } from './evaluateScenarios';
import type { Indicator } from './indicators';
import { measureContext } from './measureContext';
import type { EnergyPath, Measure, MeasureParameter, ParameterValue } from './measureTypes';
import { offerOf, type ConditionView } from './offers';
import type { Payback } from './payback';

interface ScenarioParameterView {
  property: string;
  label: string;
  type: MeasureParameter['type'];
  value: ParameterValue;
  optional: boolean;
  /** ENUM keys, comma-separated (the contract's one shape). */
  possibleValues?: string;
  /** ENUM display names, comma-separated, in the order of the keys. */
  displayValues?: string;
  unit?: string;
}

export interface ScenarioView {
  id: string;
  title: string;
  description: string;
  scenarioType: string;
  indicators: Indicator[];
  mutuallyExclusiveWith: string[];
  exclusive: boolean;
  toggleable: boolean;
  customisable: boolean;
  parameterGroups: { label: string; parameters: ScenarioParameterView[] }[];
  /** Mid-range installed cost, £ (today's prices). */
  costGbp: number;
  lifetimeYears: number;
  /** Simple payback in years at the catalogue's cost (null when it saves no money; 0 when free). */
  roiYears: number | null;
  /** How the measure acts (package README, "How each measure acts"). */
  path: EnergyPath;
  /** Yearly change per fuel, PV and end use, signed after − before (negative: less). */
  change: EnergyChange;
  /** Yearly saving, £, signed (negative: it costs more to run). */
  annualSavingGbp: number;
  payback: Payback;
  cost: { lowGbp: number; highGbp: number; source: string; priceYear: number };
  lifetimeSource: string;
  /** Where it applies and how likely (null for a measure that applies as the building is). */
  applies: ConditionView | null;
  /** Why it is offered where that is not plain (a roof measure for a top-floor flat), or null. */
  offeredBecause: string | null;
}

/** Below these a measure changes nothing worth showing (kWh and £ a year). */
const NOTHING_KWH = 1;
const NOTHING_GBP = 1;

function parameterGroups(m: Measure, params: Readonly<Record<string, ParameterValue>>) {
  if (m.parameters.length === 0) return [];
  return [
    {
      label: m.title,
      parameters: m.parameters.map((q) => ({
        property: q.property,
        label: q.label,
        type: q.type,
        value: params[q.property]!,
        optional: q.optional,
        ...(q.possibleValues
          ? {
              possibleValues: q.possibleValues.join(','),
              displayValues: (q.displayValues ?? q.possibleValues).join(','),
            }
          : {}),
        ...(q.unit ? { unit: q.unit } : {}),
      })),
    },
  ];
}

/** The offered catalogue for a prepared building, each measure evaluated on its own. */
function listScenariosPrepared(p: PreparedBuilding): ScenarioView[] {
  const ctx = measureContext(p);
  const offers = new Map(MEASURE_CATALOGUE.map((m) => [m.id, offerOf(m, p.inputs, ctx)]));
  const views: ScenarioView[] = [];
  for (const m of MEASURE_CATALOGUE) {
    const offer = offers.get(m.id)!;
    if (!offer.offered) continue;
    const resolved = resolveSelection(p, [{ id: m.id }]);
    const r = evaluateResolved(p, resolved);
    const changesSomething =
      r.change.fuels.some((f) => Math.abs(f.kwh) >= NOTHING_KWH) ||
      Math.abs(r.change.costGbp) >= NOTHING_GBP ||
      Math.abs(r.change.pv.generationKwh) >= NOTHING_KWH;
    if (!changesSomething) continue;
    const one = resolved[0]!;
    views.push({
      id: m.id,
      title: m.title,
      description: m.description,
      scenarioType: m.scenarioType,
      indicators: scenarioIndicators(r),
      mutuallyExclusiveWith: m.mutuallyExclusiveWith.filter((x) => offers.get(x)?.offered),
      exclusive: false,
      toggleable: true,
      customisable: m.parameters.length > 0,
      parameterGroups: parameterGroups(m, one.params),
      costGbp: one.costGbp,
      lifetimeYears: m.lifetimeYears,
      roiYears: r.roiYears,
      path: m.path,
      change: r.change,
      annualSavingGbp: r.totalSavings.value,
      payback: r.payback,
      cost: {
        lowGbp: one.costLowGbp,
        highGbp: one.costHighGbp,
        source: one.costSource,
        priceYear: one.costPriceYear,
      },
      lifetimeSource: m.lifetimeSource,
      applies: offer.condition,
      offeredBecause: offer.offeredBecause,
    });
  }
  return views;
}

/** The applicable catalogue for a building, each measure evaluated on its own for its indicators. */
export function listScenarios(facts: BuildingFacts): ScenarioView[] {
  return listScenariosPrepared(prepareBuilding(facts));
}

/** Every measure of the catalogue with whether it is offered to the building, and why not. */
export function measureOffers(facts: BuildingFacts | PreparedBuilding): {
  id: string;
  title: string;
  offered: boolean;
  reason: string | null;
  offeredBecause: string | null;
  applies: ConditionView | null;
}[] {
  const p = 'inputs' in facts ? facts : prepareBuilding(facts);
  const ctx = measureContext(p);
  return MEASURE_CATALOGUE.map((m) => {
    const o = offerOf(m, p.inputs, ctx);
    return {
      id: m.id,
      title: m.title,
      offered: o.offered,
      reason: o.reason,
      offeredBecause: o.offeredBecause,
      applies: o.condition,
    };
  });
}
