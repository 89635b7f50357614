import { toNumber } from '@wattwise/domain';

/** A draft value (number, typed text or empty) as a NumberField value: NaN shows an empty field. */
export function fieldNumber(value: unknown): number {
  return toNumber(value) ?? Number.NaN;
}

/** A NumberField value back into the draft: an emptied field is null. */
export function draftNumber(value: number): number | null {
  return Number.isNaN(value) ? null : value;
}
