import type { Direction, IndicatorVariant } from '../enums/analysisEnums';
import { dateFormatter } from '../format/locale';

const shortMonth = /* @__PURE__ */ dateFormatter({ month: 'short', timeZone: 'UTC' });

/** A calendar month 'YYYY-MM' as its short name, e.g. 'Jan'. */
export function monthShortName(month: string): string {
  return shortMonth(new Date(`${month}-01T00:00:00Z`));
}

/** A figure against the same period a year before, as a change indicator shows it. */
export interface YearOnYearChange {
  /** Percentage change, unsigned; null when there is nothing to compare with. */
  value: number | null;
  direction: Direction | null;
  /** Less energy, cost or carbon is good news. */
  variant: IndicatorVariant;
}

/** The change of `now` against `before`, where less is better (energy, cost, carbon). */
export function yearOnYearChange(now: number, before: number): YearOnYearChange {
  if (!(before > 0)) return { value: null, direction: null, variant: 'NEUTRAL' };
  const percent = ((now - before) / before) * 100;
  const value = Math.round(Math.abs(percent) * 10) / 10;
  if (value === 0) return { value: 0, direction: null, variant: 'NEUTRAL' };
  return {
    value,
    direction: percent > 0 ? 'UP' : 'DOWN',
    variant: percent > 0 ? 'NEGATIVE' : 'POSITIVE',
  };
}

/** The change of `now` against `before` in words, as the estate's downloads write it. */
export function yearOnYearText(now: number, before: number): string {
  const change = yearOnYearChange(now, before);
  if (change.value === null) return 'nothing to compare with';
  if (change.direction === null) return 'the same as the 12 months before';
  return `${change.direction === 'UP' ? 'up' : 'down'} ${change.value} % on the 12 months before`;
}
