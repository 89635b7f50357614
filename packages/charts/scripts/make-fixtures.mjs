// Regenerates fixtures/*.json from the team's copy of the OpenEEmeter UK samples.
// Run by hand only (node scripts/make-fixtures.mjs SHARED_DATA_DIR); nothing reads ../shared at
// build, run or test time. See fixtures/SOURCE.md for what each file holds.
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';

const dir = process.argv[2] ?? '/work/shared/data/eemeter-uk-hourly-samples';
const out = new URL('../fixtures/', import.meta.url);

function rows(file) {
  return gunzipSync(readFileSync(join(dir, file)))
    .toString('utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));
}

/** Timestamps without a zone suffix are read as UTC (the upstream files are UTC or naive). */
function epoch(text) {
  return Date.parse(text.replace(' ', 'T').replace('+00:00', '') + 'Z');
}

function series(entries, startIso, endIso, stepMinutes, digits) {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  const step = stepMinutes * 60_000;
  const byTime = new Map(entries);
  const values = [];
  for (let t = start; t < end; t += step) {
    const v = byTime.get(t);
    values.push(v === undefined || Number.isNaN(v) ? null : Number(v.toFixed(digits)));
  }
  return { start: startIso, stepMinutes, values };
}

const elec1 = rows('uk-electricity-hdd-only-hourly-sample-1.csv.gz').map(([s, v]) => [
  epoch(s),
  Number(v),
]);
const elec0 = rows('uk-electricity-hdd-only-hourly-sample-0.csv.gz').map(([s, v]) => [
  epoch(s),
  Number(v),
]);
const temp0 = rows('uk-tempC-sample-0.csv.gz').map(([, s, v]) => [epoch(s), Number(v)]);

const halfHourly = {
  meter: 'uk-electricity-hdd-only-hourly-sample-1',
  unit: 'kWh',
  electricity: series(elec1, '2013-01-01T00:00:00Z', '2014-01-01T00:00:00Z', 30, 3),
};
writeFileSync(new URL('meter-sample-1-2013-half-hourly.json', out), JSON.stringify(halfHourly));

const hourly = {
  meter: 'uk-electricity-hdd-only-hourly-sample-0',
  unit: 'kWh',
  temperatureUnit: '°C',
  electricity: series(elec0, '2021-01-01T00:00:00Z', '2022-01-01T00:00:00Z', 60, 3),
  temperature: series(temp0, '2021-01-01T00:00:00Z', '2022-01-01T00:00:00Z', 60, 2),
};
writeFileSync(new URL('meter-sample-0-2021-hourly.json', out), JSON.stringify(hourly));

/** Daily sums (kWh) and daily mean temperatures (°C); a day with a missing hour is null. */
function daily(entries, startIso, endIso, reduce) {
  const hours = series(entries, startIso, endIso, 60, 6).values;
  const days = [];
  for (let i = 0; i + 24 <= hours.length; i += 24) {
    const day = hours.slice(i, i + 24);
    days.push(day.some((v) => v === null) ? null : reduce(day));
  }
  return { start: startIso, stepMinutes: 1440, values: days };
}
const sum = (day) => Number(day.reduce((a, b) => a + b, 0).toFixed(3));
const mean = (day) => Number((day.reduce((a, b) => a + b, 0) / day.length).toFixed(2));
const dailyFixture = {
  meter: 'uk-electricity-hdd-only-hourly-sample-0',
  unit: 'kWh',
  temperatureUnit: '°C',
  electricity: daily(elec0, '2020-04-02T00:00:00Z', '2022-12-06T00:00:00Z', sum),
  temperature: daily(temp0, '2020-04-02T00:00:00Z', '2022-12-06T00:00:00Z', mean),
};
writeFileSync(new URL('meter-sample-0-daily.json', out), JSON.stringify(dailyFixture));

for (const [name, f] of Object.entries({ halfHourly, hourly, dailyFixture })) {
  const s = f.electricity.values;
  console.log(name, s.length, 'values,', s.filter((v) => v === null).length, 'missing');
}
