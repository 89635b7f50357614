import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverPackageDir } from '../config';

/**
 * CIBSE TM46:2008 "Energy benchmarks" typical values per category (© CIBSE), transcribed in
 * data/cibse-tm46/cibse_tm46_2008_benchmarks.csv (see its SOURCE.md).
 */
export interface Tm46Benchmark {
  /** TM46 id, e.g. 'generalOffice'. */
  id: string;
  name: string;
  /** Typical electricity use, kWh per m² of gross floor area per year. */
  electricityKwhPerM2: number;
  /** Typical fossil-thermal use, kWh per m² of gross floor area per year. */
  fossilThermalKwhPerM2: number;
}

export const tm46CsvPath = path.join(
  serverPackageDir,
  'data/cibse-tm46/cibse_tm46_2008_benchmarks.csv',
);

/** Splits one CSV line, honouring double-quoted fields. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(current);
      current = '';
    } else current += char;
  }
  fields.push(current);
  return fields;
}

export function parseTm46Csv(text: string): Tm46Benchmark[] {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const columns = csvFields(header ?? '');
  const at = (name: string) => {
    const index = columns.indexOf(name);
    if (index < 0) throw new Error(`TM46 table has no column ${name}`);
    return index;
  };
  const id = at('id');
  const name = at('name');
  const electricity = at('electricity_kwh_m2');
  const fossil = at('fossil_thermal_kwh_m2');
  return lines.map((line) => {
    const fields = csvFields(line);
    return {
      id: fields[id] ?? '',
      name: fields[name] ?? '',
      electricityKwhPerM2: Number(fields[electricity]),
      fossilThermalKwhPerM2: Number(fields[fossil]),
    };
  });
}

export function loadTm46Benchmarks(): Tm46Benchmark[] {
  return parseTm46Csv(readFileSync(tm46CsvPath, 'utf8'));
}
