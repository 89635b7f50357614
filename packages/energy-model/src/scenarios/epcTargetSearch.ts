/**
 * EPC target search (the EPC wizard): the least-capital-cost combination of applicable,
 * compatible measures whose modelled asset rating reaches the target band; ties broken by
 * larger annual savings. If none does, 'not feasible' with the best band reachable.
 *
 * Search: measures that change the asset rating are grouped into mutually exclusive sets (each
 * set: none or one member); a depth-first search over sets in order of cheapest option prunes
 * (a) any branch already costing more than the best solution and (b) any branch that cannot
 * reach the target even with the best remaining option of every set added (a bound that assumes
 * measures do not make the rating worse, which holds for this catalogue).
 */
import type { BuildingFacts } from '../building/facts';
import { EPC_RATINGS, type EpcRating } from '../building/enums';
import { EnergyModelInputError } from '../errors';
import { assetRatingOf } from '../ratings/assetRating';
import {
  ASSET_BAND_UPPER_BOUNDS,
  SAP_BAND_LOWER_BOUNDS,
  assetBand,
  bandRank,
  sapBand,
} from '../ratings/bands';
import { prepareBuilding, type PreparedBuilding } from '../model/prepareBuilding';
import type { ModelInputs } from '../model/modelInputs';
import { runModel } from '../model/runModel';
import { summaryVector } from '../model/summariseRun';
import { MEASURE_CATALOGUE } from './catalogue';
import {
  applyResolved,
  resolveSelection,
  sortByCatalogue,
  type ResolvedMeasure,
} from './applyMeasures';
import { measureContext, type MeasureContext } from './measureContext';
import { offerOf } from './offers';

export interface EpcTargetResult {
  target: EpcRating;
  feasible: boolean;
  currentBand: string;
  /** Band reached by the chosen measures (feasible) or the best reachable (not feasible). */
  achievedBand: string;
  bestReachableBand: string;
  measureIds: string[];
  capitalCostGbp: number;
  annualSavingsGbp: number;
  /** Combinations whose rating was computed. */
  evaluations: number;
}

interface Ctx {
  p: PreparedBuilding;
  measures: MeasureContext;
  domestic: boolean;
  evaluations: number;
  memo: Map<string, number>;
}

/** Score of a selection, memoised by its measure ids. */
function scoreOf(ctx: Ctx, sel: readonly ResolvedMeasure[]): number {
  const sorted = sortByCatalogue([...sel]);
  const key = sorted.map((r) => r.measure.id).join('|');
  const hit = ctx.memo.get(key);
  if (hit !== undefined) return hit;
  const s = score(ctx, applyResolved(ctx.p.inputs, sorted, ctx.measures));
  ctx.memo.set(key, s);
  return s;
}

/** Rating "score": larger is better for both SAP and asset ratings. */
function score(ctx: Ctx, inputs: ModelInputs): number {
  ctx.evaluations++;
  const mult = ctx.p.ratingMultipliers;
  const run = runModel(inputs, mult);
  if (ctx.domestic) return assetRatingOf(inputs, run, ctx.p.type.key, mult, sapBand).rating;
  const r = assetRatingOf(inputs, run, ctx.p.type.key, mult, assetBand);
  return -r.rating;
}

function bandOfScore(ctx: Ctx, s: number): string {
  return ctx.domestic ? sapBand(s) : assetBand(-s);
}

/** Lowest score that is in `target` or better. */
function targetScore(domestic: boolean, target: EpcRating): number {
  if (domestic) return new Map(SAP_BAND_LOWER_BOUNDS).get(target)!;
  return -new Map(ASSET_BAND_UPPER_BOUNDS).get(target)!;
}

/**
 * `excludedMeasureIds`: measures the search may not use (the user hid them or marked them
 * completed, analysis §4.1: both permanent), so the answer names only measures still listed.
 */
