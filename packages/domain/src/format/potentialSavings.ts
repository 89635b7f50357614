import { NO_SAVINGS_PLACEHOLDER } from '../messages/analysisMessages';
import { formatEnergy } from './energy';
import { formatMoney } from './money';
import { formatNumber } from './number';

/** What a potential saving measures. */
export type SavingKind = 'money' | 'energy' | 'number';

/**
 * Formats a potential saving for the per-period sentence of the Optimise improvement view:
 * '---' when negative (spec analysis §2.3), else money, energy (kWh) or a plain number.
 */
export function formatPotentialSaving(value: number, kind: SavingKind): string {
  if (value < 0) return NO_SAVINGS_PLACEHOLDER;
  if (kind === 'money') return formatMoney(value);
  if (kind === 'energy') return formatEnergy(value);
  return formatNumber(value);
}
