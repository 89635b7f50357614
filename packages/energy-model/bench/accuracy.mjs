// Out-of-sample accuracy on every meter in test-data/ (copies of ../shared/data's
// eemeter-uk-hourly-samples and uk-meters-extra, with their SOURCE.md): each meter's history is
// cut into rolling splits a year at a time (the first baseline starts on the meter's first day
// that counts, the next a year later, …; each baseline is 12 months, its reporting period the
// 12 months after, or up to the end of the data when at least 80 days remain). On every split
// the default and the reference are fitted on the baseline only and scored on the reporting
// period's calendar months (ASHRAE Guideline 14 monthly CV(RMSE)), on the same days: the days
// CalTRACK's data-sufficiency rule counts (src/calibration/dataSufficiency.ts).
//
// "reference" is the CalTRACK 2.0 daily model (calibrate method 'caltrack'); "default" is what
// calibrate does with no options (the candidates chosen among by validation inside the baseline).
// One row per meter and split: both figures, the days scored, and the candidate that won.
//
// Usage: npm run accuracy -w @wattwise/energy-model [-- --only NAME,NAME] [-- --markdown]
//        [-- --json FILE] [-- --summary DIR]   (runs on the built dist/)
// --summary writes DIR/accuracy.js and its types, the figures the methodology page shows (medians
// over every split; the entry '@wattwise/energy-model/accuracy'), and exits 0: the package's build
// runs it, so the page always states what this engine measured, never a figure typed in.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { buildMeterDays, calibrate, parseTemperatureCsv, parseUsageCsv } from '../dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const text = (f) => {
  const buf = readFileSync(join(here, '..', 'test-data', f));
  return (f.endsWith('.gz') ? gunzipSync(buf) : buf).toString('utf8');
};
const DAY = 86_400_000;

const METERS = [
  {
    name: 'sample-0 electricity',
    usage: 'uk-electricity-hdd-only-hourly-sample-0.csv.gz',
    temperature: 'uk-tempC-sample-0.csv.gz',
  },
  {
    name: 'sample-1 electricity',
    usage: 'uk-electricity-hdd-only-hourly-sample-1.csv.gz',
    temperature: 'uk-tempC-sample-1_2.csv.gz',
  },
  // Eight half-hourly meters of three primary schools near Bath, 2013–2018, with daily mean
  // temperatures for Bristol (test-data/uk-meters-extra/SOURCE.md).
  ...text('uk-meters-extra/meters.csv')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [file, , , meterId, fuel] = line.split(',');
      return {
        name: `${file.split('-').slice(0, 2).join('-')} ${fuel} ${meterId}`,
        usage: `uk-meters-extra/${file}`,
        temperature: 'uk-meters-extra/temperature-openmeteo-bristol-2013-2018-daily.csv',
      };
    }),
];

const argAfter = (flag) => {
  const i = process.argv.indexOf(flag);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ONLY = argAfter('--only')?.split(',');
const chosenMeter = (name) => !ONLY || ONLY.some((o) => name.includes(o));
const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
const addMonths = (ms, n) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, d.getUTCDate());
};

/** Rolling splits a year at a time: [baseline start, baseline end, reporting end], wall-clock ms. */
function splits(days) {
  const counted = days.filter((d) => Number.isFinite(d.kwh));
  const lastEnd = (counted.at(-1).day + 1) * DAY;
  const out = [];
  for (let start = counted[0].day * DAY; ; start = addMonths(start, 12)) {
    const end = addMonths(start, 12);
    const reportingEnd = Math.min(addMonths(end, 12), lastEnd);
    if (reportingEnd - end < 80 * DAY) break;
    out.push([start, end, reportingEnd]);
  }
  return out;
}