function searchEpcTargetPrepared(
  p: PreparedBuilding,
  target: EpcRating,
  excludedMeasureIds: readonly string[] = [],
): EpcTargetResult {
  if (!EPC_RATINGS.includes(target))
    throw new EnergyModelInputError('target', `must be one of ${EPC_RATINGS.join(', ')}`);
  const measures = measureContext(p);
  const ctx: Ctx = { p, measures, domestic: p.inputs.domestic, evaluations: 0, memo: new Map() };
  const base = p.inputs;
  const candidates = MEASURE_CATALOGUE.filter(
    (m) =>
      m.affectsAssetRating &&
      offerOf(m, base, measures).offered &&
      !excludedMeasureIds.includes(m.id),
  );
  const resolved = new Map<string, ResolvedMeasure>(
    candidates.map((m) => [m.id, resolveSelection(p, [{ id: m.id }])[0]!]),
  );
  // Group into exclusive sets (connected components of the exclusion graph).
  const groups: ResolvedMeasure[][] = [];
  const seen = new Set<string>();
  for (const m of candidates) {
    if (seen.has(m.id)) continue;
    const stack = [m.id];
    const group: ResolvedMeasure[] = [];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id) || !resolved.has(id)) continue;
      seen.add(id);
      group.push(resolved.get(id)!);
      for (const x of resolved.get(id)!.measure.mutuallyExclusiveWith) stack.push(x);
    }
    groups.push(group);
  }
  groups.sort(
    (a, b) => Math.min(...a.map((r) => r.costGbp)) - Math.min(...b.map((r) => r.costGbp)),
  );
  const currentScore = score(ctx, base);
  const goal = targetScore(ctx.domestic, target);
  const baseCost = summaryVector(runModel(base, p.multipliers), p.prices)[1]!;
  const savingsOf = (sel: ResolvedMeasure[]): number =>
    baseCost -
    summaryVector(runModel(applyResolved(base, sel, measures), p.multipliers), p.prices)[1]!;

  let bestSel: ResolvedMeasure[] | null = currentScore >= goal ? [] : null;
  let bestCost = bestSel ? 0 : Infinity;
  let bestSavings = bestSel ? 0 : -Infinity;
  // Greedy start: add the option with the best rating gain per pound until the target is met,
  // giving the depth-first search a cost bound from the outset.
  if (!bestSel) {
    const greedy: ResolvedMeasure[] = [];
    let cur = currentScore;
    const open = new Set(groups);
    while (cur < goal && open.size > 0) {
      let pick: { g: ResolvedMeasure[]; r: ResolvedMeasure; s: number; ratio: number } | null =
        null;
      for (const g of open) {
        for (const r of g) {
          const s = scoreOf(ctx, [...greedy, r]);
          const ratio = (s - cur) / (r.costGbp + 1);
          if (s > cur && (!pick || ratio > pick.ratio)) pick = { g, r, s, ratio };
        }
      }
      if (!pick) break;
      greedy.push(pick.r);
      open.delete(pick.g);
      cur = pick.s;
    }
    if (cur >= goal) {
      dropRedundant(greedy);
      bestSel = greedy;
      bestCost = greedy.reduce((t, r) => t + r.costGbp, 0);
      bestSavings = savingsOf(sortByCatalogue(greedy));
    }
  }
  const chosen: ResolvedMeasure[] = [];
  /** Removes measures (most expensive first) whose removal still meets the target. */
  function dropRedundant(sel: ResolvedMeasure[]): void {
    for (const r of [...sel].sort((a, b) => b.costGbp - a.costGbp)) {
      const without = sel.filter((x) => x !== r);
      if (without.length > 0 && scoreOf(ctx, without) >= goal) sel.splice(sel.indexOf(r), 1);
    }
  }
  // Standalone rating gain of every option, for the knapsack bound below.
  const gain = new Map<ResolvedMeasure, number>();
  for (const g of groups)
    for (const r of g) gain.set(r, Math.max(0, scoreOf(ctx, [r]) - currentScore));
  /**
   * Lower bound on the extra cost to gain `need` rating points from groups gi…: a fractional
   * knapsack over each group's best gain-per-pound option. Admissible when gains do not grow in
   * combination. That mostly holds (insulation after a heat pump saves less) but not always (LED
   * lighting gains more once heat is low-carbon), so the search is a heuristic branch-and-bound:
   * exact when gains are sub-additive. A pass that drops redundant measures (most expensive
   * first) tidies both the greedy start and the result. The all-gains-short test uses twice the sum.
   */
  const extraCostBound = (gi: number, need: number): number => {
    const opts: { gain: number; cost: number }[] = [];
    let total = 0;
    for (let k = gi; k < groups.length; k++) {
      let best: { gain: number; cost: number } | null = null;
      let bestGain = 0;
      for (const r of groups[k]!) {
        const gr = gain.get(r)!;
        bestGain = Math.max(bestGain, gr);
        if (gr > 0 && (!best || gr / (r.costGbp + 1e-9) > best.gain / (best.cost + 1e-9)))
          best = { gain: gr, cost: r.costGbp };
      }
      total += bestGain;
      if (best) opts.push(best);
    }
    if (2 * total < need - 1e-9) return Infinity;
    opts.sort((a, b) => b.gain / (b.cost + 1e-9) - a.gain / (a.cost + 1e-9));
    let c = 0;
    let left = need;
    for (const o of opts) {
      if (left <= 0) break;
      const take = Math.min(1, left / o.gain);
      c += take * o.cost;
      left -= take * o.gain;
    }
    return c;
  };
  const record = (cost: number): void => {
    const sav = savingsOf(sortByCatalogue(chosen));
    if (cost < bestCost || (cost === bestCost && sav > bestSavings)) {
      bestSel = [...chosen];
      bestCost = cost;
      bestSavings = sav;
    }
  };
  const dfs = (gi: number, cost: number): void => {
    if (cost > bestCost) return;
    const s = chosen.length ? scoreOf(ctx, chosen) : currentScore;
    if (s >= goal) {
      if (chosen.length) record(cost); // adding more only costs more
      return;
    }
    if (gi === groups.length) return;
    if (cost + BOUND_SAFETY * extraCostBound(gi, goal - s) > bestCost + 1e-6) return;
    const g = groups[gi]!;
    for (const r of [...g].sort((a, b) => a.costGbp - b.costGbp)) {
      chosen.push(r);
      dfs(gi + 1, cost + r.costGbp);
      chosen.pop();
    }
    dfs(gi + 1, cost);
  };
  dfs(0, 0);
  if (bestSel) {
    dropRedundant(bestSel);
    bestCost = (bestSel as ResolvedMeasure[]).reduce((t, r) => t + r.costGbp, 0);
  }

  // Best reachable: the best option of every group, trying each option of the exclusive groups.
  let bestReach = currentScore;
  const multi = groups.filter((g) => g.length > 1);
  const fixed = groups.filter((g) => g.length === 1).map((g) => g[0]!);
  const combos = (i: number, acc: ResolvedMeasure[]): void => {
    if (i === multi.length) {
      bestReach = Math.max(bestReach, scoreOf(ctx, [...fixed, ...acc]));
      return;
    }
    for (const r of multi[i]!) combos(i + 1, [...acc, r]);
  };
  combos(0, []);
  const sel = (bestSel ?? []) as ResolvedMeasure[];
  const feasible = bestSel !== null;
  const achieved = feasible ? bandOfScore(ctx, scoreOf(ctx, sel)) : bandOfScore(ctx, bestReach);
  return {
    target,
    feasible,
    currentBand: bandOfScore(ctx, currentScore),
    achievedBand: achieved,
    bestReachableBand:
      bandRank(achieved) < bandRank(bandOfScore(ctx, bestReach))
        ? achieved
        : bandOfScore(ctx, bestReach),
    measureIds: sortByCatalogue(sel).map((r) => r.measure.id),
    capitalCostGbp: feasible ? bestCost : 0,
    annualSavingsGbp: feasible && sel.length ? savingsOf(sortByCatalogue(sel)) : 0,
    evaluations: ctx.evaluations,
  };
}

/** Safety factor on the knapsack cost bound (see extraCostBound). */
const BOUND_SAFETY = 1;

/** The EPC wizard: least-cost measures reaching `target`, or not feasible with the best band reachable. */
export function searchEpcTarget(
  facts: BuildingFacts,
  target: EpcRating,
  excludedMeasureIds: readonly string[] = [],
): EpcTargetResult {
  return searchEpcTargetPrepared(prepareBuilding(facts), target, excludedMeasureIds);
}
