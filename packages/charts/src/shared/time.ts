/** Epoch milliseconds of a Date, number or ISO string (strings without a zone are read as UTC). */
export function toEpoch(value: Date | number | string): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  const hasZone = /(Z|[+-]\d\d:?\d\d)$/.test(value);
  return Date.parse(hasZone || value.length <= 10 ? value : `${value}Z`);
}

const DAY = 86_400_000;

/** Start of the UTC day holding `epoch`. */
export function startOfUtcDay(epoch: number): number {
  return Math.floor(epoch / DAY) * DAY;
}

/** 'YYYY-MM-DD' (UTC) for a date input. */
export function toDateInputValue(epoch: number): string {
  return new Date(epoch).toISOString().slice(0, 10);
}

/** Epoch of a 'YYYY-MM-DD' date input value (UTC midnight), or null when the input is empty or invalid. */
export function fromDateInputValue(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const epoch = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(epoch) ? null : epoch;
}

/** Index of the first element of the ascending `xs` that is >= `value` (xs.length when none). */
export function lowerBound(xs: ArrayLike<number>, value: number, from = 0, to = xs.length): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (xs[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the element of the ascending `xs` closest to `value`, or -1 when xs is empty. */
export function nearestIndex(xs: ArrayLike<number>, value: number): number {
  if (xs.length === 0) return -1;
  const i = lowerBound(xs, value);
  if (i === 0) return 0;
  if (i >= xs.length) return xs.length - 1;
  return value - xs[i - 1]! <= xs[i]! - value ? i - 1 : i;
}

export const MS_PER_DAY = DAY;