const pct = (x) => `${(x * 100).toFixed(1)} %`;
const rows = [];
console.log(
  'Out of sample, fit 12 months, predict up to the next 12: monthly CV(RMSE) of the CalTRACK daily reference and of the default, on the same days.\n',
);
const header = [
  'meter'.padEnd(38),
  'baseline'.padEnd(23),
  'reporting'.padEnd(23),
  'base days'.padStart(9),
  'scored'.padStart(10),
  'reference'.padStart(10),
  'default'.padStart(9),
  '  ',
  'candidate that won',
];
console.log(header.join(' '));
for (const m of METERS.filter((x) => chosenMeter(x.name))) {
  const readings = parseUsageCsv(text(m.usage));
  const temperatures = parseTemperatureCsv(text(m.temperature));
  const days = buildMeterDays(readings, temperatures);
  for (const [b0, b1, r1] of splits(days)) {
    const common = {
      readings,
      temperatures,
      baseline: { start: b0, end: b1 },
      reporting: { start: b1, end: r1 },
    };
    const reference = calibrate({ ...common, method: 'caltrack' });
    const chosen = calibrate(common);
    const ref = reference.reporting;
    const def = chosen.reporting;
    if (ref.daily.n !== def.daily.n || ref.monthly.n !== def.monthly.n)
      throw new Error(`${m.name}: the default and the reference were scored on different days`);
    const won = chosen.model.kind === 'ensemble' ? chosen.model.chosen : chosen.model.kind;
    const below = def.monthly.cvrmse < ref.monthly.cvrmse;
    const row = {
      meter: m.name,
      baseline: `${iso(b0)}/${iso(b1 - DAY)}`,
      reporting: `${iso(b1)}/${iso(r1 - DAY)}`,
      baselineDays: chosen.sufficiency.validDayFraction * chosen.sufficiency.baselineDays,
      sufficient: chosen.sufficiency.verdict === 'sufficient',
      scoredDays: def.daily.n,
      scoredMonths: def.monthly.n,
      reference: ref.monthly,
      default: def.monthly,
      defaultDaily: def.daily,
      won,
      below,
    };
    rows.push(row);
    console.log(
      [
        m.name.padEnd(38),
        row.baseline.padEnd(23),
        row.reporting.padEnd(23),
        `${Math.round(row.baselineDays)}${row.sufficient ? '' : '*'}`.padStart(9),
        `${row.scoredDays} d ${row.scoredMonths} m`.padStart(10),
        pct(ref.monthly.cvrmse).padStart(10),
        pct(def.monthly.cvrmse).padStart(9),
        below ? '< ' : '≥ ',
        won,
      ].join(' '),
    );
  }
}

const belowCount = rows.filter((r) => r.below).length;
console.log(
  `\n* baseline insufficient by CalTRACK's rule (fewer than 90 % of its 365 days count).\nThe default is below the reference on ${belowCount} of ${rows.length} splits.`,
);
console.log('\nPer meter, mean monthly CV(RMSE) over its splits:');
for (const name of [...new Set(rows.map((r) => r.meter))]) {
  const of = rows.filter((r) => r.meter === name);
  const mean = (f) => of.reduce((s, r) => s + f(r), 0) / of.length;
  const d = mean((r) => r.default.cvrmse);
  const ref = mean((r) => r.reference.cvrmse);
  console.log(
    `${name.padEnd(38)} reference ${pct(ref).padStart(9)}  default ${pct(d).padStart(9)}  ${d < ref ? 'below' : 'NOT below'}  (${of.filter((r) => r.below).length}/${of.length} splits below)`,
  );
}

if (process.argv.includes('--markdown')) {
  console.log(
    '\n| meter | baseline | reporting | baseline days | reference | default | candidate that won |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.meter} | ${r.baseline} | ${r.reporting} | ${Math.round(r.baselineDays)}${r.sufficient ? '' : '*'} | ${pct(r.reference.cvrmse)} | ${r.below ? '**' : ''}${pct(r.default.cvrmse)}${r.below ? '**' : ''} | ${r.won} |`,
    );
}
const jsonFile = argAfter('--json');
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(rows, null, 1));
const summaryFile = argAfter('--summary');
if (summaryFile) {
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length / 2;
    return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const percent = (fraction) => Math.round(fraction * 1000) / 10;
  const summary = {
    measuredOn: new Date().toISOString().slice(0, 10),
    command: 'npm run accuracy -w @wattwise/energy-model',
    meters: new Set(rows.map((r) => r.meter)).size,
    buildings: new Set(rows.map((r) => r.meter.split(' ')[0])).size,
    splits: rows.length,
    splitsBelowReference: belowCount,
    monthlyCvRmsePercent: percent(median(rows.map((r) => r.default.cvrmse))),
    monthlyAbsNmbePercent: percent(median(rows.map((r) => Math.abs(r.default.nmbe)))),
    dailyCvRmsePercent: percent(median(rows.map((r) => r.defaultDaily.cvrmse))),
    referenceMonthlyCvRmsePercent: percent(median(rows.map((r) => r.reference.cvrmse))),
  };
  const doc =
    "/** The engine's out-of-sample accuracy, written by bench/accuracy.mjs --summary at build. */";
  writeFileSync(
    join(summaryFile, 'accuracy.js'),
    `${doc}\nexport const MODEL_ACCURACY = ${JSON.stringify(summary, null, 2)};\n`,
  );
  const types = Object.keys(summary)
    .map((key) => `  readonly ${key}: ${typeof summary[key]};`)
    .join('\n');
  writeFileSync(
    join(summaryFile, 'accuracy.d.ts'),
    `${doc}\nexport declare const MODEL_ACCURACY: {\n${types}\n};\n`,
  );
}
process.exitCode = summaryFile || belowCount === rows.length ? 0 : 1;
