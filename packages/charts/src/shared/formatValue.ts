import { CURRENCY_CODE, formatEnergy, formatMoney, formatNumber } from '@wattwise/domain';
import type { ValueFormatter } from '../types';

/**
 * Default reading format, all rules from @wattwise/domain (spec analysis §9): energy in kWh
 * scales to MWh and GWh; GBP shows as pounds; other units keep theirs; numbers show 2 decimals
 * up to 99, else none.
 */
export const defaultFormatValue: ValueFormatter = (value, unit) => {
  if (unit === 'kWh') return formatEnergy(value);
  if (unit === CURRENCY_CODE || unit === '£') return formatMoney(value);
  return `${formatNumber(value)}${unit ? ` ${unit}` : ''}`;
};
