/** The files a meter upload takes: CSV text, as suppliers, DCC services and Portfolio Manager export. */
export const METER_FILE_TYPES = ['text/csv', 'text/plain', 'application/vnd.ms-excel'] as const;

/**
 * The largest file sent (designed): 16 MB, the server's limit for a CSV body; thirteen months of
 * half-hours is about 1 MB.
 */
const MAX_METER_FILE_BYTES = 16 * 1024 * 1024;

/** A file a meter upload takes: a non-empty CSV or text file of at most 16 MB. */
export function checkMeterFile(file: File): { ok: true } | { ok: false; message: string } {
  const named = /\.(csv|txt)$/i.test(file.name);
  if (!named && !(METER_FILE_TYPES as readonly string[]).includes(file.type))
    return { ok: false, message: 'Choose a CSV file of readings (.csv).' };
  if (file.size === 0) return { ok: false, message: 'The file is empty.' };
  if (file.size > MAX_METER_FILE_BYTES)
    return {
      ok: false,
      message: 'The file is larger than 16 MB: split it into years and upload each.',
    };
  return { ok: true };
}
