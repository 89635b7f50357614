import { dateFormatter } from './locale';

const dayMonthYear = dateFormatter({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The period a tariff's prices apply to, on its card (designed: the spec shows no period):
 * 'Prices for 1 Oct 2025 to 31 Dec 2025'. Dates are ISO days ('2025-10-01').
 */
export function tariffPeriodText(from: string, to: string): string {
  return `Prices for ${dayMonthYear(Date.parse(`${from}T00:00:00Z`))} to ${dayMonthYear(Date.parse(`${to}T00:00:00Z`))}`;
}
