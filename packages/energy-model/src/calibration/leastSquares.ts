/**
 * Ordinary (optionally weighted) least squares by the normal equations, solved with Gaussian
 * elimination and partial pivoting. Small dense problems only (a handful of columns).
 */
export interface LeastSquaresFit {
  coefficients: number[];
  /** Sum of squared residuals. */
  sse: number;
}

/**
 * Fits y ≈ X·b. `columns[j][i]` is the value of regressor j for observation i. Returns null when
 * the system is singular (a regressor that never varies, for example).
 */
export function leastSquares(
  columns: ArrayLike<number>[],
  y: ArrayLike<number>,
): LeastSquaresFit | null {
  const p = columns.length;
  const n = y.length;
  const a: number[][] = [];
  for (let j = 0; j < p; j++) {
    const row = new Array<number>(p + 1).fill(0);
    a.push(row);
  }
  for (let j = 0; j < p; j++) {
    const cj = columns[j]!;
    const row = a[j]!;
    for (let k = j; k < p; k++) {
      const ck = columns[k]!;
      let s = 0;
      for (let i = 0; i < n; i++) s += cj[i]! * ck[i]!;
      row[k] = s;
      a[k]![j] = s;
    }
    let sy = 0;
    for (let i = 0; i < n; i++) sy += cj[i]! * y[i]!;
    row[p] = sy;
  }
  const b = solveAugmented(a, p);
  if (!b) return null;
  let sse = 0;
  for (let i = 0; i < n; i++) {
    let f = 0;
    for (let j = 0; j < p; j++) f += b[j]! * columns[j]![i]!;
    const r = y[i]! - f;
    sse += r * r;
  }
  return { coefficients: b, sse };
}

/** Solves the p×(p+1) augmented system in place. */
export function solveAugmented(a: number[][], p: number): number[] | null {
  for (let c = 0; c < p; c++) {
    let pivot = c;
    for (let r = c + 1; r < p; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    const scale = Math.abs(a[c]![c]!) + 1e-300;
    if (Math.abs(a[pivot]![c]!) < 1e-10 * Math.max(1, scale)) return null;
    if (pivot !== c) [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    const pr = a[c]!;
    for (let r = 0; r < p; r++) {
      if (r === c) continue;
      const row = a[r]!;
      const f = row[c]! / pr[c]!;
      if (f === 0) continue;
      for (let k = c; k <= p; k++) row[k] = row[k]! - f * pr[k]!;
    }
  }
  const out: number[] = [];
  for (let c = 0; c < p; c++) {
    const v = a[c]![p]! / a[c]![c]!;
    if (!Number.isFinite(v)) return null;
    out.push(v);
  }
  return out;
}

/**
 * Least squares from precomputed cross-products: X'X (p×p), X'y and y'y. Lets a grid search
 * reuse dot products instead of touching the data for every candidate.
 */
export function leastSquaresFromGram(
  xtx: number[][],
  xty: number[],
  yy: number,
): LeastSquaresFit | null {
  const p = xty.length;
  const a = xtx.map((row, j) => [...row, xty[j]!]);
  const b = solveAugmented(a, p);
  if (!b) return null;
  let bXty = 0;
  let bXXb = 0;
  for (let j = 0; j < p; j++) {
    bXty += b[j]! * xty[j]!;
    for (let k = 0; k < p; k++) bXXb += b[j]! * xtx[j]![k]! * b[k]!;
  }
  return { coefficients: b, sse: Math.max(0, yy - 2 * bXty + bXXb) };
}
