/**
 * CSV as every download of the server writes it (RFC 4180): the site's exports, the estate's
 * overview and the estate's readings.
 */

/**
 * One field: empty for nothing or a number that is not finite; a date as its ISO instant; quoted
 * when it holds a comma, quote or line break. A text a spreadsheet would run as a formula (one
 * starting with = + - @, CSV injection: a building named "=HYPERLINK(…)") is defused with a
 * leading apostrophe. Numbers are written as they are, a negative one included.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of fields, without its line break. */
export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvField).join(',');
}
