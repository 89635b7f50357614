// Out-of-sample accuracy on the UK meter samples in test-data/: fit one year, predict the next,
// and print daily and monthly CV(RMSE) and NMBE (ASHRAE Guideline 14, shown as %) for each
// method, on every rolling origin (a baseline of 12 calendar months starting at each month, the
// reporting period the following 12 months or up to the end of the data, at least 80 days).
// "reference" is the plain daily change-point model of the acceptance line: daily mean
// temperature, balance point searched, ordinary least squares, no day types, no level adjustment.
// "default" is what calibrate() does with no options.
// Usage: npm run accuracy -w @wattwise/energy-model [-- --markdown] [-- --fast] [-- --only NAME,NAME]
// (runs on the built dist/)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { calibrate, parseTemperatureCsv, parseUsageCsv } from '../dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const gz = (f) => {
  const buf = readFileSync(join(here, '..', 'test-data', f));
  return (f.endsWith('.gz') ? gunzipSync(buf) : buf).toString('utf8');
};
const DAY = 86_400_000;

const SAMPLES = [
  {
    name: 'sample-0',
    usage: 'uk-electricity-hdd-only-hourly-sample-0.csv.gz',
    temperature: 'uk-tempC-sample-0.csv.gz',
    // The first 365 days, up to the metadata's blackout date 2021-04-01, predicting the next 365
    // (the data start at 02:00 on 2020-04-01, so the monthly origins below start in May).
    extra: ['2020-04-01'],
  },
  {
    name: 'sample-1',
    usage: 'uk-electricity-hdd-only-hourly-sample-1.csv.gz',
    temperature: 'uk-tempC-sample-1_2.csv.gz',
    // The data start mid-month (2012-10-12): the first full 365 days are an extra window.
    extra: ['2012-10-13'],
  },
  // Eight half-hourly meters of three primary schools near Bath, 2013–2018, gas (heating
  // dominated, with long gaps) and electricity, with daily mean temperatures for Bristol
  // (test-data/uk-meters-extra/SOURCE.md).
  ...readFileSync(join(here, '..', 'test-data', 'uk-meters-extra', 'meters.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [file, , , meterId, fuel] = line.split(',');
      return {
        name: `${file.split('-').slice(0, 2).join('-')}-${fuel}-${meterId}`,
        usage: `uk-meters-extra/${file}`,
        temperature: 'uk-meters-extra/temperature-openmeteo-bristol-2013-2018-daily.csv',
        extra: [],
      };
    }),
];

const ALL_METHODS = [
  {
    name: 'reference',
    options: {
      granularity: 'daily',
      changePoint: { degreeDays: 'daily-mean', dayTypes: 'off', recentLevel: 'off' },
    },
  },
  { name: 'default', options: {} },
  { name: 'change-point', options: { method: 'change-point' } },
  {
    name: 'cp-no-level',
    options: { method: 'change-point', changePoint: { recentLevel: 'off' } },
  },
  { name: 'towt', options: { method: 'time-of-week-temperature' } },
  {
    name: 'towt-no-level',
    options: { method: 'time-of-week-temperature', changePoint: { recentLevel: 'off' } },
  },
  {
    name: 'towt-occupancy',
    options: { method: 'time-of-week-temperature', timeOfWeek: { temperatureGroups: 'occupancy' } },
  },
  {
    name: 'towt-robust',
    options: { method: 'time-of-week-temperature', timeOfWeek: { robust: true } },
  },
  { name: 'ensemble', options: { method: 'ensemble' } },
  {
    name: 'ensemble-occ',
    options: { method: 'ensemble', timeOfWeek: { temperatureGroups: 'occupancy' } },
  },
];

// `--only a,b`: meters whose name contains a or b; `--fast`: the reference and the default only.
const argAfter = (flag) => {
  const i = process.argv.indexOf(flag);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ONLY = argAfter('--only')?.split(',');
const METHODS = process.argv.includes('--fast')
  ? ALL_METHODS.filter((m) => ['reference', 'default'].includes(m.name))
  : ALL_METHODS;
const chosen = (name) => !ONLY || ONLY.some((o) => name.includes(o));
const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
const addMonths = (ms, n) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, d.getUTCDate());
};

/** Rolling origins: [baseline start, baseline end, reporting end] in wall-clock ms. */
function windows(readings, extra) {
  const firstDay = Math.ceil(readings[0].wallMs / DAY) * DAY; // first whole day
  const lastDay = Math.floor(readings[readings.length - 1].wallMs / DAY) * DAY; // last day, partial
  const out = extra.map((s) => {
    const b = Date.parse(`${s}T00:00:00Z`); // wall-clock ms are UTC-style ms of the local time
    return [b, b + 365 * DAY, Math.min(b + 730 * DAY, lastDay)];
  });
  const f = new Date(firstDay);
  let start = Date.UTC(f.getUTCFullYear(), f.getUTCMonth() + (f.getUTCDate() > 1 ? 1 : 0), 1);
  for (;;) {
    const end = addMonths(start, 12);
    const rep = Math.min(addMonths(end, 12), lastDay);
    if (rep - end < 80 * DAY) break;
    out.push([start, end, rep]);
    start = addMonths(start, 1);
  }
  return out;
}

