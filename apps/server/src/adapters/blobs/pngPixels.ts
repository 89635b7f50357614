import { createInflate } from 'node:zlib';

/** What a PNG's header says and where its compressed pixel data lies (the IDAT chunks' data). */
export interface PngLayout {
  width: number;
  height: number;
  /** IHDR's 13 bytes: width, height, bit depth, colour type, compression, filter, interlace. */
  header: Buffer;
  data: Buffer[];
}

/** Samples per pixel by colour type, and the bit depths each allows (PNG specification, table 11.1). */
const COLOUR_TYPES: Record<number, { samples: number; depths: number[] }> = {
  0: { samples: 1, depths: [1, 2, 4, 8, 16] },
  2: { samples: 3, depths: [8, 16] },
  3: { samples: 1, depths: [1, 2, 4, 8] },
  4: { samples: 2, depths: [8, 16] },
  6: { samples: 4, depths: [8, 16] },
};

/** Adam7's seven passes: first column and row, then the step between them (PNG §8.2). */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The highest filter type a scanline may start with (None, Sub, Up, Average, Paeth). */
const LAST_FILTER_TYPE = 4;

/** A header that no decoder accepts (unknown colour type or depth, compression, filter, interlace). */
export function pngLayoutProblem(layout: PngLayout, sawPalette: boolean): boolean {
  const [depth, colourType, compression, filter, interlace] = layout.header.subarray(8, 13);
  const colour = COLOUR_TYPES[colourType ?? -1];
  if (!colour || !colour.depths.includes(depth ?? 0)) return true;
  if (compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1)) return true;
  return colourType === 3 && !sawPalette;
}

/** The length in bytes of every scanline, filter byte included, in the order they are stored. */
function scanlineLengths(layout: PngLayout): number[] {
  const depth = layout.header[8]!;
  const samples = COLOUR_TYPES[layout.header[9]!]!.samples;
  const rowBytes = (width: number) => 1 + Math.ceil((width * samples * depth) / 8);
  if (layout.header[12] === 0) return Array<number>(layout.height).fill(rowBytes(layout.width));
  const lengths: number[] = [];
  for (const [x0, y0, dx, dy] of ADAM7) {
    const width = Math.ceil((layout.width - x0) / dx);
    const height = Math.ceil((layout.height - y0) / dy);
    if (width <= 0 || height <= 0) continue;
    for (let row = 0; row < height; row += 1) lengths.push(rowBytes(width));
  }
  return lengths;
}

/**
 * Whether a PNG's compressed pixel data is sound: it inflates (zlib, off the main thread) to
 * exactly the bytes its width, height, colour type, depth and interlacing call for, and every
 * scanline starts with a known filter type. Inflating stops as soon as it passes that size, so a
 * small file that claims to be small but inflates to gigabytes costs no more than a sound one.
 */
export function pngPixelsComplete(layout: PngLayout): Promise<boolean> {
  const lengths = scanlineLengths(layout);
  const expected = lengths.reduce((sum, length) => sum + length, 0);
  return new Promise((resolve) => {
    const inflate = createInflate();
    let total = 0;
    let line = 0;
    let nextLineStart = 0;
    let settled = false;
    const finish = (ok: boolean) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(ok);
    };
    inflate.on('data', (chunk: Buffer) => {
      const chunkStart = total;
      total += chunk.length;
      if (total > expected) return finish(false);
      while (line < lengths.length && nextLineStart < total) {
        if (chunk[nextLineStart - chunkStart]! > LAST_FILTER_TYPE) return finish(false);
        nextLineStart += lengths[line]!;
        line += 1;
      }
    });
    inflate.on('end', () => finish(total === expected));
    inflate.on('error', () => finish(false));
    for (const part of layout.data) inflate.write(part);
    inflate.end();
  });
}
