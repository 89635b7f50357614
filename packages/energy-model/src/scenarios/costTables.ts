/**
 * Installed-cost tables of the measures: one row per measure and sector, each with its source,
 * price year and unit. Dwellings are priced per job or per dwelling (the sources' own units);
 * other buildings per element (m² of roof, wall, window or floor, kW of plant, kWp), so a
 * school's roof is not priced as fifty lofts. Costs of earlier years are brought to today's
 * prices with priceIndex.ts.
 *
 * Sources (copies of the figures in /work/shared/data/reference-values, REFERENCE.md §3):
 *  - PCDF: BRE Product Characteristics Data File pcdf2012.dat, Table 181 "Indicative costs"
 *    (2014-08-15), the £ ranges printed on EPC recommendations; codes of SAP 2012 Appendix T.
 *  - BEIS 2017: "What does it cost to retrofit homes?" (Cambridge Architectural Research for
 *    BEIS, 2017), £ per dwelling by dwelling segment, via the Centre for Net Zero's transcription
 *    (domestic-heating-abm simulation/costs.py); prices of 2017 taken for the report's year.
 *  - RHI 2020: median installed heat-pump costs by kW, RHI December 2020 data (same
 *    transcription).
 *  - PV: solarbypostcode.co.uk, £2,035 per kW (secondary, undated; taken as a current price and
 *    not indexed, since PV prices fall while construction prices rise).
 *  - Non-domestic rows: engineering estimates at 2023 prices of the order of UK price books
 *    (Spon's); they are assumptions, marked as such, until rows are transcribed from a book.
 */

type CostUnit =
  | 'dwelling'
  | 'door'
  | 'lamp'
  | 'kW'
  | 'kWp'
  | 'cylinder'
  | 'm² of roof'
  | 'm² of wall'
  | 'm² of window'
  | 'm² of ground floor'
  | 'm² of floor area';

export interface CostRate {
  per: CostUnit;
  lowGbp: number;
  highGbp: number;
  priceYear: number;
  source: string;
  /** False: a current price, not brought forward by the construction index. */
  indexed: boolean;
}

const PCDF = (code: string) => `BRE PCDF Table 181 code ${code} (2014)`;
const pcdf = (code: string, low: number, high: number, per: CostUnit = 'dwelling'): CostRate => ({
  per,
  lowGbp: low,
  highGbp: high,
  priceYear: 2014,
  source: PCDF(code),
  indexed: true,
});
/** Engineering estimate at 2023 prices (assumption, see the file comment). */
const estimate = (low: number, high: number, per: CostUnit, what: string): CostRate => ({
  per,
  lowGbp: low,
  highGbp: high,
  priceYear: 2023,
  source: `estimate for non-domestic work, ${what} (assumption of UK price-book order, 2023)`,
  indexed: true,
});

/** BEIS 2017 dwelling segments: small below 54 m² (flat), 76 (mid-terrace), 80 (semi or end), 117 (detached). */
export type DwellingSegment =
  | 'SMALL_FLAT'
  | 'LARGE_FLAT'
  | 'SMALL_MID_TERRACE_HOUSE'
  | 'LARGE_MID_TERRACE_HOUSE'
  | 'SMALL_SEMI_END_TERRACE_HOUSE'
  | 'LARGE_SEMI_END_TERRACE_HOUSE'
  | 'SMALL_DETACHED_HOUSE'
  | 'LARGE_DETACHED_HOUSE'
  | 'BUNGALOW';

export function dwellingSegment(buildingType: string, floorAreaM2: number): DwellingSegment {
  const small = (limit: number) => floorAreaM2 < limit;
  switch (buildingType) {
    case 'FLAT':
      return small(54) ? 'SMALL_FLAT' : 'LARGE_FLAT';
    case 'TERRACED_HOUSE':
      return small(76) ? 'SMALL_MID_TERRACE_HOUSE' : 'LARGE_MID_TERRACE_HOUSE';
    case 'DETACHED_HOUSE':
      return small(117) ? 'SMALL_DETACHED_HOUSE' : 'LARGE_DETACHED_HOUSE';
    case 'BUNGALOW':
      return 'BUNGALOW';
    default:
      return small(80) ? 'SMALL_SEMI_END_TERRACE_HOUSE' : 'LARGE_SEMI_END_TERRACE_HOUSE';
  }
}

