/**
 * CSV text read a piece at a time: bytes or text go in as they arrive (a file read in chunks, an
 * upload streamed), whole lines come out, so a file of ten years of half-hours never has to be
 * held as one string. Cells follow RFC 4180: a quoted cell may hold commas and doubled quotes.
 */

/** Splits text fed in pieces into whole lines (CRLF, LF or CR), keeping the unfinished tail. */
export class CsvLineSplitter {
  private tail = '';
  private readonly decoder = new TextDecoder('utf-8');
  private started = false;
  /** The last piece ended in CR: a LF opening the next piece closes the same line break. */
  private endedInCr = false;
  /** Bytes (or UTF-16 text units, for text fed as strings) taken in so far. */
  bytes = 0;

  /** Characters of the line begun but not yet ended. */
  get unfinished(): number {
    return this.tail.length;
  }

  /** Takes the next piece; answers the lines it completes. */
  push(piece: string | Uint8Array): string[] {
    let text: string;
    if (typeof piece === 'string') {
      this.bytes += piece.length;
      text = piece;
    } else {
      this.bytes += piece.byteLength;
      text = this.decoder.decode(piece, { stream: true });
    }
    if (!this.started && text.length > 0) {
      // A spreadsheet's UTF-8 export often starts with a byte-order mark.
      text = text.replace(/^\uFEFF/, '');
      this.started = true;
    }
    if (this.endedInCr && text.startsWith('\n')) text = text.slice(1);
    if (text.length > 0) this.endedInCr = text.endsWith('\r');
    const lines = (this.tail + text).split(/\r\n|\n|\r/);
    this.tail = lines.pop() ?? '';
    return lines;
  }

  /** The last line, when the text did not end with a line break. */
  end(): string[] {
    const rest = this.tail + this.decoder.decode();
    this.tail = '';
    return rest === '' ? [] : [rest];
  }
}

/** The cells of one CSV line, unquoted and trimmed. */
export function cellsOf(line: string): string[] {
  if (!line.includes('"')) return line.split(',').map((cell) => cell.trim());
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * A number as spreadsheets write it ("1,234.5" in quotes, " 0.42 "); null for an empty cell or
 * text. An empty cell is a missing reading, never a zero.
 */
export function numberOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const plain = /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(trimmed)
    ? trimmed.replace(/,/g, '')
    : trimmed;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}
