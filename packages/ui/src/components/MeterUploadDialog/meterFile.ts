import { METER_FILE_MAX_BYTES, meterFileTooLargeMessage } from '@wattwise/domain';

/** The files a meter upload takes: CSV text, as suppliers, DCC services and Portfolio Manager export. */
export const METER_FILE_TYPES = ['text/csv', 'text/plain', 'application/vnd.ms-excel'] as const;

/**
 * A file a meter upload takes: a non-empty CSV or text file no larger than the server reads
 * (METER_FILE_MAX_BYTES), so a file too large is refused before a byte is sent.
 */
export function checkMeterFile(file: File): { ok: true } | { ok: false; message: string } {
  const named = /\.(csv|txt)$/i.test(file.name);
  if (!named && !(METER_FILE_TYPES as readonly string[]).includes(file.type))
    return { ok: false, message: 'Choose a CSV file of readings (.csv).' };
  if (file.size === 0) return { ok: false, message: 'The file is empty.' };
  if (file.size > METER_FILE_MAX_BYTES) return { ok: false, message: meterFileTooLargeMessage };
  return { ok: true };
}
