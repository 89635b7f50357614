// Ways of choosing among the default's candidates, compared out of sample on the splits of
// npm run accuracy (the same meters, the same rolling splits, the same days and months scored).
// Every rule sees only validation inside the baseline (each candidate's held-out months under
// blocked cross-validation, src/calibration/ensemble.ts); none looks at the reporting period.
//
// Per rule: on how many splits its monthly CV(RMSE) is below the CalTRACK daily reference's, is
// the reference itself ("tie"), or is above; the mean of both over the splits (leaving out those
// where the reference is above 100 %, a supply dying away); the median ratio to the reference.
// `-- --splits` prints, per split, each candidate's validation error and its out-of-sample error;
// `-- --losses` the splits each rule is above the reference on; `-- --folds N` validates with N
// blocks instead of the default's 3.
//
// Runs on the sources (tsx). Usage: npm run ensemble-rules -w @wattwise/energy-model
//   [-- --splits] [-- --losses] [-- --folds N]
import { baselineCandidates, inPeriod } from '../src/calibration/candidates.ts';
import { heldOutError, heldOutMonths } from '../src/calibration/ensemble.ts';
import {
  buildMeterDays,
  detectIntervalMinutes,
  hourlyConsumption,
  inTimeOrder,
} from '../src/calibration/meterSeries.ts';
import { DAY_MS, monthKeyOfDay } from '../src/calibration/wallClock.ts';
import { loadSharedMeter, sharedMeters } from '../src/savings/savingsCheck.ts';

const foldsAt = process.argv.indexOf('--folds');
const FOLDS = foldsAt > 0 ? Number(process.argv[foldsAt + 1]) : undefined;

const addMonths = (ms, n) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, d.getUTCDate());
};

/** The rolling splits of bench/accuracy.mjs: [baseline start, baseline end, reporting end]. */
function splits(days) {
  const counted = days.filter((d) => Number.isFinite(d.kwh));
  const lastEnd = (counted.at(-1).day + 1) * DAY_MS;
  const out = [];
  for (let start = counted[0].day * DAY_MS; ; start = addMonths(start, 12)) {
    const end = addMonths(start, 12);
    const reportingEnd = Math.min(addMonths(end, 12), lastEnd);
    if (reportingEnd - end < 80 * DAY_MS) break;
    out.push([start, end, reportingEnd]);
  }
  return out;
}

/** Per split: each candidate's held-out months and its reporting months' sums (as calibrate scores them). */
function studySplit(days, hourly, baseline, reporting) {
  const candidates = baselineCandidates(days, baseline, hourly);
  const full = candidates.map((c) => c.fit(baseline));
  const held = candidates.map((c) => heldOutMonths(days, baseline, c.fit, FOLDS));
  const months = new Map();
  for (const d of days) {
    if (!inPeriod(d, reporting)) continue;
    const key = monthKeyOfDay(d.day);
    const m = months.get(key) ?? { actual: 0, predicted: candidates.map(() => 0), valid: 0 };
    months.set(key, m);
    const p = full.map((f) => (f ? f.predictDay(d) : Number.NaN));
    if (!Number.isFinite(d.kwh) || !p.every(Number.isFinite)) continue;
    m.actual += d.kwh;
    p.forEach((v, i) => (m.predicted[i] += v));
    m.valid++;
  }
  const scored = [...months]
    .filter(([key, m]) => {
      const y = Math.floor(key / 12);
      return m.valid >= 0.8 * new Date(Date.UTC(y, (key % 12) + 1, 0)).getUTCDate();
    })
    .map(([, m]) => m);
  return { names: candidates.map((c) => c.name), held, errors: held.map(heldOutError), scored };
}

/**
 * Monthly CV(RMSE) of the combination over the scored months (out of sample, p = 0): `weights`
 * per candidate, or a function of the candidates' predictions of a month (a median).
 */
function cvrmse(scored, weights) {
  let squared = 0;
  let sum = 0;
  for (const m of scored) {
    const p =
      typeof weights === 'function'
        ? weights(m.predicted)
        : m.predicted.reduce((s, v, i) => s + weights[i] * v, 0);
    squared += (m.actual - p) ** 2;
    sum += m.actual;
  }
  return Math.sqrt(squared / scored.length) / (sum / scored.length);
}

/** Paired t statistic of a candidate's gain over the reference on the same held-out months. */
function pairedGain(candidate, reference) {
  const ref = new Map(reference.map((m) => [m.fold * 12 + m.month, m]));
  const gains = [];
  let actual = 0;
  for (const c of candidate) {
    const r = ref.get(c.fold * 12 + c.month);
    if (!r) continue;
    gains.push((r.actualKwh - r.predictedKwh) ** 2 - (c.actualKwh - c.predictedKwh) ** 2);
    actual += r.actualKwh;
  }
  const n = gains.length;
  if (n < 3) return -Infinity;
  const scaled = gains.map((g) => g / (actual / n) ** 2);
  const mean = scaled.reduce((s, g) => s + g, 0) / n;
  const sd = Math.sqrt(scaled.reduce((s, g) => s + (g - mean) ** 2, 0) / (n - 1));
  return sd > 0 ? mean / (sd / Math.sqrt(n)) : mean > 0 ? Infinity : -Infinity;
}

