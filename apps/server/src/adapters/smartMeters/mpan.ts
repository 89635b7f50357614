/**
 * MPAN core checks (Elexon MRA / DCUSA: the 13-digit core is a 2-digit distributor id, 10 digits
 * and a check digit). Check digit: the first 12 digits times the primes 3, 5, 7, 13, 17, 19, 23,
 * 29, 31, 37, 41, 43, summed, modulo 11, modulo 10.
 */
const CHECK_PRIMES = [3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43] as const;

/** Distributor ids of the 14 GB licensed distribution areas (10 Eastern … 23 Northern), Elexon. */
export const GB_DISTRIBUTOR_IDS = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23] as const;

/** The check digit of the first 12 digits of an MPAN core. */
export function mpanCheckDigit(first12: string): number {
  let sum = 0;
  for (const [index, prime] of CHECK_PRIMES.entries()) sum += Number(first12[index]) * prime;
  return (sum % 11) % 10;
}

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

/** True when the core's distributor id is a GB area and its check digit is right. */
export function isValidMpanCore(core: string): boolean {
  if (!/^\d{13}$/.test(core)) return false;
  if (!(GB_DISTRIBUTOR_IDS as readonly number[]).includes(Number(core.slice(0, 2)))) return false;
  return mpanCheckDigit(core.slice(0, 12)) === Number(core[12]);
}

/** A valid core from a distributor id and 10 digits (the sandbox's meters). */
export function mpanWithCheckDigit(distributorId: number, tenDigits: string): string {
  const first12 = `${distributorId}${tenDigits}`;
  return `${first12}${mpanCheckDigit(first12)}`;
}
