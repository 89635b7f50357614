import { mpanCheckDigit, withMpanCheckDigit } from './mpan';

/**
 * Distributor ids of the 14 GB licensed distribution areas, the first two digits of an MPAN core
 * (10 Eastern … 23 Northern; Elexon, Market Domain Data).
 */
const GB_DISTRIBUTOR_IDS = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23] as const;

/**
 * The 13-digit core of what a user typed: digits only (the form allows dots, shell §5); a full
 * 21-digit MPAN (supplementary data + core) gives its last 13. Null when it is neither.
 */
export function mpanCore(typed: string): string | null {
  const digits = typed.replace(/\./g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 13) return digits;
  if (digits.length === 21) return digits.slice(8);
  return null;
}

/** True when a 13-digit core's distributor id is a GB area and its check digit is right. */
export function isValidMpanCore(core: string): boolean {
  if (!/^\d{13}$/.test(core)) return false;
  if (!(GB_DISTRIBUTOR_IDS as readonly number[]).includes(Number(core.slice(0, 2)))) return false;
  return mpanCheckDigit(core.slice(0, 12)) === Number(core[12]);
}

/** A valid core from a distributor id and 10 digits (the smart-meter sandbox's meters). */
export function mpanCoreOf(distributorId: number, tenDigits: string): string {
  return withMpanCheckDigit(`${distributorId}${tenDigits}`);
}
