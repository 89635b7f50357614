import { deflateSync } from 'node:zlib';

/**
 * Terrain elevation tiles (analysis §7.5, designed: terrain-RGB PNG at /api/elevation/{z}/{x}/{y}).
 * Embedded default: no terrain data ships with the server, so every tile is FLAT, 0 m above the
 * ellipsoid everywhere, and says so in its `x-elevation-source` header. A production adapter would
 * serve tiles cut from a national model (e.g. OS Terrain 50) in the same encoding.
 */
export const FLAT_ELEVATION_SOURCE = 'flat: no terrain data, 0 m everywhere';

/** Terrain-RGB encoding (Mapbox/MapLibre 'mapbox'): height = -10000 + (R·65536 + G·256 + B) × 0.1 m. */
export function terrainRgb(heightM: number): [number, number, number] {
  const value = Math.round((heightM + 10_000) * 10);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Inverse of terrainRgb. */
export function heightOfTerrainRgb([r, g, b]: readonly [number, number, number]): number {
  return -10_000 + (r * 65_536 + g * 256 + b) * 0.1;
}

const TILE_SIZE = 256;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 255]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256 × 256 RGB PNG of one colour. */
function solidPng([r, g, b]: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.alloc(1 + TILE_SIZE * 3);
  for (let x = 0; x < TILE_SIZE; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: TILE_SIZE }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let flatTile: Buffer | undefined;

/** The flat tile (the same for every z/x/y), built once. */
export function flatElevationTile(): Buffer {
  flatTile ??= solidPng(terrainRgb(0));
  return flatTile;
}
