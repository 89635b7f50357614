/** Which drawn point has the keyboard or pointer focus: a series and an index into its drawn points. */
export interface ActivePoint {
  readonly series: number;
  readonly index: number;
}

/** Keys the point layer answers to, and what each does (announced in the layer's label). */
export const POINT_KEYS_HELP =
  'Arrow keys move between points, Up and Down change series, Page Up and Page Down jump, Enter opens the date.';

/**
 * The point a key moves to, or null when the key is not a navigation key. `lengths` holds the
 * number of drawn points per series.
 */
export function movePoint(
  active: ActivePoint | null,
  key: string,
  lengths: readonly number[],
): ActivePoint | null {
  const seriesCount = lengths.length;
  if (seriesCount === 0) return null;
  const current = active ?? { series: firstNonEmpty(lengths), index: 0 };
  const length = lengths[current.series] ?? 0;
  const jump = Math.max(1, Math.round(length / 10));
  const clamp = (index: number, n: number) => Math.min(Math.max(index, 0), Math.max(0, n - 1));

  switch (key) {
    case 'ArrowRight':
      return active ? { ...current, index: clamp(current.index + 1, length) } : current;
    case 'ArrowLeft':
      return active ? { ...current, index: clamp(current.index - 1, length) } : current;
    case 'PageDown':
      return { ...current, index: clamp(current.index + jump, length) };
    case 'PageUp':
      return { ...current, index: clamp(current.index - jump, length) };
    case 'Home':
      return { ...current, index: 0 };
    case 'End':
      return { ...current, index: clamp(length - 1, length) };
    case 'ArrowDown':
    case 'ArrowUp': {
      const step = key === 'ArrowDown' ? 1 : -1;
      for (let k = 1; k <= seriesCount; k++) {
        const next = (current.series + step * k + seriesCount * k) % seriesCount;
        const n = lengths[next] ?? 0;
        if (n > 0) {
          // Keep the same relative position along the time axis.
          const ratio = length > 1 ? current.index / (length - 1) : 0;
          return { series: next, index: clamp(Math.round(ratio * (n - 1)), n) };
        }
      }
      return current;
    }
    default:
      return null;
  }
}

function firstNonEmpty(lengths: readonly number[]): number {
  const i = lengths.findIndex((n) => n > 0);
  return i === -1 ? 0 : i;
}
