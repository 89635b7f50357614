import { IMAGE_MAX_BYTES } from '@wattwise/domain';
import { decodeDataUrl } from './index';
import { checkUploadedImage, imageMessages } from './imageChecks';

/**
 * An EPC certificate a registration carries as a data URL (spec shell §3): a JPEG or PNG, as the
 * wizard's drop zone asks ("as a JPEG or PNG (up to 2 MB)"), or a PDF as the register issues it.
 * Its type is read from its content, never from the data URL's declared type, so HTML declared as
 * a PDF, SVG or anything else is refused; its size is the spec's image limit.
 */
const CERTIFICATE_MAX_BYTES = IMAGE_MAX_BYTES;

const certificateMessages = {
  notAFile: 'The EPC certificate could not be read. Choose the file again.',
  tooLarge: 'The EPC certificate must be at most 2 MB.',
  type: 'The EPC certificate must be a JPEG, PNG or PDF file.',
  damaged: 'The EPC certificate file is damaged. Choose another file.',
} as const;

export type CertificateFile =
  { ok: true; bytes: Buffer; extension: 'pdf' | 'png' | 'jpg' } | { ok: false; message: string };

/** How far from the end of a PDF its `%%EOF` may be (trailing new lines or padding, designed). */
const PDF_EOF_WINDOW = 1024;

/** A PDF by its content: the `%PDF-1.x` or `%PDF-2.x` header first, `%%EOF` near its end (ISO 32000-2, 7.5). */
function isPdf(bytes: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(bytes.toString('latin1', 0, 8))) return false;
  return bytes.toString('latin1', Math.max(0, bytes.length - PDF_EOF_WINDOW)).includes('%%EOF');
}

/** Reads and checks a certificate's data URL; nothing is stored until it passes. */
export async function readCertificateFile(dataUrl: string): Promise<CertificateFile> {
  const decoded = decodeDataUrl(dataUrl);
  if (!decoded || decoded.bytes.length === 0)
    return { ok: false, message: certificateMessages.notAFile };
  const { bytes } = decoded;
  if (bytes.length > CERTIFICATE_MAX_BYTES)
    return { ok: false, message: certificateMessages.tooLarge };
  if (bytes.toString('latin1', 0, 5) === '%PDF-') {
    return isPdf(bytes)
      ? { ok: true, bytes, extension: 'pdf' }
      : { ok: false, message: certificateMessages.damaged };
  }
  const image = await checkUploadedImage(bytes);
  if (image.ok) return { ok: true, bytes, extension: image.kind };
  // An image's own reason (damaged, too many pixels, markup) says more than "wrong type".
  const notAnImage =
    image.message === imageMessages.notImage || image.message === imageMessages.svg;
  return { ok: false, message: notAnImage ? certificateMessages.type : image.message };
}
