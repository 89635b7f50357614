import { compareNames } from '@wattwise/domain';
import type { SortDescriptor } from 'react-aria-components';

/** A value a column sorts by: text compares alphabetically, numbers numerically; null sorts last. */
export type SortValue = string | number | null | undefined;

/**
 * Rows in the order of a sort descriptor: text compared case-insensitively (en-GB), numbers
 * numerically, descending the reverse of ascending; rows without a value last in both directions.
 * Stable; returns a new array.
 */
export function sortRows<T>(
  rows: readonly T[],
  descriptor: SortDescriptor | undefined,
  valueOf: (row: T, column: string) => SortValue,
): T[] {
  if (!descriptor?.column) return [...rows];
  const column = String(descriptor.column);
  const factor = descriptor.direction === 'descending' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const va = valueOf(a, column);
    const vb = valueOf(b, column);
    const aMissing = va === null || va === undefined;
    const bMissing = vb === null || vb === undefined;
    if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
    const order =
      typeof va === 'number' && typeof vb === 'number'
        ? va - vb
        : compareNames(String(va), String(vb));
    return order * factor;
  });
}
