import type { RegisterCertificate, RegisterKind } from './register';

/**
 * Reads CSV records (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes) from
 * text chunks as they stream in; yields each record as its cells.
 */
export async function* csvRecords(chunks: AsyncIterable<string> | Iterable<string>) {
  let cell = '';
  let record: string[] = [];
  let quoted = false;
  let afterQuote = false;
  for await (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i += 1) {
      const char = chunk[i]!;
      if (quoted) {
        if (char === '"') {
          quoted = false;
          afterQuote = true;
        } else cell += char;
        continue;
      }
      if (char === '"') {
        // A doubled quote inside a quoted field: keep one.
        if (afterQuote) cell += '"';
        quoted = true;
        afterQuote = false;
        continue;
      }
      afterQuote = false;
      if (char === ',') {
        record.push(cell);
        cell = '';
      } else if (char === '\n') {
        record.push(cell.endsWith('\r') ? cell.slice(0, -1) : cell);
        cell = '';
        if (record.length > 1 || record[0] !== '') yield record;
        record = [];
      } else cell += char;
    }
  }
  if (cell !== '' || record.length > 0) {
    record.push(cell.endsWith('\r') ? cell.slice(0, -1) : cell);
    yield record;
  }
}

/** Which register a header belongs to, from the columns only that register has. */
export function registerOfHeader(header: readonly string[]): RegisterKind | null {
  const columns = new Set(header.map((name) => name.trim().toUpperCase()));
  if (columns.has('CURRENT_ENERGY_RATING')) return 'domestic';
  if (columns.has('ASSET_RATING_BAND')) return 'non-domestic';
  if (columns.has('OPERATIONAL_RATING_BAND')) return 'dec';
  return null;
}

const RATING_COLUMNS: Record<RegisterKind, { band: string; value: string; area: string }> = {
  domestic: {
    band: 'CURRENT_ENERGY_RATING',
    value: 'CURRENT_ENERGY_EFFICIENCY',
    area: 'TOTAL_FLOOR_AREA',
  },
  'non-domestic': { band: 'ASSET_RATING_BAND', value: 'ASSET_RATING', area: 'FLOOR_AREA' },
  dec: {
    band: 'OPERATIONAL_RATING_BAND',
    value: 'CURRENT_OPERATIONAL_RATING',
    area: 'TOTAL_FLOOR_AREA',
  },
};

function numberOrNull(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * Maps the records of one bulk CSV file (its first record is the header) to certificates.
 * Rows without a key, post code, band or lodgement date are counted as skipped, never guessed.
 */
export function certificateReader(header: readonly string[], options: { sample: boolean }) {
  const register = registerOfHeader(header);
  if (!register) {
    throw new Error(
      'Not an EPB register export: expected CURRENT_ENERGY_RATING (domestic), ASSET_RATING_BAND (non-domestic) or OPERATIONAL_RATING_BAND (DEC) in the header.',
    );
  }
  const index = new Map<string, number>();
  header.forEach((name, position) => {
    const key = name.trim().toUpperCase();
    // Some exports repeat a column (HOT_WATER_COST_CURRENT); the first one counts.
    if (!index.has(key)) index.set(key, position);
  });
  const columns = RATING_COLUMNS[register];
  const get = (record: readonly string[], name: string) => {
    const position = index.get(name);
    return position === undefined ? '' : (record[position] ?? '').trim();
  };
  return {
    register,
    read(record: readonly string[]): RegisterCertificate | null {
      const lmkKey = get(record, 'LMK_KEY') || get(record, 'ASSESSMENT_ID');
      const postcode = get(record, 'POSTCODE').toUpperCase();
      const rating = get(record, columns.band).toUpperCase();
      const lodgementDate = get(record, 'LODGEMENT_DATE').slice(0, 10);
      if (!lmkKey || !postcode || !/^(A\+|[A-G])$/.test(rating)) return null;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(lodgementDate)) return null;
      return {
        lmkKey,
        register,
        certificateType: register === 'dec' ? 'DEC' : 'EPC',
        address1: get(record, 'ADDRESS1'),
        address2: get(record, 'ADDRESS2'),
        address3: get(record, 'ADDRESS3'),
        town: get(record, 'POSTTOWN'),
        postcode,
        rating,
        ratingValue: numberOrNull(get(record, columns.value)),
        lodgementDate,
        floorArea: numberOrNull(get(record, columns.area)),
        propertyType: get(record, 'PROPERTY_TYPE') || null,
        sample: options.sample,
      };
    },
  };
}
