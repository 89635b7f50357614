import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePriceCapArgs, priceCapFile, priceCapModule } from '../scripts/updatePriceCap';
import { PRICE_CAP_RATES } from '../src/areas/diagnose/priceCapRates';

const current = [
  '--from',
  '2025-10-01',
  '--to',
  '2025-12-31',
  '--elec-unit',
  '26.35',
  '--elec-standing',
  '53.68',
  '--gas-unit',
  '6.29',
  '--gas-standing',
  '34.03',
  '--announced',
  '2025-08-27',
];

describe('npm run tariffs:update', () => {
  it('writes the bundled price cap from its flags: the file in the repository is its output', () => {
    const update = parsePriceCapArgs(current);
    expect(typeof update).toBe('object');
    expect(priceCapModule(update as Exclude<typeof update, string>)).toBe(
      readFileSync(priceCapFile, 'utf8'),
    );
    expect(PRICE_CAP_RATES.period).toEqual({ from: '2025-10-01', to: '2025-12-31' });
  });

  it('refuses days out of order and rates no cap has had, in words, before writing anything', () => {
    const at = (flag: string, value: string) => {
      const argv = [...current];
      argv[argv.indexOf(flag) + 1] = value;
      return parsePriceCapArgs(argv);
    };
    expect(at('--to', '2025-09-30')).toBe('--to must not be before --from');
    expect(at('--elec-unit', '2635')).toBe(
      '--elec-unit must be a number from 5 to 100 (p/kWh or p/day)',
    );
    expect(at('--from', '1 October')).toBe('--from must be a day, YYYY-MM-DD');
    expect(parsePriceCapArgs(['--from'])).toBe('expected --flag value at "--from"');
  });
});
