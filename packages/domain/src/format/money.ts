import { formatNumber } from './number';

/** Currency of every amount (spec shell §9 "Currency GBP"). */
export const CURRENCY_CODE = 'GBP';
/** Symbol shown before amounts (spec analysis §5 "prefixed with the pound sign"). */
const CURRENCY_SYMBOL = '£';

/** Suffixes of the short money format (spec shell §9 "Short money format k/m/b"). */
const SHORT_MONEY_STEPS = [
  { above: 1e9, divisor: 1e9, suffix: 'b' },
  { above: 1e6, divisor: 1e6, suffix: 'm' },
  { above: 1e3, divisor: 1e3, suffix: 'k' },
] as const;

function sign(value: number): string {
  return value < 0 ? '-' : '';
}

/**
 * Formats an amount in pounds: '£12.50', '£1,235' (spec shell §9 GBP; analysis §9 decimals:
 * 2 up to 99, else none). Negative amounts read '-£12.50'.
 */
export function formatMoney(pounds: number): string {
  if (!Number.isFinite(pounds)) return '---';
  return `${sign(pounds)}${CURRENCY_SYMBOL}${formatNumber(Math.abs(pounds))}`;
}

/**
 * Short money format with k/m/b suffixes (spec shell §9): 1_500 → '£1.50k',
 * 250_000 → '£250k', 3_200_000 → '£3.20m', 7e9 → '£7.00b'; up to 1,000 it is formatMoney.
 */
export function formatMoneyShort(pounds: number): string {
  if (!Number.isFinite(pounds)) return '---';
  const size = Math.abs(pounds);
  const step = SHORT_MONEY_STEPS.find((s) => size >= s.above);
  if (!step) return formatMoney(pounds);
  return `${sign(pounds)}${CURRENCY_SYMBOL}${formatNumber(size / step.divisor)}${step.suffix}`;
}

/**
 * Formats an amount in a given currency code; GBP uses '£', other codes are prefixed with the
 * code and a space (the spec only uses GBP; results carry a currencyCode, analysis §3).
 */
export function formatCurrency(value: number, currencyCode: string = CURRENCY_CODE): string {
  if (currencyCode === CURRENCY_CODE) return formatMoney(value);
  return `${currencyCode} ${formatNumber(value)}`;
}