const pct = (x) => (x * 100).toFixed(1).padStart(5);
const results = [];
for (const s of SAMPLES.filter((x) => chosen(x.name))) {
  const readings = parseUsageCsv(gz(s.usage));
  const temperatures = parseTemperatureCsv(gz(s.temperature));
  console.log(
    `\n${s.name}: out-of-sample monthly CV(RMSE) / NMBE (daily CV(RMSE) / NMBE), % — fit 12 months, predict the next`,
  );
  console.log(
    ['baseline', 'reporting', ...METHODS.map((m) => m.name)]
      .map((h, i) => (i < 2 ? h.padEnd(23) : h.padEnd(26)))
      .join(''),
  );
  for (const [b0, b1, r1] of windows(readings, s.extra)) {
    const cells = [];
    for (const m of METHODS) {
      const res = calibrate({
        readings,
        temperatures,
        baseline: { start: b0, end: b1 },
        reporting: { start: b1, end: r1 },
        ...m.options,
      });
      const rep = res.reporting;
      results.push({
        sample: s.name,
        b0,
        window: `${iso(b0)} → ${iso(b1)} → ${iso(r1)}`,
        method: m.name,
        rep,
      });
      cells.push(
        `${pct(rep.monthly.cvrmse)}/${pct(rep.monthly.nmbe)} (${pct(rep.daily.cvrmse)}/${pct(rep.daily.nmbe)})`.padEnd(
          26,
        ),
      );
    }
    console.log(`${iso(b0)}/${iso(b1)}  ${iso(b1)}/${iso(r1)}  ${cells.join('')}`);
  }
}

console.log('\nMean over windows (percentage points; |NMBE| is the mean absolute monthly NMBE):');
for (const sample of [...SAMPLES.map((s) => s.name).filter(chosen), 'all']) {
  for (const m of METHODS) {
    const rows = results.filter(
      (r) => r.method === m.name && (sample === 'all' || r.sample === sample),
    );
    const mean = (f) => rows.reduce((s, r) => s + f(r.rep), 0) / rows.length;
    const ref = results.filter(
      (r) => r.method === 'reference' && (sample === 'all' || r.sample === sample),
    );
    const wins = rows.filter(
      (r, i) =>
        r.rep.monthly.cvrmse < ref[i].rep.monthly.cvrmse - 1e-9 &&
        Math.abs(r.rep.monthly.nmbe) <= Math.abs(ref[i].rep.monthly.nmbe) + 1e-9,
    ).length;
    console.log(
      `${sample.padEnd(9)} ${m.name.padEnd(14)} monthly CV(RMSE) ${pct(mean((r) => r.monthly.cvrmse))}  |NMBE| ${pct(mean((r) => Math.abs(r.monthly.nmbe)))}  daily CV(RMSE) ${pct(mean((r) => r.daily.cvrmse))}  windows better than reference on both monthly CV(RMSE) and |NMBE|: ${wins}/${rows.length}`,
    );
  }
}

// Per meter: the default against the reference, mean and median over the windows.
console.log('\nPer meter, out-of-sample monthly CV(RMSE), %: default vs reference (mean; median)');
let failures = 0;
for (const s of SAMPLES.filter((x) => chosen(x.name))) {
  const of = (m) =>
    results.filter((r) => r.method === m && r.sample === s.name).map((r) => r.rep.monthly.cvrmse);
  const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
  const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  const d = of('default');
  const r = of('reference');
  const below = mean(d) < mean(r);
  if (!below) failures++;
  console.log(
    `${s.name.padEnd(42)} default ${pct(mean(d))} (${pct(median(d))})  reference ${pct(mean(r))} (${pct(median(r))})  ${below ? 'below' : 'NOT below'}`,
  );
}
console.log(
  failures === 0 ? 'default below the reference on every meter' : `${failures} meter(s) not below`,
);

// `--markdown`: the reference-versus-default table for the README.
if (process.argv.includes('--markdown')) {
  const f = (x) => (x * 100).toFixed(1);
  const d = (a, b) => `${a - b > 0 ? '+' : ''}${((a - b) * 100).toFixed(1)}`;
  console.log(
    '\n| sample | baseline → reporting | reference monthly CV(RMSE) / NMBE | default monthly CV(RMSE) / NMBE | change in monthly CV(RMSE), \\|NMBE\\| (pp) | reference daily CV(RMSE) | default daily CV(RMSE) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results.filter((x) => x.method === 'reference')) {
    const m = results.find((x) => x.method === 'default' && x.sample === r.sample && x.b0 === r.b0);
    const a = r.rep;
    const b = m.rep;
    console.log(
      `| ${r.sample} | ${r.window} | ${f(a.monthly.cvrmse)} % / ${f(a.monthly.nmbe)} % | ${f(b.monthly.cvrmse)} % / ${f(b.monthly.nmbe)} % | ${d(b.monthly.cvrmse, a.monthly.cvrmse)}, ${d(Math.abs(b.monthly.nmbe), Math.abs(a.monthly.nmbe))} | ${f(a.daily.cvrmse)} % | ${f(b.daily.cvrmse)} % |`,
    );
  }
}

// `--json FILE`: every window and method with its reporting statistics, for further analysis.
const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0 && process.argv[jsonAt + 1]) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(process.argv[jsonAt + 1], JSON.stringify(results, null, 1));
}
