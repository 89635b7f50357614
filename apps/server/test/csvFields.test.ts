import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from '../src/platform/http/csv';

describe('a field of every CSV download', () => {
  it('defuses text a spreadsheet would run as a formula, and quotes what needs it', () => {
    expect(csvField('=HYPERLINK("http://x","Click")')).toBe(
      `"'=HYPERLINK(""http://x"",""Click"")"`,
    );
    expect(csvField('+44 20')).toBe("'+44 20");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('Conway Hall, Red Lion Square')).toBe('"Conway Hall, Red Lion Square"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
  });

  it('writes numbers as they are (negative ones too), nothing as empty, dates as instants', () => {
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(new Date(Date.UTC(2026, 0, 2)))).toBe('2026-01-02T00:00:00.000Z');
    expect(csvLine(['-', 3, true])).toBe("'-,3,true");
  });
});
