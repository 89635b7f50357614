/**
 * Least squares for a design of disjoint indicators plus a few dense columns:
 *
 *   y_i ≈ a[cell_i] + Σ_j b_j · x_ij      (one indicator per time-of-week cell, ~24 columns x)
 *
 * The indicator block of X'X is diagonal (cell counts), so it is eliminated exactly: the
 * Schur complement S = Xx'Xx − Σ_cell sx·sx'/n_cell (and likewise for X'y) is a small system in
 * the dense columns only, then each indicator is its cell mean of y − x·b. One pass over the
 * data accumulates every sum, so a year of hourly data costs a few thousand multiply-adds per
 * column pair instead of a (168 + p)² system. Each row fills only its own block of `width`
 * columns (the temperature segments of its hour's group), which the sums skip to. Identical to solving the full normal equations
 * (tested against the dense solver), and to demeaning within cells (Frisch–Waugh–Lovell).
 * Optional observation weights give weighted least squares (used by robust refits).
 */
import { leastSquaresFromGram } from './leastSquares';

export interface IndicatorDesign {
  /** Indicator cell of each observation, 0 … cells − 1. */
  cell: Int32Array;
  cells: number;
  /**
   * Row i's non-zero block, row-major: x[i * width + s] is the value of column offset[i] + s;
   * every other column of row i is 0.
   */
  x: Float64Array;
  width: number;
  /** First column of each row's block (all 0 when width = columns). */
  offset: Int32Array;
  columns: number;
  y: Float64Array;
  /** Observation weights (1 when omitted). */
  weight?: Float64Array;
}

export interface IndicatorFit {
  /** Per-cell intercepts; NaN for a cell with no (weighted) observations. */
  intercepts: Float64Array;
  /** Dense-column coefficients; 0 for a column that does not vary within cells (dropped). */
  coefficients: Float64Array;
  /** Columns kept in the solve. */
  kept: number[];
  /** Weighted sum of squared residuals. */
  sse: number;
}

/** A column whose within-cell sum of squares is below this share of Σw is dropped (never varies). */
const MIN_WITHIN_VARIANCE = 1e-6;

/** Fitted value of row i (intercept of its cell plus its block's terms). */
export function indicatorFitted(d: IndicatorDesign, fit: IndicatorFit, i: number): number {
  let e = fit.intercepts[d.cell[i]!]!;
  const o = i * d.width;
  const col = d.offset[i]!;
  for (let s = 0; s < d.width; s++) e += fit.coefficients[col + s]! * d.x[o + s]!;
  return e;
}

export function fitIndicatorLeastSquares(d: IndicatorDesign): IndicatorFit | null {
  const { cell, cells, x, width, offset, columns: p, y, weight } = d;
  const n = y.length;
  const sw = new Float64Array(cells);
  const swy = new Float64Array(cells);
  const swx = new Float64Array(cells * p);
  const gram = new Float64Array(p * p);
  const xy = new Float64Array(p);
  let yy = 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const w = weight ? weight[i]! : 1;
    if (w === 0) continue;
    const c = cell[i]!;
    const yi = y[i]!;
    const o = i * width;
    const col = offset[i]!;
    total += w;
    sw[c] = sw[c]! + w;
    swy[c] = swy[c]! + w * yi;
    yy += w * yi * yi;
    for (let s = 0; s < width; s++) {
      const xj = x[o + s]!;
      if (xj === 0) continue;
      const j = col + s;
      const wx = w * xj;
      swx[c * p + j] = swx[c * p + j]! + wx;
      xy[j] = xy[j]! + wx * yi;
      for (let t = s; t < width; t++)
        gram[j * p + col + t] = gram[j * p + col + t]! + wx * x[o + t]!;
    }
  }
  if (total === 0) return null;
  // Schur complement onto the dense columns.
  let yyC = yy;
  for (let c = 0; c < cells; c++) {
    const m = sw[c]!;
    if (m === 0) continue;
    const sy = swy[c]!;
    yyC -= (sy * sy) / m;
    for (let j = 0; j < p; j++) {
      const sj = swx[c * p + j]!;
      if (sj === 0) continue;
      xy[j] = xy[j]! - (sj * sy) / m;
      for (let k = j; k < p; k++) gram[j * p + k] = gram[j * p + k]! - (sj * swx[c * p + k]!) / m;
    }
  }
  const kept: number[] = [];
  for (let j = 0; j < p; j++) if (gram[j * p + j]! > MIN_WITHIN_VARIANCE * total) kept.push(j);
  const coefficients = new Float64Array(p);
  let sse = Math.max(0, yyC);
  if (kept.length > 0) {
    const s = kept.map((j) => kept.map((k) => (j <= k ? gram[j * p + k]! : gram[k * p + j]!)));
    const fit = leastSquaresFromGram(
      s,
      kept.map((j) => xy[j]!),
      yyC,
    );
    if (!fit) return null;
    kept.forEach((j, m) => (coefficients[j] = fit.coefficients[m]!));
    sse = fit.sse;
  }
  const intercepts = new Float64Array(cells).fill(Number.NaN);
  for (let c = 0; c < cells; c++) {
    const m = sw[c]!;
    if (m === 0) continue;
    let a = swy[c]!;
    for (let j = 0; j < p; j++) a -= coefficients[j]! * swx[c * p + j]!;
    intercepts[c] = a / m;
  }
  return { intercepts, coefficients, kept, sse };
}
