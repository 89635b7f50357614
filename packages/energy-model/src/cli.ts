/**
 * wattwise-model: the engine on real files.
 *   wattwise-model estimate BUILDING.json
 *   wattwise-model calibrate --usage FILE --temperature FILE --baseline START/END --reporting START/END [--granularity daily|hourly] [--method change-point|time-of-week-temperature|ensemble]
 * CSV files may be gzipped (.gz). Output is JSON on stdout; errors go to stderr with exit code 1.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { calibrate } from './calibration/calibrate';
import { parsePeriod, parseTemperatureCsv, parseUsageCsv } from './calibration/meterCsv';
import { EnergyModelInputError } from './errors';
import { estimate } from './model/estimate';

const USAGE = `usage:
  wattwise-model estimate BUILDING.json
  wattwise-model calibrate --usage FILE --temperature FILE --baseline START/END --reporting START/END [--granularity daily|hourly] [--method change-point|time-of-week-temperature|ensemble]`;

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

export function runCli(argv: string[]): string {
  const [command, ...rest] = argv;
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
    const method = f.method;
    if (
      method !== undefined &&
      method !== 'change-point' &&
      method !== 'time-of-week-temperature' &&
      method !== 'ensemble'
    )
      throw new EnergyModelInputError(
        'method',
        'must be change-point, time-of-week-temperature or ensemble',
      );
    const result = calibrate({
      readings: parseUsageCsv(readText(f.usage!)),
      temperatures: parseTemperatureCsv(readText(f.temperature!)),
      baseline: parsePeriod(f.baseline!, 'baseline'),
      reporting: parsePeriod(f.reporting!, 'reporting'),
      granularity,
      method,
    });
    return JSON.stringify(result, null, 2);
  }
  throw new EnergyModelInputError('command', `expected "estimate" or "calibrate"\n${USAGE}`);
}

try {
  process.stdout.write(`${runCli(process.argv.slice(2))}\n`);
} catch (err) {
  const e = err as Error;
  process.stderr.write(`error: ${e.message}\n`);
  process.exitCode = 1;
}
