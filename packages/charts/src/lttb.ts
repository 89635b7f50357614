/**
 * Largest-Triangle-Three-Buckets downsampling (Sveinn Steinarsson, "Downsampling Time Series for
 * Visual Representation", MSc thesis, University of Iceland, 2013). Keeps the shape of a line,
 * including its peaks, with `threshold` points: the first and last points always, then one point
 * per bucket, the one forming the largest triangle with the point kept before it and the average
 * of the next bucket.
 *
 * Plain LTTB keeps most peaks but not all: a spike whose bucket also holds a point forming a larger
 * triangle can be lost (a summer's hottest hour, at 300 points a year). So the bucket that holds the
 * highest reading keeps that reading, and the bucket that holds the lowest keeps the lowest (the
 * highest wins a bucket that holds both): the line always reaches the extremes of its data.
 *
 * Works on columns (x and y as numeric arrays, x ascending) and returns the kept indices, so the
 * caller keeps its own data. Missing values (NaN) are never chosen over a real reading; a bucket
 * with no reading keeps its first index, so a gap stays a gap.
 */
export function lttbIndices(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  threshold: number,
): Int32Array {
  const length = Math.min(x.length, y.length);
  const wanted = Math.floor(threshold);
  if (wanted >= length || wanted <= 0) {
    return Int32Array.from({ length: wanted <= 0 ? 0 : length }, (_, i) => i);
  }
  if (wanted === 1) return Int32Array.of(0);
  if (wanted === 2) return Int32Array.of(0, length - 1);

  let highest = -1;
  let lowest = -1;
  for (let i = 1; i < length - 1; i++) {
    const yi = y[i]!;
    if (Number.isNaN(yi)) continue;
    if (highest === -1 || yi > y[highest]!) highest = i;
    if (lowest === -1 || yi < y[lowest]!) lowest = i;
  }

  const kept = new Int32Array(wanted);
  const bucketSize = (length - 2) / (wanted - 2);
  let a = 0;
  kept[0] = 0;

  for (let bucket = 0; bucket < wanted - 2; bucket++) {
    const from = Math.floor(bucket * bucketSize) + 1;
    const to = Math.min(Math.floor((bucket + 1) * bucketSize) + 1, length - 1);

    // Average of the next bucket (the last point alone for the final bucket).
    const nextFrom = to;
    const nextTo = Math.min(Math.floor((bucket + 2) * bucketSize) + 1, length);
    let avgX = 0;
    let avgY = 0;
    let counted = 0;
    for (let i = nextFrom; i < nextTo; i++) {
      const yi = y[i]!;
      if (Number.isNaN(yi)) continue;
      avgX += x[i]!;
      avgY += yi;
      counted++;
    }
    if (counted === 0) {
      avgX = x[nextFrom]!;
      avgY = y[a]!;
    } else {
      avgX /= counted;
      avgY /= counted;
    }

    const ax = x[a]!;
    const ay = Number.isNaN(y[a]!) ? avgY : y[a]!;
    let best = -1;
    let bestArea = -1;
    for (let i = from; i < to; i++) {
      const yi = y[i]!;
      if (Number.isNaN(yi)) continue;
      const area = Math.abs((ax - avgX) * (yi - ay) - (ax - x[i]!) * (avgY - ay));
      if (area > bestArea) {
        bestArea = area;
        best = i;
      }
    }
    if (highest >= from && highest < to) best = highest;
    else if (lowest >= from && lowest < to) best = lowest;
    a = best === -1 ? from : best;
    kept[bucket + 1] = a;
  }

  kept[wanted - 1] = length - 1;
  return kept;
}
