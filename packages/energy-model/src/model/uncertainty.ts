/**
 * Uncertainty ranges: each parameter group is pushed one spread up and one spread down, the
 * model re-run, and the deviations of every output combined in quadrature (first-order
 * sensitivity, groups taken as independent). Ranges therefore narrow as facts shrink spreads.
 */
import type { ModelMultipliers } from './modelInputs';
import type { ParameterSpreads } from './prepareBuilding';

export interface Range {
  value: number;
  low: number;
  high: number;
}

const GROUPS: (keyof ParameterSpreads)[] = [
  'heatLoss',
  'infiltration',
  'efficiency',
  'activity',
  'hotWater',
  'geometry',
  'externalTempOffsetK',
  'demandTempOffsetK',
];

/** Perturbed multiplier sets, two per group. */
export function perturbations(
  base: ModelMultipliers,
  spreads: ParameterSpreads,
): ModelMultipliers[] {
  const out: ModelMultipliers[] = [];
  for (const g of GROUPS) {
    const s = spreads[g];
    if (!(s > 0)) continue;
    if (g === 'externalTempOffsetK' || g === 'demandTempOffsetK') {
      out.push({ ...base, [g]: base[g] + s }, { ...base, [g]: base[g] - s });
    } else {
      out.push({ ...base, [g]: base[g] * (1 + s) }, { ...base, [g]: base[g] / (1 + s) });
    }
  }
  return out;
}

/** Combines a central vector with perturbed vectors into ranges (low ≥ 0 for non-negative outputs). */
export function combineRanges(
  central: readonly number[],
  perturbed: readonly (readonly number[])[],
  floorAtZero = true,
): Range[] {
  return central.map((c, i) => {
    let up = 0;
    let down = 0;
    for (const p of perturbed) {
      const d = p[i]! - c;
      if (d > 0) up += d * d;
      else down += d * d;
    }
    const low = c - Math.sqrt(down);
    return { value: c, low: floorAtZero ? Math.max(0, low) : low, high: c + Math.sqrt(up) };
  });
}
