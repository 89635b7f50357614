import { IMAGE_MAX_BYTES, registrationValidationMessages as m } from '@wattwise/domain';

import { crc32 } from 'node:zlib';
import { pngLayoutProblem, pngPixelsComplete, type PngLayout } from './pngPixels';

/**
 * Uploaded images (logos, spec shell §5; an EPC certificate's scan): JPEG or PNG, at most 2 MB,
 * recognised by their content (magic bytes and a walk over the file's structure), never by the
 * name or the declared type. SVG, polyglots (markup anywhere in the file, data after the image's
 * end), pixel bombs and anything else are refused with a message a user can act on.
 */

/**
 * The widest and tallest image accepted (designed): a 12-megapixel phone photo is 4032 × 3024.
 * A browser decodes an image to 4 bytes a pixel, so the largest accepted image is 64 MB decoded,
 * where the 8000 × 8000 PNG of 243 KB that used to pass was 256 MB.
 */
const MAX_IMAGE_SIDE_PX = 4096;

type ImageKind = 'png' | 'jpg';

export type ImageCheck =
  | { ok: true; kind: ImageKind; contentType: string; width: number; height: number }
  | { ok: false; status: 400 | 413; message: string };

/** A structurally sound PNG, with what its pixel data must inflate to. */
type PngCheck = ImageCheck & { png?: PngLayout };

export const imageMessages = {
  empty: 'The upload is empty; choose a JPEG or PNG image.',
  tooLarge: m.imageSize,
  svg: 'SVG images are not accepted; upload a JPEG or PNG image.',
  notImage: m.imageType,
  damaged: 'The image is damaged or not a plain JPEG or PNG file.',
  markup: 'The image carries web page content (markup or script) and was refused.',
  trailing: 'The image has data after its end and was refused.',
  dimensions: `The image must be between 1 and ${MAX_IMAGE_SIDE_PX} pixels wide and tall.`,
  pixels: 'The image’s pixel data is damaged or does not match its size.',
} as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/**
 * Markup that makes a file a browser polyglot: HTML, script, SVG or PHP openers. Looked for in
 * the image's metadata (every PNG chunk but IDAT, every JPEG segment), not in compressed pixel
 * data where a few bytes can match by chance.
 */
const MARKUP = /<\s*\/?\s*(?:script|html|body|svg|iframe|object|embed|meta|style|\?php|!doctype)/i;
const carriesMarkup = (bytes: Buffer) => MARKUP.test(bytes.toString('latin1'));

const refuse = (status: 400 | 413, message: string): ImageCheck => ({ ok: false, status, message });

function dimensionsOk(width: number, height: number): boolean {
  return width >= 1 && height >= 1 && width <= MAX_IMAGE_SIDE_PX && height <= MAX_IMAGE_SIDE_PX;
}

/**
 * PNG: signature, IHDR first with a valid colour type and bit depth, every chunk's length and CRC,
 * IEND last with nothing after.
 */
function checkPng(bytes: Buffer): PngCheck {
  let offset = 8;
  let width = 0;
  let height = 0;
  let header: Buffer | undefined;
  let first = true;
  let sawPalette = false;
  const data: Buffer[] = [];
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || offset + 12 + length > bytes.length) {
      return refuse(400, imageMessages.damaged);
    }
    const crc = bytes.readUInt32BE(offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== crc) {
      return refuse(400, imageMessages.damaged);
    }
    if (first) {
      if (type !== 'IHDR' || length !== 13) return refuse(400, imageMessages.damaged);
      width = bytes.readUInt32BE(offset + 8);
      height = bytes.readUInt32BE(offset + 12);
      header = bytes.subarray(offset + 8, offset + 21);
      first = false;
    }
    if (type === 'PLTE') sawPalette = true;
    if (type === 'IDAT') data.push(bytes.subarray(offset + 8, offset + 8 + length));
    else if (carriesMarkup(bytes.subarray(offset + 8, offset + 8 + length))) {
      return refuse(400, imageMessages.markup);
    }
    offset += 12 + length;
    if (type === 'IEND') {
      if (offset !== bytes.length) return refuse(400, imageMessages.trailing);
      if (data.length === 0 || !header) return refuse(400, imageMessages.damaged);
      if (!dimensionsOk(width, height)) return refuse(400, imageMessages.dimensions);
      const layout = { width, height, header, data };
      if (pngLayoutProblem(layout, sawPalette)) return refuse(400, imageMessages.damaged);
      return { ok: true, kind: 'png', contentType: 'image/png', width, height, png: layout };
    }
  }
  return refuse(400, imageMessages.damaged);
}

