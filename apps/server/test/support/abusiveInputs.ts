import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { pngChunk, pngImage } from './images';

/** Text a request may not carry, and the way each abuse is written into a value. */
export const NUL = '\u0000';
export const OVER_LONG = 'x'.repeat(100_000);
/** Nesting as deep as a body of 2,500 `[` (the depth that overflowed the stack). */
export const DEEP = 2_500;

export function nested(levels: number, inner: unknown = 'x'): unknown {
  let value = inner;
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
}

/** Every string leaf of a value with its path, e.g. ['address', 'street']. */
export function stringLeaves(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  }
  return [];
}

/** Every field of an object body (its top-level keys), where nesting can be put instead. */
export function fieldsOf(value: unknown): string[] {
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
}

/** A copy of `value` with `replace(old)` at `path`. */
export function withAt(
  value: unknown,
  path: (string | number)[],
  replace: (old: unknown) => unknown,
): unknown {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head as string | number] = withAt(copy[head as string | number], rest, replace);
  return copy;
}

/**
 * The routes the server serves outside the contract (pages, the identity provider, payments),
 * from Fastify's own route tree: a new page falls under the harness the day it is added. The
 * embedded provider's own endpoints are not Fastify routes (a hook hands them over) and are
 * listed by the caller.
 */
export function pageRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const found: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ├└─]*?)(?:[├└]── )?(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = Math.floor((line.indexOf(match[2]!) - 0) / 4);
    const path = `${prefixes[depth - 1] ?? ''}${match[2]}`;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD' && !path.startsWith('/api/') && !path.startsWith('/opendata/')) {
        found.push(`${method} ${path}`);
      }
    }
  }
  return [...new Set(found)];
}

/**
 * Images within the 2 MB limit that must not pass: pixel bombs (a small file that decodes to
 * hundreds of megabytes) and damaged pixel data.
 */
export function pixelBombs(): Record<string, Buffer> {
  const header = (width: number, height: number) => {
    const data = Buffer.alloc(13);
    data.writeUInt32BE(width, 0);
    data.writeUInt32BE(height, 4);
    data[8] = 8;
    data[9] = 2;
    return pngChunk('IHDR', data);
  };
  const png = (width: number, height: number, idat: Buffer) =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      header(width, height),
      pngChunk('IDAT', idat),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
  // A sound image's compressed pixels with every seventh byte flipped, under a right CRC.
  const sound = pngImage(64, 64);
  const idatAt = sound.indexOf('IDAT', 0, 'latin1');
  const idatLength = sound.readUInt32BE(idatAt - 4);
  const garbled = Buffer.from(sound.subarray(idatAt + 4, idatAt + 4 + idatLength));
  for (let index = 4; index < garbled.length; index += 7) garbled[index] = garbled[index]! ^ 0xa5;
  const jpegHuge = Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    Buffer.from([0xff, 0xdb, 0x00, 0x43, 0x00, ...new Array<number>(64).fill(1)]),
    // SOF0: 65,535 × 65,535 pixels, three components.
    Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xff, 0xff, 0xff, 0x03]),
    Buffer.from([0x01, 0x11, 0x00, 0x02, 0x11, 0x00, 0x03, 0x11, 0x00]),
    Buffer.from([
      0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3f, 0x00,
    ]),
    Buffer.from([0x12, 0x34, 0xff, 0xd9]),
  ]);
  return {
    // Its header says 8000 × 8000 RGB: 256 MB decoded in a browser.
    // (Its first row only: the header alone must refuse it, before any pixel is inflated.)
    'an 8000 × 8000 PNG': png(8000, 8000, deflateSync(Buffer.alloc(24001))),
    // 2000 × 2000 within the side limit, but its data is 40 rows short.
    'a PNG whose data stops short': png(2000, 2000, deflateSync(Buffer.alloc(1960 * 6001))),
    // 64 × 64 declared, its data inflating to 20 MB.
    'a PNG whose data inflates far past its size': png(
      64,
      64,
      deflateSync(Buffer.alloc(20 * 1024 * 1024)),
    ),
    'a PNG with garbled pixel data': png(64, 64, garbled),
    'a 65,535 × 65,535 JPEG': jpegHuge,
  };
}
