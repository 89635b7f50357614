/**
 * A meter file read and checked in one call: readings, repeats and the quality report. The text
 * may be given whole (parseMeterCsv) or as a stream of pieces (readMeterCsv), which reports
 * progress as it reads and never holds the whole file.
 */
import { MeterCsvReader, type MeterCsvOptions } from './meterCsvReader';
import { assessMeterData, type MeterCsvUpload } from './meterQuality';

/** Reads a whole meter file. Throws MeterCsvError when no layout fits. */
export function parseMeterCsv(text: string, options: MeterCsvOptions = {}): MeterCsvUpload {
  const reader = new MeterCsvReader(options);
  reader.push(text);
  return assessMeterData(reader.end(), options);
}

/**
 * Reads a meter file a piece at a time (a file stream, a fetch body, `Blob.stream()`), calling
 * `options.onProgress` with the bytes and lines read after each piece.
 */
export async function readMeterCsv(
  pieces: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
  options: MeterCsvOptions = {},
): Promise<MeterCsvUpload> {
  const reader = new MeterCsvReader(options);
  for await (const piece of pieces) reader.push(piece);
  return assessMeterData(reader.end(), options);
}

/**
 * A meter file read as its pieces arrive, for a caller that also passes them on (an upload kept
 * while it is read): push each piece, then end() for the readings and the report. push throws
 * MeterCsvError as soon as the file's first lines fit no layout.
 */
export function meterCsvReading(options: MeterCsvOptions = {}) {
  const reader = new MeterCsvReader(options);
  return {
    push: (piece: string | Uint8Array) => reader.push(piece),
    end: (): MeterCsvUpload => assessMeterData(reader.end(), options),
  };
}