/** Standard normal distribution function (Abramowitz & Stegun 7.1.26 via erf). */
function normalCdf(z) {
  if (z === Infinity) return 1;
  if (z === -Infinity) return 0;
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

const normalised = (w) => {
  const total = w.reduce((s, v) => s + v, 0);
  return total > 0 ? w.map((v) => v / total) : w.map((_, i) => (i === 0 ? 1 : 0));
};
const inverse = (e) => (Number.isFinite(e) ? 1 / (e + 1e-6) : 0);
const reference = (s) => s.names.map((_, i) => (i === 0 ? 1 : 0));
/** The reference joined by the candidates whose paired gain over it exceeds `t` standard errors. */
const gated = (t) => (s) =>
  normalised(
    s.errors.map((e, i) => (i === 0 || pairedGain(s.held[i], s.held[0]) > t ? inverse(e) : 0)),
  );
const bestOf = (s, allowed) => {
  let best = 0;
  s.errors.forEach((e, i) => {
    if (allowed(i) && e < s.errors[best]) best = i;
  });
  return s.names.map((_, i) => (i === best ? 1 : 0));
};

/** Solves the square system `a x = b` in place by Gaussian elimination; null when singular. */
function solveInPlace(a, b) {
  const n = b.length;
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) pivot = r;
    if (!(Math.abs(a[pivot][c]) > 1e-12)) return null;
    [a[c], a[pivot]] = [a[pivot], a[c]];
    [b[c], b[pivot]] = [b[pivot], b[c]];
    for (let r = c + 1; r < n; r++) {
      const f = a[r][c] / a[c][c];
      for (let k = c; k < n; k++) a[r][k] -= f * a[c][k];
      b[r] -= f * b[c];
    }
  }
  const x = new Array(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let v = b[r];
    for (let k = r + 1; k < n; k++) v -= a[r][k] * x[k];
    x[r] = v / a[r][r];
  }
  return x;
}

/**
 * Stacking weights (Wolpert 1992; Breiman 1996, Machine Learning 24): the weights, non-negative
 * and summing to one, whose combination of the candidates' held-out monthly predictions is
 * nearest the measured months in least squares, on the months every validated candidate has.
 * Exact: every subset of candidates solved with the sum constraint (a Lagrange multiplier), the
 * best subset whose weights are all non-negative kept. Null when fewer than three months are
 * shared.
 */
function stackedWeights(held, errors) {
  const members = errors.flatMap((e, i) => (Number.isFinite(e) ? [i] : []));
  if (members.length === 0) return null;
  const keyed = held.map((h) => new Map(h.map((m) => [m.fold * 12 + m.month, m])));
  const keys = [...keyed[members[0]].keys()].filter((k) => members.every((i) => keyed[i].has(k)));
  if (keys.length < 3) return null;
  const actual = keys.map((k) => keyed[members[0]].get(k).actualKwh);
  const mean = actual.reduce((s, v) => s + v, 0) / actual.length;
  if (!(mean > 0)) return null;
  const y = actual.map((v) => v / mean);
  const p = members.map((i) => keys.map((k) => keyed[i].get(k).predictedKwh / mean));
  const m = members.length;
  const gram = p.map((pi) => p.map((pj) => pi.reduce((s, v, t) => s + v * pj[t], 0)));
  const cross = p.map((pi) => pi.reduce((s, v, t) => s + v * y[t], 0));
  let best = null;
  for (let mask = 1; mask < 1 << m; mask++) {
    const subset = [];
    for (let i = 0; i < m; i++) if (mask & (1 << i)) subset.push(i);
    // Minimise |y − P w|² with Σ w = 1: [PᵀP 1; 1ᵀ 0] [w; μ] = [Pᵀy; 1].
    const n = subset.length;
    const a = subset.map((i) => [...subset.map((j) => gram[i][j]), 1]);
    a.push([...subset.map(() => 1), 0]);
    const x = solveInPlace(a, [...subset.map((i) => cross[i]), 1]);
    if (!x || x.slice(0, n).some((w) => !(w >= 0))) continue;
    let loss = 0;
    for (let t = 0; t < y.length; t++) {
      let predicted = 0;
      for (let r = 0; r < n; r++) predicted += x[r] * p[subset[r]][t];
      loss += (y[t] - predicted) ** 2;
    }
    if (!best || loss < best.loss) best = { loss, subset, w: x.slice(0, n) };
  }
  if (!best) return null;
  const weights = errors.map(() => 0);
  best.subset.forEach((r, j) => (weights[members[r]] = best.w[j]));
  return weights;
}

/** Stacking weights on the held-out months; the reference alone when none. */
const stacked = (s) => stackedWeights(s.held, s.errors) ?? reference(s);
const inverseWeights = (s) => normalised(s.errors.map(inverse));
const shrunk = (alpha, rule) => (s) => {
  const w = rule(s);
  return w.map((v, i) => (1 - alpha) * v + (i === 0 ? alpha : 0));
};