const SOF_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/**
 * JPEG: SOI, then marker segments with their lengths up to each scan, the entropy-coded data
 * (where 0xFF is only followed by 0x00 or a restart marker), and EOI with nothing after.
 */
function checkJpeg(bytes: Buffer): ImageCheck {
  let offset = 2;
  let width = 0;
  let height = 0;
  let sawScan = false;
  let sawTables = false;
  let components = 0;
  while (offset + 2 <= bytes.length) {
    if (bytes[offset] !== 0xff) return refuse(400, imageMessages.damaged);
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      offset += 2;
      if (offset !== bytes.length) return refuse(400, imageMessages.trailing);
      if (!sawScan) return refuse(400, imageMessages.damaged);
      if (!dimensionsOk(width, height)) return refuse(400, imageMessages.dimensions);
      return { ok: true, kind: 'jpg', contentType: 'image/jpeg', width, height };
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      return refuse(400, imageMessages.damaged);
    }
    if (offset + 4 > bytes.length) return refuse(400, imageMessages.damaged);
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return refuse(400, imageMessages.damaged);
    if (SOF_MARKERS.has(marker)) {
      if (length < 8) return refuse(400, imageMessages.damaged);
      height = bytes.readUInt16BE(offset + 5);
      width = bytes.readUInt16BE(offset + 7);
      components = bytes[offset + 9] ?? 0;
      // Each component takes three bytes after the frame header's six (ITU-T T.81, B.2.2).
      if (components < 1 || components > 4 || length !== 8 + 3 * components) {
        return refuse(400, imageMessages.damaged);
      }
      if (!dimensionsOk(width, height)) return refuse(400, imageMessages.dimensions);
    }
    if (marker === 0xdb) sawTables = true;
    if (marker === 0xda) {
      // A scan needs its frame and quantisation tables first, and names 1 to 4 of its components.
      const scanComponents = bytes[offset + 4] ?? 0;
      if (!components || !sawTables || scanComponents < 1 || scanComponents > components) {
        return refuse(400, imageMessages.damaged);
      }
    }
    if (carriesMarkup(bytes.subarray(offset + 4, offset + 2 + length))) {
      return refuse(400, imageMessages.markup);
    }
    offset += 2 + length;
    if (marker === 0xda) {
      sawScan = true;
      // Entropy-coded data runs to the next marker that is not a stuffed 0x00 or a restart.
      while (offset + 1 < bytes.length) {
        if (bytes[offset] === 0xff) {
          const next = bytes[offset + 1]!;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        }
        offset += 1;
      }
      if (offset + 1 >= bytes.length) return refuse(400, imageMessages.damaged);
    }
  }
  return refuse(400, imageMessages.damaged);
}

function startsWith(bytes: Buffer, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

/**
 * Checks an uploaded image, its pixel data included (a PNG's inflated rows must match its size);
 * the answer says what it is, or why it is refused (400 or 413).
 */
export async function checkUploadedImage(body: unknown): Promise<ImageCheck> {
  const check: PngCheck = checkImageStructure(body);
  if (!check.ok || !check.png) return check;
  const { png, ...image } = check;
  return (await pngPixelsComplete(png)) ? image : refuse(400, imageMessages.pixels);
}

/** The structural checks of an uploaded image (everything but inflating a PNG's pixels). */
function checkImageStructure(body: unknown): PngCheck {
  const bytes = Buffer.isBuffer(body)
    ? body
    : body instanceof Uint8Array
      ? Buffer.from(body)
      : undefined;
  if (!bytes || bytes.length === 0) return refuse(400, imageMessages.empty);
  if (bytes.length > IMAGE_MAX_BYTES) return refuse(413, imageMessages.tooLarge);
  const head = bytes.toString('latin1', 0, Math.min(bytes.length, 1024)).replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg|<svg)/i.test(head)) {
    return refuse(400, imageMessages.svg);
  }
  if (startsWith(bytes, PNG_SIGNATURE)) return checkPng(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return checkJpeg(bytes);
  return refuse(400, imageMessages.notImage);
}
