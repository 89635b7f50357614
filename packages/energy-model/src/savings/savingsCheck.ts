/**
 * Checks of the measured saving on the shared meters (test-data/): a synthetic step of known size
 * placed in the reporting period, and recovered. Used by the tests and by `npm run savings`.
 *
 * - On the meter's own readings: energy use is cut by the step from the intervention on; the
 *   avoided energy must rise by exactly the energy removed (the reporting period never reaches
 *   the baseline model), and the recovered step lands within its stated uncertainty only when
 *   the building did not also change in other ways that year (real meters do: see the bench).
 * - On synthetic reporting years: the model's prediction plus the meter's own baseline residuals,
 *   drawn in two-week blocks (so their day-to-day correlation is kept), less the step; the
 *   stated 90 % uncertainty should hold the true step in about 90 % of such years.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parseTemperatureCsv, parseUsageCsv } from '../calibration/meterCsv';
import { buildMeterDays, type IntervalReading } from '../calibration/meterSeries';
import { DAY_MS } from '../calibration/wallClock';
import { savingsOf, savingsObservations, type MeasuredSavingsInput } from './measuredSavings';

const dir = fileURLToPath(new URL('../../test-data', import.meta.url));
const text = (file: string) => {
  const bytes = readFileSync(join(dir, file));
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
};

export interface SharedMeter {
  name: string;
  usage: string;
  temperature: string;
  fuel: 'electricity' | 'gas';
}

/** Every meter in test-data/ with its temperatures (as bench/accuracy.mjs reads them). */
export function sharedMeters(): SharedMeter[] {
  const extra = text('uk-meters-extra/meters.csv')
    .trim()
    .split('\n')
    .slice(1)
    .map((line): SharedMeter => {
      const [file = '', , , meterId, fuel] = line.split(',');
      return {
        name: `${file.split('-').slice(0, 2).join('-')} ${fuel} ${meterId}`,
        usage: `uk-meters-extra/${file}`,
        temperature: 'uk-meters-extra/temperature-openmeteo-bristol-2013-2018-daily.csv',
        fuel: fuel === 'gas' ? 'gas' : 'electricity',
      };
    });
  return [
    {
      name: 'sample-0 electricity',
      usage: 'uk-electricity-hdd-only-hourly-sample-0.csv.gz',
      temperature: 'uk-tempC-sample-0.csv.gz',
      fuel: 'electricity',
    },
    {
      name: 'sample-1 electricity',
      usage: 'uk-electricity-hdd-only-hourly-sample-1.csv.gz',
      temperature: 'uk-tempC-sample-1_2.csv.gz',
      fuel: 'electricity',
    },
    ...extra,
  ];
}

/**
 * A shared meter's readings and temperatures, and its intervention: a year after its first day
 * with readings and a temperature (so the baseline is the meter's first year, as the accuracy
 * bench's first split).
 */
export function loadSharedMeter(meter: SharedMeter) {
  const readings = parseUsageCsv(text(meter.usage));
  const temperatures = parseTemperatureCsv(text(meter.temperature));
  const counted = buildMeterDays(readings, temperatures).filter(
    (d) => Number.isFinite(d.kwh) && Number.isFinite(d.meanTempC),
  );
  const first = new Date(counted[0]!.day * DAY_MS);
  const intervention = Date.UTC(
    first.getUTCFullYear() + 1,
    first.getUTCMonth(),
    first.getUTCDate(),
  );
  return { readings, temperatures, intervention };
}

/** Readings with energy use cut by `fraction` (0.15 = 15 %) from `from` (UK wall-clock ms) on. */
export function withStep(
  readings: readonly IntervalReading[],
  from: number,
  fraction: number,
): IntervalReading[] {
  return readings.map((r) => (r.wallMs >= from ? { ...r, kwh: r.kwh * (1 - fraction) } : r));
}

/** A small, seeded random number generator (mulberry32): the same draws on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Days in a block of baseline residuals drawn together (designed: two school weeks). */
const BLOCK_DAYS = 14;

/**
 * Synthetic reporting years for the meter: how often the stated uncertainty holds the true step
 * (and, with no step, holds zero), over `draws` years.
 */
export function syntheticCoverage(
  input: MeasuredSavingsInput,
  options: { step: number; draws: number; seed?: number },
) {
  const { obs, context } = savingsObservations(input);
  const residuals = obs.baseline.map((o) => o.actual - o.predicted);
  const random = seeded(options.seed ?? 1);
  const n = residuals.length;
  const block = Math.min(BLOCK_DAYS, n);
  let stepInside = 0;
  let zeroInside = 0;
  let uncertaintyKwh = 0;
  let trueKwh = 0;
  for (let k = 0; k < options.draws; k++) {
    const reporting = obs.reporting.map((o) => ({ ...o }));
    for (let i = 0; i < reporting.length;) {
      const from = Math.floor(random() * (n - block + 1));
      for (let j = 0; j < block && i < reporting.length; j++, i++)
        reporting[i]!.actual = Math.max(0, reporting[i]!.predicted + residuals[from + j]!);
    }
    const unchanged = savingsOf({ ...obs, reporting }, context);
    const stepped = savingsOf(
      {
        ...obs,
        reporting: reporting.map((o) => ({ ...o, actual: o.actual * (1 - options.step) })),
      },
      context,
    );
    const truth = options.step * unchanged.meteredKwh;
    if (Math.abs(stepped.avoidedKwh - truth) <= stepped.uncertaintyKwh) stepInside++;
    if (Math.abs(unchanged.avoidedKwh) <= unchanged.uncertaintyKwh) zeroInside++;
    uncertaintyKwh += stepped.uncertaintyKwh / options.draws;
    trueKwh += truth / options.draws;
  }
  return {
    stepCoverage: stepInside / options.draws,
    zeroCoverage: zeroInside / options.draws,
    meanUncertaintyKwh: uncertaintyKwh,
    meanTrueKwh: trueKwh,
    sufficiency: context.sufficiency,
  };
}
