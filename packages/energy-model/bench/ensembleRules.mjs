// Ways of choosing among the default's candidates, compared out of sample on the splits of
// npm run accuracy (the same meters, the same rolling splits, the same days and months scored).
// Every rule sees only validation inside the baseline (each candidate's held-out months under
// blocked cross-validation, src/calibration/ensemble.ts); none looks at the reporting period.
//
// Per rule: on how many splits its monthly CV(RMSE) is below the CalTRACK daily reference's, is
// the reference itself ("tie"), or is above; the mean of both over the splits (leaving out those
// where the reference is above 100 %, a supply dying away); the median ratio to the reference.
// `-- --splits` prints, per split, each candidate's validation error and its out-of-sample error.
//
// Runs on the sources (tsx). Usage: npm run ensemble-rules -w @wattwise/energy-model [-- --splits]
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
  const held = candidates.map((c) => heldOutMonths(days, baseline, c.fit));
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

/** Monthly CV(RMSE) of the weighted combination over the scored months (out of sample, p = 0). */
function cvrmse(scored, weights) {
  let squared = 0;
  let sum = 0;
  for (const m of scored) {
    const p = m.predicted.reduce((s, v, i) => s + weights[i] * v, 0);
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

const RULES = [
  [
    'inverse squared error over every candidate (the default)',
    (s) => normalised(s.errors.map(inverse)),
  ],
  ['the reference, joined by candidates that beat it on the same held-out months', gated(0)],
  ['the same, joining only when better by one standard error (paired)', gated(1)],
  ['the same, by two standard errors', gated(2)],
  [
    'the best candidate if it beats the reference on the same months, else the reference',
    (s) => bestOf(s, (i) => i === 0 || pairedGain(s.held[i], s.held[0]) > 0),
  ],
  ['the best candidate alone', (s) => bestOf(s, () => true)],
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
  const ratios = [];
  let sumRule = 0;
  let sumRef = 0;
  for (const s of study) {
    const ref = cvrmse(s.scored, reference(s));
    const own = cvrmse(s.scored, rule(s));
    if (own < ref - 1e-12) below++;
    else if (Math.abs(own - ref) <= 1e-12) tie++;
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
}
