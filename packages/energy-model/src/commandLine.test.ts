import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, USAGE } from './commandLine';

const data = join(__dirname, '..', 'test-data');
const usage = join(data, 'uk-electricity-hdd-only-hourly-sample-0.csv.gz');
const temperature = join(data, 'uk-tempC-sample-0.csv.gz');

describe('wattwise-model calibrate', () => {
  it('says in --help which date convention each flag uses', () => {
    expect(runCli(['--help'])).toBe(USAGE);
    expect(runCli(['calibrate', '--help'])).toBe(USAGE);
    expect(USAGE).toMatch(
      /--baseline START\/END calendar dates, both included: 2020-04-01\/2021-03-31 is 365 days/,
    );
    expect(USAGE).toMatch(/--reporting START\/END the same convention as --baseline/);
  });

  it('takes a reporting period’s inclusive end date and prints the dates it used', () => {
    const notes: string[] = [];
    const out = JSON.parse(
      runCli(
        [
          'calibrate',
          '--usage',
          usage,
          '--temperature',
          temperature,
          '--baseline',
          '2020-04-01/2021-03-31',
          '--reporting',
          '2021-04-01/2022-03-31',
          '--method',
          'caltrack',
        ],
        (line) => notes.push(line),
      ),
    );
    expect(notes).toEqual([
      'baseline: 2020-04-01 to 2021-03-31, both included (365 days)',
      'reporting: 2021-04-01 to 2022-03-31, both included (365 days)',
    ]);
    expect(out.periods.baseline).toEqual({ first: '2020-04-01', last: '2021-03-31', days: 365 });
    expect(out.sufficiency.baselineDays).toBe(365);
    expect(out.sufficiency.reasons.join(' ')).not.toMatch(/baseline spans/);
    expect(out.model.caltrack).toBe(true);
  });

  it('says when the periods overlap (an exclusive end date typed as inclusive)', () => {
    const notes: string[] = [];
    runCli(
      [
        'calibrate',
        '--usage',
        usage,
        '--temperature',
        temperature,
        '--baseline=2020-04-01/2021-04-01',
        '--reporting=2021-04-01/2022-03-31',
        '--method=caltrack',
      ],
      (line) => notes.push(line),
    );
    expect(notes[0]).toBe('baseline: 2020-04-01 to 2021-04-01, both included (366 days)');
    expect(notes[2]).toBe('note: the baseline and reporting periods overlap');
  });

  it('refuses an end before the start and an unknown method, naming the flag', () => {
    const run =
      (baseline: string, method = 'ensemble') =>
      () =>
        runCli([
          'calibrate',
          '--usage',
          usage,
          '--temperature',
          temperature,
          '--baseline',
          baseline,
          '--reporting',
          '2021-04-01/2022-03-31',
          '--method',
          method,
        ]);
    expect(run('2021-03-31/2020-04-01')).toThrow(/last day included/);
    expect(run('2020-04-01/2021-03-31', 'neural')).toThrow(/caltrack/);
  });
});
