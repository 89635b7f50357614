/**
 * The wattwise-model commands (src/cli.ts runs them):
 *   wattwise-model estimate BUILDING.json
 *   wattwise-model calibrate --usage FILE --temperature FILE --baseline START/END --reporting START/END [--method …]
 * CSV files may be gzipped (.gz). The result is JSON; the periods used go to `note`.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { calibrate, type CalibrationMethod } from './calibration/calibrate';
import {
  parseInclusivePeriod,
  parseTemperatureCsv,
  parseUsageCsv,
  periodDays,
} from './calibration/meterCsv';
import { EnergyModelInputError } from './errors';
import { estimate } from './model/estimate';

const METHODS: readonly CalibrationMethod[] = [
  'ensemble',
  'caltrack',
  'change-point',
  'time-of-week-temperature',
];

export const USAGE = `usage:
  wattwise-model estimate BUILDING.json
  wattwise-model calibrate --usage FILE --temperature FILE --baseline START/END --reporting START/END
                           [--method ${METHODS.join('|')}] [--granularity daily|hourly]

calibrate flags and their conventions:
  --usage FILE         readings: columns start (or start_local, dt, …) and value (or kwh); a time
                       with an offset (Z, +01:00) is an instant, one without is UK clock time;
                       each reading covers the interval that starts at its time
  --temperature FILE   outdoor temperature: hourly (dt,tempC) or daily means (date_local,…,tmean_c,
                       a daily mean stands for every hour of its day)
  --baseline START/END calendar dates, both included: 2020-04-01/2021-03-31 is 365 days; an END
                       with a time of day (2021-04-01T00:00) is an instant and excluded
  --reporting START/END the same convention as --baseline
  --method             the baseline model; default ensemble: the candidates (the CalTRACK daily
                       model, change-point models, time-of-week models for hourly readings) chosen
                       among by validation inside the baseline; caltrack: the CalTRACK 2.0 daily
                       model alone
  --granularity        daily: change-point; hourly: time-of-week (older form of --method)
Days count as CalTRACK's data sufficiency says: at least 90 % of the day's readings (zero readings
are readings) and more than 90 % of its hours with a temperature. The dates used are printed on
stderr and given in the output's "periods".`;

function readText(path: string): string {
  const buf = readFileSync(path);
  return buf[0] === 0x1f && buf[1] === 0x8b
    ? gunzipSync(buf).toString('utf8')
    : buf.toString('utf8');
}

function flags(args: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('--'))
      throw new EnergyModelInputError('arguments', `unexpected argument "${a}"`);
    const eq = a.indexOf('=');
    if (eq > 0) out[a.slice(2, eq)] = a.slice(eq + 1);
    else {
      const v = args[i + 1];
      if (v === undefined) throw new EnergyModelInputError(a.slice(2), 'needs a value');
      out[a.slice(2)] = v;
      i++;
    }
  }
  return out;
}

/** Runs a command; `note` receives lines for the user (the dates used) that are not the JSON. */
export function runCli(argv: string[], note: (line: string) => void = () => {}): string {
  const [command, ...rest] = argv;
  if (
    command === undefined ||
    command === '--help' ||
    command === 'help' ||
    rest.includes('--help')
  )
    return USAGE;
  if (command === 'estimate') {
    if (!rest[0]) throw new EnergyModelInputError('BUILDING.json', 'a building file is required');
    return JSON.stringify(estimate(JSON.parse(readText(rest[0]))), null, 2);
  }
  if (command === 'calibrate') {
    const f = flags(rest);
    for (const k of ['usage', 'temperature', 'baseline', 'reporting'])
      if (!f[k]) throw new EnergyModelInputError(k, 'is required');
    const granularity = f.granularity;
    if (granularity !== undefined && granularity !== 'daily' && granularity !== 'hourly')
      throw new EnergyModelInputError('granularity', 'must be daily or hourly');
    const method = f.method as CalibrationMethod | undefined;
    if (method !== undefined && !METHODS.includes(method))
      throw new EnergyModelInputError('method', `must be one of ${METHODS.join(', ')}`);
    const baseline = parseInclusivePeriod(f.baseline!, 'baseline');
    const reporting = parseInclusivePeriod(f.reporting!, 'reporting');
    const periods = { baseline: periodDays(baseline), reporting: periodDays(reporting) };
    for (const [name, p] of Object.entries(periods))
      note(`${name}: ${p.first} to ${p.last}, both included (${p.days} days)`);
    if (reporting.start < baseline.end && baseline.start < reporting.end)
      note('note: the baseline and reporting periods overlap');
    const result = calibrate({
      readings: parseUsageCsv(readText(f.usage!)),
      temperatures: parseTemperatureCsv(readText(f.temperature!)),
      baseline,
      reporting,
      granularity,
      method,
    });
    return JSON.stringify({ periods, ...result }, null, 2);
  }
  throw new EnergyModelInputError('command', `expected "estimate" or "calibrate"\n${USAGE}`);
}
