import { describe, expect, it } from 'vitest';
import { yearOnYearChange, yearOnYearText } from './yearOnYear';

describe('year-on-year change', () => {
  it('calls less energy good news and more bad', () => {
    expect(yearOnYearChange(90, 100)).toEqual({
      value: 10,
      direction: 'DOWN',
      variant: 'POSITIVE',
    });
    expect(yearOnYearChange(112.34, 100)).toEqual({
      value: 12.3,
      direction: 'UP',
      variant: 'NEGATIVE',
    });
  });

  it('says nothing when there is no year before', () => {
    expect(yearOnYearChange(50, 0).value).toBeNull();
    expect(yearOnYearChange(100, 100)).toEqual({ value: 0, direction: null, variant: 'NEUTRAL' });
  });
});

describe('year-on-year change in words', () => {
  it('says up, down or the same', () => {
    expect(yearOnYearText(90, 100)).toBe('down 10 % on the 12 months before');
    expect(yearOnYearText(112.34, 100)).toBe('up 12.3 % on the 12 months before');
    expect(yearOnYearText(100, 100)).toBe('the same as the 12 months before');
    expect(yearOnYearText(5, 0)).toBe('nothing to compare with');
  });
});
