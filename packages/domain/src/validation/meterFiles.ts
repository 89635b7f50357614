/**
 * The largest meter file read (designed, issue 38): 200 MB. Ten years of one meter's half-hours in
 * a supplier's widest export (meter numbers, start and end times, reading type, tariff and cost on
 * every row) is about 20 MB, so no real file of one meter comes near it, while the server reads a
 * file as it arrives and never holds it whole. Read as 200 × 1024 × 1024 bytes.
 */
export const METER_FILE_MAX_BYTES = 200 * 1024 * 1024;

/** Why a meter file over METER_FILE_MAX_BYTES is refused, and what to do instead. */
export const meterFileTooLargeMessage =
  'The file is larger than 200 MB: split it into years and upload each.';
