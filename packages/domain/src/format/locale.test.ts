import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE, dateFormatter, numberFormatter } from './locale';

afterEach(() => vi.restoreAllMocks());

describe('the product locale', () => {
  it('formats dates and numbers the British way whatever the machine', () => {
    const day = dateFormatter({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(day(Date.UTC(2026, 10, 12))).toBe('12 November 2026');
    expect(
      dateFormatter({ dateStyle: 'short', timeZone: 'UTC' })(new Date(Date.UTC(2021, 11, 31))),
    ).toBe('31/12/2021');
    expect(numberFormatter({ maximumFractionDigits: 0 })(1234.56)).toBe('1,235');
    expect(LOCALE).toBe('en-GB');
  });

  it('makes each formatter on first use, once, not when it is declared', () => {
    const Original = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function make(
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    } as unknown as typeof Original);
    const month = dateFormatter({ month: 'short', timeZone: 'UTC' });
    expect(made).not.toHaveBeenCalled();
    expect(month(Date.UTC(2026, 0, 5))).toBe('Jan');
    expect(month(Date.UTC(2026, 1, 5))).toBe('Feb');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