type BySegment = Readonly<Record<DwellingSegment, readonly [number, number]>>;
/** BEIS 2017 £ per dwelling (low, high) by segment. */
const BEIS_2017: Readonly<Record<string, BySegment>> = {
  'Cavity wall insulation': {
    SMALL_FLAT: [300, 630],
    LARGE_FLAT: [350, 640],
    SMALL_MID_TERRACE_HOUSE: [350, 640],
    LARGE_MID_TERRACE_HOUSE: [450, 670],
    SMALL_SEMI_END_TERRACE_HOUSE: [480, 660],
    LARGE_SEMI_END_TERRACE_HOUSE: [600, 690],
    SMALL_DETACHED_HOUSE: [550, 800],
    LARGE_DETACHED_HOUSE: [750, 1200],
    BUNGALOW: [500, 650],
  },
  'Internal wall insulation': {
    SMALL_FLAT: [2500, 3000],
    LARGE_FLAT: [3000, 4000],
    SMALL_MID_TERRACE_HOUSE: [3000, 5000],
    LARGE_MID_TERRACE_HOUSE: [4000, 4000],
    SMALL_SEMI_END_TERRACE_HOUSE: [5000, 10400],
    LARGE_SEMI_END_TERRACE_HOUSE: [6000, 8000],
    SMALL_DETACHED_HOUSE: [6600, 8000],
    LARGE_DETACHED_HOUSE: [7000, 11600],
    BUNGALOW: [5600, 7000],
  },
  'Loft insulation (joists)': {
    SMALL_FLAT: [180, 580],
    LARGE_FLAT: [235, 590],
    SMALL_MID_TERRACE_HOUSE: [180, 600],
    LARGE_MID_TERRACE_HOUSE: [200, 645],
    SMALL_SEMI_END_TERRACE_HOUSE: [180, 610],
    LARGE_SEMI_END_TERRACE_HOUSE: [210, 650],
    SMALL_DETACHED_HOUSE: [220, 750],
    LARGE_DETACHED_HOUSE: [300, 955],
    BUNGALOW: [430, 900],
  },
  'Double glazing (uPVC)': {
    SMALL_FLAT: [1200, 3000],
    LARGE_FLAT: [3000, 4200],
    SMALL_MID_TERRACE_HOUSE: [3200, 5000],
    LARGE_MID_TERRACE_HOUSE: [4800, 5500],
    SMALL_SEMI_END_TERRACE_HOUSE: [4800, 7000],
    LARGE_SEMI_END_TERRACE_HOUSE: [6000, 8000],
    SMALL_DETACHED_HOUSE: [5000, 7000],
    LARGE_DETACHED_HOUSE: [7000, 10000],
    BUNGALOW: [5800, 8000],
  },
};

/** A BEIS 2017 row for a dwelling segment. */
export function beis2017(measure: keyof typeof BEIS_2017, segment: DwellingSegment): CostRate {
  const [low, high] = BEIS_2017[measure]![segment];
  return {
    per: 'dwelling',
    lowGbp: low,
    highGbp: high,
    priceYear: 2017,
    source: `BEIS 2017 "What does it cost to retrofit homes?", ${measure.toLowerCase()}, ${segment.toLowerCase().replace(/_/g, ' ')}`,
    indexed: true,
  };
}

/** RHI December 2020 median installed costs, £, at 5, 8, 10, 15 and 20 kW (secondary). */
const RHI_2020 = {
  air: [
    [5, 7500],
    [8, 9200],
    [10, 11500],
    [15, 14250],
    [20, 16200],
  ],
  ground: [
    [5, 9000],
    [8, 14560],
    [10, 18200],
    [15, 23550],
    [20, 29400],
  ],
} as const;

/**
 * A dwelling heat pump of `kw` from the RHI 2020 medians (linear between the sizes listed,
 * per kW at the largest beyond it); the range is the median ±15 % (assumption: installers' quotes
 * spread about that much either side).
 */
export function rhiHeatPump(kind: 'air' | 'ground', kw: number): CostRate {
  const table = RHI_2020[kind];
  const k = Math.max(table[0]![0], kw);
  let median = (table[table.length - 1]![1] / table[table.length - 1]![0]) * k;
  for (let i = 0; i + 1 < table.length; i++) {
    const [k0, c0] = table[i]!;
    const [k1, c1] = table[i + 1]!;
    if (k <= k1) {
      median = c0 + ((k - k0) / (k1 - k0)) * (c1 - c0);
      break;
    }
  }
  return {
    per: 'dwelling',
    lowGbp: median * 0.85,
    highGbp: median * 1.15,
    priceYear: 2020,
    source: `RHI December 2020 median installed ${kind}-source heat pump, ${k.toFixed(1)} kW (secondary), ±15 % (assumption)`,
    indexed: true,
  };
}

