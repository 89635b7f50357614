/**
 * UK post code shapes (Royal Mail PAF format: outward code 2–4 characters, inward code digit +
 * two letters). Great Britain only: Northern Ireland (BT) and the Crown dependencies (JE, GY, IM)
 * are outside the product's area (analysis §7.5: search restricted to GB).
 */
const FULL_POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?) ?([0-9][A-Z]{2})$/;
const OUTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;
const NOT_GB = /^(BT|JE|GY|IM)/;

/** 'wc1r4rl' → 'WC1R 4RL'; null when the text is not a full post code. */
export function normalisePostcode(text: string): string | null {
  const match = FULL_POSTCODE.exec(text.trim().toUpperCase().replace(/\s+/g, ' '));
  if (!match) return null;
  return `${match[1]} ${match[2]}`;
}

/** 'wc1r' → 'WC1R'; null when the text is not an outward code. */
export function normaliseOutcode(text: string): string | null {
  const upper = text.trim().toUpperCase();
  return OUTCODE.test(upper) ? upper : null;
}

export function isGreatBritain(postcodeOrOutcode: string): boolean {
  return !NOT_GB.test(postcodeOrOutcode.toUpperCase());
}