/** The `n` candidates that validated best, weighted by inverse squared error. */
const bestInverse = (n) => (s) => {
  const best = s.errors
    .map((e, i) => [e, i])
    .sort((a, b) => a[0] - b[0])
    .slice(0, n)
    .map(([, i]) => i);
  return normalised(s.errors.map((e, i) => (best.includes(i) ? inverse(e) : 0)));
};
/** The median of the validated candidates' predictions, month by month. */
const median = (s) => (predicted) => {
  const v = predicted.filter((_, i) => Number.isFinite(s.errors[i])).sort((a, b) => a - b);
  const n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
};

const RULES = [
  ['inverse squared error over every candidate (the default)', inverseWeights],
  [
    'mean of inverse squared error and stacking weights',
    (s) => {
      const st = stacked(s);
      return inverseWeights(s).map((v, i) => (v + st[i]) / 2);
    },
  ],
  ['stacking alone (non-negative, summing to one)', stacked],
  ['stacking, shrunk half-way to the reference', shrunk(0.5, stacked)],
  ['inverse squared error, shrunk half-way to the reference', shrunk(0.5, inverseWeights)],
  [
    'inverse squared error, the reference given half the prior weight',
    (s) =>
      normalised(s.errors.map((e, i) => inverse(e) * (i === 0 ? 0.5 : 0.5 / (s.names.length - 1)))),
  ],
  [
    'inverse squared error times the chance (paired t) of beating the reference',
    (s) =>
      normalised(
        s.errors.map(
          (e, i) => inverse(e) * (i === 0 ? 1 : normalCdf(pairedGain(s.held[i], s.held[0]))),
        ),
      ),
  ],
  ['the reference, joined by candidates that beat it on the same held-out months', gated(0)],
  ['the same, joining only when better by one standard error (paired)', gated(1)],
  ['the same, by two standard errors', gated(2)],
  [
    'the best candidate if it beats the reference on the same months, else the reference',
    (s) => bestOf(s, (i) => i === 0 || pairedGain(s.held[i], s.held[0]) > 0),
  ],
  ['the best candidate alone', (s) => bestOf(s, () => true)],
  [
    'equal weights over every validated candidate',
    (s) => normalised(s.errors.map((e) => (Number.isFinite(e) ? 1 : 0))),
  ],
  ['inverse squared error over the three that validated best', bestInverse(3)],
  ['the median of the candidates, month by month', median],
];

const study = [];
for (const meter of sharedMeters()) {
  const { readings, temperatures } = loadSharedMeter(meter);
  const days = buildMeterDays(readings, temperatures);
  const hourly =
    detectIntervalMinutes(inTimeOrder(readings)) <= 60 ? hourlyConsumption(readings) : null;
  for (const [b0, b1, r1] of splits(days)) {
    const s = studySplit(days, hourly, { start: b0, end: b1 }, { start: b1, end: r1 });
    s.label = `${meter.name} from ${new Date(b0).toISOString().slice(0, 10)}`;
    study.push(s);
  }
}

const pct = (x) => `${(x * 100).toFixed(1)} %`;
if (process.argv.includes('--splits'))
  for (const s of study) {
    console.log(s.label);
    s.names.forEach((name, i) =>
      console.log(
        `  ${name.padEnd(56)} validation ${pct(Math.sqrt(s.errors[i])).padStart(8)}  out of sample ${pct(
          cvrmse(
            s.scored,
            reference(s).map((_, j) => (j === i ? 1 : 0)),
          ),
        ).padStart(9)}`,
      ),
    );
  }

console.log(
  `${study.length} splits; monthly CV(RMSE) out of sample against the CalTRACK daily reference.\n`,
);
console.log(`${'rule'.padEnd(88)} below / tie / above   mean default / reference   median ratio`);
for (const [name, rule] of RULES) {
  let below = 0;
  let tie = 0;
  const losses = [];
  const ratios = [];
  let sumRule = 0;
  let sumRef = 0;
  for (const s of study) {
    const ref = cvrmse(s.scored, reference(s));
    const own = cvrmse(s.scored, rule(s));
    if (own < ref - 1e-12) below++;
    else if (Math.abs(own - ref) <= 1e-12) tie++;
    else losses.push(`    above: ${s.label} ${pct(own)} against ${pct(ref)}`);
    if (ref < 1) {
      ratios.push(own / ref);
      sumRule += own;
      sumRef += ref;
    }
  }
  ratios.sort((a, b) => a - b);
  const median =
    ratios.length % 2
      ? ratios[(ratios.length - 1) / 2]
      : (ratios[ratios.length / 2 - 1] + ratios[ratios.length / 2]) / 2;
  console.log(
    `${name.padEnd(88)} ${`${below} / ${tie} / ${study.length - below - tie}`.padEnd(21)} ${`${pct(sumRule / ratios.length)} / ${pct(sumRef / ratios.length)}`.padEnd(26)} ${median.toFixed(3)}`,
  );
  if (process.argv.includes('--losses')) for (const line of losses) console.log(line);
}
