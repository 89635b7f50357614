import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { certificateReader, csvRecords, registerOfHeader } from './bulkCsv';

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name), 'utf8');

async function records(chunks: string[]) {
  const all: string[][] = [];
  for await (const record of csvRecords(chunks)) all.push(record);
  return all;
}

/** The text cut into pieces of `size` characters, as a stream delivers it. */
const pieces = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
    text.slice(i * size, (i + 1) * size),
  );

describe('CSV records', () => {
  it('keeps commas, doubled quotes and line breaks inside quoted fields, whatever the chunking', async () => {
    const text = 'a,b,c\r\n"1, Some Street","say ""hi""","two\nlines"\n4,,6';
    const expected = [
      ['a', 'b', 'c'],
      ['1, Some Street', 'say "hi"', 'two\nlines'],
      ['4', '', '6'],
    ];
    for (const size of [1, 2, 3, 7, 1000])
      expect(await records(pieces(text, size))).toEqual(expected);
  });
});

describe('register bulk files', () => {
  it.each([
    ['open_data_export_domestic.csv', 'domestic', 'EPC', 'E', '1 Some Street'],
    ['open_data_export_commercial.csv', 'non-domestic', 'EPC', 'D', 'Some Unit'],
    ['open_data_export_dec.csv', 'dec', 'DEC', 'A', 'Some Unit'],
  ])('reads %s as the %s register', async (file, register, type, rating, address1) => {
    const [header, ...rows] = await records([fixture(file)]);
    expect(registerOfHeader(header!)).toBe(register);
    const reader = certificateReader(header!, { sample: false });
    const first = reader.read(rows[0]!);
    expect(first).toMatchObject({
      register,
      certificateType: type,
      rating,
      address1,
      postcode: 'SW1A 2AA',
      lodgementDate: '2021-02-22',
      sample: false,
    });
    expect(first!.lmkKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('prefers LMK_KEY (the bulk download) and skips rows without a band or date', () => {
    const header = ['LMK_KEY', 'ADDRESS1', 'POSTCODE', 'CURRENT_ENERGY_RATING', 'LODGEMENT_DATE'];
    const reader = certificateReader(header, { sample: true });
    expect(reader.read(['123', '2 Road', 'wc1r 4rl', 'c', '2020-01-02'])).toMatchObject({
      lmkKey: '123',
      postcode: 'WC1R 4RL',
      rating: 'C',
      sample: true,
    });
    expect(reader.read(['124', '2 Road', 'WC1R 4RL', 'INVALID!', '2020-01-02'])).toBeNull();
    expect(reader.read(['125', '2 Road', 'WC1R 4RL', 'C', ''])).toBeNull();
  });

  it('refuses a file that is not a register export', () => {
    expect(() => certificateReader(['a', 'b'], { sample: false })).toThrow(
      'Not an EPB register export',
    );
  });
});
