import { describe, expect, it } from 'vitest';
import { compareNames, compareTextIgnoringCase, textComparator } from './text';

const names = ['floor 10', 'Floor 2', 'Ground floor', 'Éclair wing', 'basement', 'Floor 1'];

describe('text comparisons in British English', () => {
  it('sorts names as people read them: case and accents ignored, numbers by value', () => {
    expect([...names].sort(compareNames)).toEqual([
      'basement',
      'Éclair wing',
      'Floor 1',
      'Floor 2',
      'floor 10',
      'Ground floor',
    ]);
  });

  it('gives the order of localeCompare with the same options, for every pair', () => {
    const options: Intl.CollatorOptions[] = [{}, { numeric: true }, { sensitivity: 'base' }];
    for (const option of options) {
      const compare = textComparator(option);
      for (const a of names) {
        for (const b of names) {
          expect(Math.sign(compare(a, b)), `${a} / ${b}`).toBe(
            Math.sign(a.localeCompare(b, 'en-GB', option)),
          );
        }
      }
    }
  });

  it('ignores case without reading numbers by value', () => {
    expect(compareTextIgnoringCase('SITE', 'site')).toBe(0);
    expect(compareTextIgnoringCase('Site 10', 'Site 2')).toBeLessThan(0);
  });
});
