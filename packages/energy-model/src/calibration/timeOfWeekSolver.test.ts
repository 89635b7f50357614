import { describe, expect, it } from 'vitest';
import { solveAugmented } from './leastSquares';
import { fitIndicatorLeastSquares } from './timeOfWeekSolver';

/** Deterministic pseudo-random numbers in [0, 1) (a linear congruential generator). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Full normal equations of [indicators | dense columns], solved densely: the textbook answer. */
function denseSolve(
  cell: Int32Array,
  cells: number,
  x: Float64Array,
  p: number,
  y: Float64Array,
  w: Float64Array,
): number[] {
  const q = cells + p;
  const a = Array.from({ length: q }, () => new Array<number>(q + 1).fill(0));
  const row = new Float64Array(q);
  for (let i = 0; i < y.length; i++) {
    row.fill(0);
    row[cell[i]!] = 1;
    for (let j = 0; j < p; j++) row[cells + j] = x[i * p + j]!;
    for (let j = 0; j < q; j++) {
      if (row[j] === 0) continue;
      for (let k = 0; k < q; k++) a[j]![k] = a[j]![k]! + w[i]! * row[j]! * row[k]!;
      a[j]![q] = a[j]![q]! + w[i]! * row[j]! * y[i]!;
    }
  }
  return solveAugmented(a, q)!;
}

function problem(seed: number) {
  const rnd = lcg(seed);
  const cells = 168;
  const p = 12;
  const n = 168 * 30;
  const cell = new Int32Array(n);
  const x = new Float64Array(n * p);
  const y = new Float64Array(n);
  const w = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    cell[i] = i % cells;
    // Two groups of six columns, as the model's temperature segments: each row fills one group.
    const g = cell[i]! % 2;
    for (let j = 0; j < 6; j++) x[i * p + g * 6 + j] = 10 * rnd() - 2;
    y[i] = (cell[i]! % 24) / 5 + x[i * p + g * 6]! * 0.3 - x[i * p + g * 6 + 3]! * 0.1 + rnd();
    w[i] = 0.2 + rnd();
  }
  // The same design stored as the model stores it: each row's block of 6 and where it starts.
  const block = new Float64Array(n * 6);
  const offset = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    offset[i] = (cell[i]! % 2) * 6;
    for (let j = 0; j < 6; j++) block[i * 6 + j] = x[i * p + offset[i]! + j]!;
  }
  return { cell, cells, x, p, y, w, block, offset };
}

/** Full-width rows (every column stored). */
const full = (x: Float64Array, p: number, n: number) => ({
  x,
  width: p,
  offset: new Int32Array(n),
  columns: p,
});

describe('time-of-week least squares by block elimination', () => {
  it('gives the same intercepts and slopes as the dense normal equations', () => {
    const { cell, cells, x, p, y, w, block, offset } = problem(3);
    const fast = fitIndicatorLeastSquares({ cell, cells, ...full(x, p, y.length), y })!;
    const dense = denseSolve(cell, cells, x, p, y, new Float64Array(y.length).fill(1));
    for (let c = 0; c < cells; c++) expect(fast.intercepts[c]).toBeCloseTo(dense[c]!, 8);
    for (let j = 0; j < p; j++) expect(fast.coefficients[j]).toBeCloseTo(dense[cells + j]!, 8);
    expect(fast.kept).toHaveLength(p);
    // And with observation weights (weighted least squares, as in the robust refit).
    const fastW = fitIndicatorLeastSquares({ cell, cells, ...full(x, p, y.length), y, weight: w })!;
    const denseW = denseSolve(cell, cells, x, p, y, w);
    for (let c = 0; c < cells; c++) expect(fastW.intercepts[c]).toBeCloseTo(denseW[c]!, 8);
    for (let j = 0; j < p; j++) expect(fastW.coefficients[j]).toBeCloseTo(denseW[cells + j]!, 8);
    // And from rows stored as blocks (the model's layout): the same numbers.
    const blocked = fitIndicatorLeastSquares({
      cell,
      cells,
      x: block,
      width: 6,
      offset,
      columns: p,
      y,
      weight: w,
    })!;
    for (let c = 0; c < cells; c++) expect(blocked.intercepts[c]).toBeCloseTo(denseW[c]!, 8);
    for (let j = 0; j < p; j++) expect(blocked.coefficients[j]).toBeCloseTo(denseW[cells + j]!, 8);
  });

  it('reports the residual sum of squares of the solution', () => {
    const { cell, cells, x, p, y } = problem(5);
    const fit = fitIndicatorLeastSquares({ cell, cells, ...full(x, p, y.length), y })!;
    let sse = 0;
    for (let i = 0; i < y.length; i++) {
      let e = fit.intercepts[cell[i]!]!;
      for (let j = 0; j < p; j++) e += fit.coefficients[j]! * x[i * p + j]!;
      sse += (y[i]! - e) ** 2;
    }
    expect(fit.sse).toBeCloseTo(sse, 6);
  });

  it('drops a column that never varies within a cell and leaves cells without data unset', () => {
    const n = 100;
    const cell = new Int32Array(n).map((_, i) => i % 4); // cells 4 and 5 never seen
    const x = new Float64Array(n * 2);
    const y = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      x[i * 2] = i / 10;
      x[i * 2 + 1] = 0; // e.g. a temperature segment the data never reach
      y[i] = 1 + cell[i]! + 0.5 * x[i * 2]!;
    }
    const fit = fitIndicatorLeastSquares({ cell, cells: 6, ...full(x, 2, n), y })!;
    expect(fit.kept).toEqual([0]);
    expect(fit.coefficients[0]).toBeCloseTo(0.5, 10);
    expect(fit.coefficients[1]).toBe(0);
    expect(fit.intercepts[2]).toBeCloseTo(3, 10);
    expect(Number.isNaN(fit.intercepts[4]!)).toBe(true);
  });
});
