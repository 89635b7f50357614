import { formatNumber } from './number';

/** Currency of every amount (spec shell §9 "Currency GBP"). */
export const CURRENCY_CODE = 'GBP';
/** Symbol shown before amounts (spec analysis §5 "prefixed with the pound sign"). */
const CURRENCY_SYMBOL = '£';

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
 * Formats an amount in a given currency code; GBP uses '£', other codes are prefixed with the
 * code and a space (the spec only uses GBP; results carry a currencyCode, analysis §3).
 */
export function formatCurrency(value: number, currencyCode: string = CURRENCY_CODE): string {
  if (currencyCode === CURRENCY_CODE) return formatMoney(value);
  return `${currencyCode} ${formatNumber(value)}`;
}