/** Every other row, by measure id, for dwellings and for other buildings. */
export const COST_RATES = {
  LOFT_INSULATION: {
    nonDomestic: estimate(12, 25, 'm² of roof', 'mineral wool quilt to 270 mm in a roof void'),
  },
  CAVITY_WALL_INSULATION: {
    nonDomestic: estimate(10, 20, 'm² of wall', 'blown fill with access equipment'),
  },
  INTERNAL_WALL_INSULATION: {
    nonDomestic: estimate(70, 130, 'm² of wall', 'insulated lining and making good'),
  },
  EXTERNAL_WALL_INSULATION: {
    domestic: pcdf('Q', 4000, 14000),
    nonDomestic: estimate(120, 200, 'm² of wall', 'insulated render system with scaffold'),
  },
  FLOOR_INSULATION_SUSPENDED: {
    domestic: pcdf('W1', 800, 1200),
    nonDomestic: estimate(
      35,
      60,
      'm² of ground floor',
      'between joists from below or lifting boards',
    ),
  },
  FLOOR_INSULATION_SOLID: {
    domestic: pcdf('W2', 4000, 6000),
    nonDomestic: estimate(80, 140, 'm² of ground floor', 'insulation and new screed'),
  },
  DOUBLE_GLAZING: {
    nonDomestic: estimate(450, 800, 'm² of window', 'replacement double-glazed windows'),
  },
  TRIPLE_GLAZING: {
    nonDomestic: estimate(550, 950, 'm² of window', 'replacement triple-glazed windows'),
  },
  SECONDARY_GLAZING: {
    domestic: pcdf('P', 1000, 1500),
    nonDomestic: estimate(250, 450, 'm² of window', 'secondary glazing units'),
  },
  DRAUGHT_PROOFING: {
    domestic: pcdf('D', 80, 120),
    nonDomestic: estimate(1, 3, 'm² of floor area', 'seals to doors, windows and service gaps'),
  },
  INSULATED_DOORS: {
    domestic: pcdf('X', 500, 500, 'door'),
    nonDomestic: estimate(1200, 2500, 'door', 'insulated external doorset'),
  },
  CONDENSING_BOILER: {
    domestic: pcdf('I', 2200, 3000),
    nonDomestic: estimate(70, 130, 'kW', 'condensing boiler plant, flue and controls'),
  },
  AIR_SOURCE_HEAT_PUMP: { nonDomestic: estimate(900, 1500, 'kW', 'air-to-water heat pump plant') },
  GROUND_SOURCE_HEAT_PUMP: {
    nonDomestic: estimate(1800, 3000, 'kW', 'ground-source heat pump with boreholes'),
  },
  BIOMASS_BOILER: {
    domestic: pcdf('J', 7000, 13000),
    nonDomestic: estimate(500, 900, 'kW', 'pellet boiler plant and fuel store'),
  },
  HEATING_CONTROLS: {
    domestic: pcdf('G', 350, 450),
    nonDomestic: estimate(4, 10, 'm² of floor area', 'zone time and temperature controls'),
  },
  FLUE_GAS_HEAT_RECOVERY: { domestic: pcdf('T2', 400, 900) },
  HOT_WATER_CYLINDER_INSULATION: {
    domestic: pcdf('C', 15, 30),
    nonDomestic: estimate(
      200,
      600,
      'cylinder',
      'insulating a calorifier or cylinder and its pipework',
    ),
  },
  LED_LIGHTING: {
    domestic: pcdf('E', 5, 5, 'lamp'),
    nonDomestic: estimate(15, 35, 'm² of floor area', 'LED luminaires replacing fluorescent'),
  },
  LIGHTING_CONTROLS: {
    nonDomestic: estimate(5, 12, 'm² of floor area', 'presence and daylight sensors'),
  },
  SOLAR_PV: {
    domestic: {
      per: 'kWp',
      lowGbp: 2035 * 0.85,
      highGbp: 2035 * 1.15,
      priceYear: 2023,
      source:
        'solarbypostcode.co.uk £2,035 per kWp (secondary, undated, taken as current), ±15 % (assumption)',
      indexed: false,
    } satisfies CostRate,
    nonDomestic: estimate(900, 1300, 'kWp', 'roof-mounted PV array and inverters'),
  },
  SOLAR_WATER_HEATING: {
    domestic: pcdf('N', 4000, 6000),
    nonDomestic: estimate(
      8,
      15,
      'm² of floor area',
      'solar thermal collectors for a hot-water load',
    ),
  },
  WASTE_WATER_HEAT_RECOVERY: { domestic: pcdf('Y', 585, 725) },
  SMART_PLUGS: { nonDomestic: estimate(0.5, 1, 'm² of floor area', 'smart plugs and set-up') },
} as const satisfies Record<string, { domestic?: CostRate; nonDomestic?: CostRate }>;
