// Out-of-sample accuracy on the shared UK meter samples: fit one year, predict the next, and
// print daily and monthly CV(RMSE) and NMBE (ASHRAE Guideline 14, fractions shown as %) for
// each method. "plain" is the reference: a daily change-point model on daily mean temperature,
// balance point searched, ordinary least squares, no day types.
// Usage: npm run accuracy -w @wattwise/energy-model   (runs on the built dist/)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { calibrate, parsePeriod, parseTemperatureCsv, parseUsageCsv } from '../dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const gz = (f) => gunzipSync(readFileSync(join(here, '..', 'test-data', f))).toString('utf8');

const SAMPLES = [
  {
    name: 'sample-0',
    usage: 'uk-electricity-hdd-only-hourly-sample-0.csv.gz',
    temperature: 'uk-tempC-sample-0.csv.gz',
    windows: [
      ['2020-04-01/2021-04-01', '2021-04-01/2022-04-01'],
      ['2021-04-01/2022-04-01', '2022-04-01/2022-12-01'],
    ],
  },
  {
    name: 'sample-1',
    usage: 'uk-electricity-hdd-only-hourly-sample-1.csv.gz',
    temperature: 'uk-tempC-sample-1_2.csv.gz',
    windows: [['2012-10-13/2013-10-13', '2013-10-13/2014-01-25']],
  },
];

const METHODS = [
  {
    name: 'plain',
    options: { granularity: 'daily', changePoint: { degreeDays: 'daily-mean', dayTypes: 'off' } },
  },
  { name: 'daily-cp', options: { granularity: 'daily' } },
  { name: 'hourly-towt', options: { granularity: 'hourly' } },
  // An option, not the default: recency-weighted least squares (weight halves every 90 days).
  {
    name: 'cp-recent90',
    options: { granularity: 'daily', changePoint: { recencyHalfLifeDays: 90 } },
  },
];

const pct = (x) => `${(x * 100).toFixed(1)}%`;
const rows = [];
for (const s of SAMPLES) {
  const readings = parseUsageCsv(gz(s.usage));
  const temperatures = parseTemperatureCsv(gz(s.temperature));
  for (const [b, r] of s.windows) {
    for (const m of METHODS) {
      const res = calibrate({
        readings,
        temperatures,
        baseline: parsePeriod(b, 'baseline'),
        reporting: parsePeriod(r, 'reporting'),
        ...m.options,
      });
      const rep = res.reporting;
      rows.push({
        sample: s.name,
        baseline: b,
        reporting: r,
        method: m.name,
        rep,
        base: res.baseline,
      });
      console.log(
        `${s.name} fit ${b} predict ${r} ${m.name.padEnd(12)} daily CV(RMSE) ${pct(rep.daily.cvrmse)} NMBE ${pct(rep.daily.nmbe)} (n=${rep.daily.n}) | monthly CV(RMSE) ${pct(rep.monthly.cvrmse)} NMBE ${pct(rep.monthly.nmbe)} (n=${rep.monthly.n}) | in-sample daily CV(RMSE) ${pct(res.baseline.daily.cvrmse)}`,
      );
    }
  }
}
console.log('');
console.log(
  'Change against the plain reference (percentage points; negative = better for CV(RMSE), closer to 0 = better for NMBE):',
);
for (const r of rows.filter((x) => x.method !== 'plain')) {
  const ref = rows.find(
    (x) => x.sample === r.sample && x.baseline === r.baseline && x.method === 'plain',
  );
  const d = (a, b) => ((a - b) * 100).toFixed(1);
  console.log(
    `${r.sample} ${r.baseline} ${r.method.padEnd(12)} daily CV(RMSE) ${d(r.rep.daily.cvrmse, ref.rep.daily.cvrmse)} pp, monthly CV(RMSE) ${d(r.rep.monthly.cvrmse, ref.rep.monthly.cvrmse)} pp, |monthly NMBE| ${d(Math.abs(r.rep.monthly.nmbe), Math.abs(ref.rep.monthly.nmbe))} pp`,
  );
}
