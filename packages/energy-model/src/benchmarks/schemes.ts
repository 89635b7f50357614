/**
 * Benchmark schemes for the Diagnose screen. A scheme is data: a key, a label, a source and a
 * table giving, per building type, electricity and fossil (or total) kWh/m² per year. Adding a
 * scheme is adding one entry to BENCHMARK_SCHEMES.
 */
import { BUILDING_TYPES, type BuildingTypeInfo } from '../building/buildingTypes';
import { TM46_BENCHMARKS } from '../data/tm46.generated';
import type { HomeComparison } from './homeComparator';

export interface SchemeRow {
  electricityKwhM2?: number;
  fossilKwhM2?: number;
  /** Whole-building energy-use intensity, when the scheme gives only a total. */
  totalKwhM2?: number;
  /** The scheme's own name for the row ("General office", "Workplace (office)"). */
  category?: string;
}

export interface BenchmarkScheme {
  key: string;
  label: string;
  source: string;
  /** Apply the TM46 degree-day and occupancy adjustments (TM46-derived rows only). */
  tm46Adjustments: boolean;
  rows: Readonly<Record<string, SchemeRow>>;
  /** How a home without a row is compared (homeComparator.ts); absent: it is not. */
  homes?: HomeComparison;
}

const tm46Rows = Object.fromEntries(
  BUILDING_TYPES.flatMap((t: BuildingTypeInfo) => {
    const b = TM46_BENCHMARKS.find((x) => x.key === t.tm46);
    return b
      ? [
          [
            t.key,
            {
              electricityKwhM2: b.electricityKwhM2,
              fossilKwhM2: b.fossilThermalKwhM2,
              category: b.name,
            },
          ],
        ]
      : [];
  }),
);

/**
 * Non-domestic national average: the TM46 typical values, which CIBSE set near the stock median
 * (assumption that this stands for the national average by sector), without TM46's weather and
 * hours adjustments. Homes are compared with NEED's national medians instead (homeComparator.ts).
 */
const nationalRows: Record<string, SchemeRow> = { ...tm46Rows };

/**
 * UK Net Zero Carbon Buildings Standard (pilot, Sept 2024) energy-use-intensity limits for
 * existing buildings, 2025 values, kWh/m²/yr. SECONDARY: third-party transcription (see
 * data/reference-values/REFERENCE.md §1); units and floor-area basis assumed.
 */
const NZCBS_RETROFIT_2025: Record<string, number> = {
  'Workplace (office)': 100,
  'Science & technology': 360,
  'Primary school': 85,
  'Secondary school': 95,
  'Higher education': 130,
  'Single family homes': 75,
  Flats: 65,
  'Student residence': 110,
  Hotels: 180,
  Performance: 130,
  Collection: 100,
  'Acute trust': 258,
  'Community trust': 162,
  'Mental health & learning trust': 166,
};
const nzcbsRows = Object.fromEntries(
  BUILDING_TYPES.flatMap((t) =>
    t.nzcbsSubSector && NZCBS_RETROFIT_2025[t.nzcbsSubSector]
      ? [[t.key, { totalKwhM2: NZCBS_RETROFIT_2025[t.nzcbsSubSector], category: t.nzcbsSubSector }]]
      : [],
  ),
);

export const BENCHMARK_SCHEMES: readonly BenchmarkScheme[] = [
  {
    key: 'CIBSE',
    label: 'CIBSE TM46',
    source:
      'CIBSE TM46:2008 Energy benchmarks; homes, which TM46 does not cover: DESNZ NEED 2024 medians by property type and floor area',
    tm46Adjustments: true,
    rows: tm46Rows,
    homes: 'TYPE_AND_SIZE',
  },
  {
    key: 'UK_NATIONAL_AVERAGE',
    label: 'UK national average',
    source:
      'DESNZ NEED 2024 medians over all homes (Ofgem TDCV for homes heated by electricity); CIBSE TM46:2008 typical (non-domestic)',
    tm46Adjustments: false,
    rows: nationalRows,
    homes: 'NATIONAL_MEDIAN',
  },
  {
    key: 'NET_ZERO_CARBON_STANDARD',
    label: 'Net Zero Carbon Standard',
    source:
      'UK Net Zero Carbon Buildings Standard pilot (2024), retrofit limits for 2025 (secondary transcription)',
    tm46Adjustments: false,
    rows: nzcbsRows,
  },
];

/** Spec §9: the default scheme for diagnose and potential is CIBSE. */
export const DEFAULT_SCHEME = 'CIBSE';

export function benchmarkScheme(key: string): BenchmarkScheme | undefined {
  return BENCHMARK_SCHEMES.find((s) => s.key === key);
}
