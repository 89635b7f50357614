/**
 * What the English housing stock of a given age has TODAY, as probabilities over discrete
 * characteristics (English Housing Survey 2024, src/data/ukStock.generated.ts via
 * data/uk-stock/SOURCE.md). A characteristic the user does not give defaults to its expected
 * value over these options; bills later turn the priors into posteriors (model/stockInference.ts).
 * Precomputed per (EHS band, RdSAP band) so estimates stay fast.
 */
import { EHS_STOCK_BANDS } from '../data/ukStock.generated';
import {
  LOFT_MM_BY_BAND,
  WALL_U_AS_BUILT,
  WALL_U_FILLED_CAVITY,
  WALL_U_INSULATED_SOLID,
  ageBandOf,
  bandIndex,
  roofUForLoftMm,
  wallIsCavity,
} from './fabric';
import type { StockAgeBand } from './stockTypes';

/** The year the stock tables describe (EHS 2024). */
export const STOCK_YEAR = 2024;
/**
 * Condensing gas and oil boilers are mandatory in new installations from April 2005 (Building
 * Regulations Part L 2005). With boilers replaced at the end of a 12-year life (PCDF Table 181,
 * the condensing-boiler measure's lifetime) and exponential survival (assumption), the share of
 * older homes with a condensing boiler in STOCK_YEAR is 1 − exp(−(2024 − 2005)/12) ≈ 0.79.
 */
const BOILER_LIFETIME_YEARS = 12;
/**
 * SAP 2012 Table 4b gives boilers fitted before 1998 their own, lower efficiencies. With the same
 * survival, a home built before 1998 still has a boiler fitted before then with probability
 * exp(−(2024 − 1998)/12) ≈ 0.11 (of the 0.21 whose boiler predates 2005).
 */
const PRE_1998_BOILERS_UNTIL = 1998;

/** Share of boilers fitted before `year` still working in STOCK_YEAR (exponential survival). */
function survivingSince(year: number): number {
  return Math.exp(-(STOCK_YEAR - year) / BOILER_LIFETIME_YEARS);
}
const CONDENSING_MANDATORY_FROM = 2005;
/** Domestic Building Services Compliance Guide 2010: new and replacement gas boilers ≥ 88 % SEDBUK 2009. */
const BOILER_88_PERCENT_FROM = 2010;

/**
 * Share of a home's condensing boilers that were installed since BOILER_88_PERCENT_FROM: all of
 * them in homes built since; in older homes the chance the boiler was replaced since
 * (1 − exp(−(2024 − 2010)/12) ≈ 0.69, same survival as above) over the condensing share.
 */
export function recentShareOfCondensing(year: number): number {
  if (year >= BOILER_88_PERCENT_FROM) return 1;
  const recent = 1 - Math.exp(-(STOCK_YEAR - BOILER_88_PERCENT_FROM) / BOILER_LIFETIME_YEARS);
  const condensing =
    year >= CONDENSING_MANDATORY_FROM
      ? 1
      : 1 - Math.exp(-(STOCK_YEAR - CONDENSING_MANDATORY_FROM) / BOILER_LIFETIME_YEARS);
  return Math.min(1, recent / condensing);
}
/**
 * Loft thickness taken for each EHS band (assumption: a typical thickness in each range):
 * none 0, under 100 mm → 50, 100–150 mm → 100, 150 mm or more → 200 (top-ups run 150–300).
 * 'Flat roof or unknown' and 'no loft' keep the age band's as-built roof.
 */
const LOFT_MM = { none: 0, under100mm: 50, from100To150mm: 100, atLeast150mm: 200 } as const;

export interface StockOption {
  /** Short label for 'what we assumed' lists. */
  label: string;
  probability: number;
}

export interface WallOption extends StockOption {
  insulated: boolean;
  u: number;
}
export interface LoftOption extends StockOption {
  mm: number;
  u: number;
}

export interface StockPriors {
  ehsBand: string;
  wallConstruction: 'cavity' | 'solid';
  /** Insulated or not, given the construction the age band implies. */
  wall: WallOption[];
  loft: LoftOption[];
  /** Probability that a gas, LPG or oil boiler is a condensing one. */
  condensingBoiler: number;
  /** Probability that it is a non-condensing boiler fitted before 1998 (SAP 2012's older class). */
  pre1998Boiler: number;
  /** Probability that an electrically heated home of this age has a heat pump. */
  heatPumpGivenElectric: number;
  /** Share of homes of this age by main heating (EHS DA6101). */
  mainHeating: StockAgeBand['mainHeating'];
  wholeDwellingDoubleGlazed: number;
}

function ehsBandOf(year: number): StockAgeBand {
  let b = EHS_STOCK_BANDS[0]!;
  for (const s of EHS_STOCK_BANDS) if (year >= s.fromYear) b = s;
  return b;
}

function normalise<T extends StockOption>(options: T[]): T[] {
  const total = options.reduce((s, o) => s + o.probability, 0);
  return options
    .filter((o) => o.probability > 0)
    .map((o) => ({ ...o, probability: o.probability / total }));
}

function buildPriors(ehs: StockAgeBand, year: number): StockPriors {
  const band = ageBandOf(year);
  const bi = bandIndex(band);
  const asBuiltU = WALL_U_AS_BUILT[bi]!;
  const cavity = wallIsCavity(band);
  const w = ehs.walls;
  const wall: WallOption[] = cavity
    ? normalise([
        {
          label: 'cavity filled',
          insulated: true,
          u: Math.min(asBuiltU, WALL_U_FILLED_CAVITY),
          probability: w.cavityInsulated + w.cavityInsulatedAsBuilt,
        },
        { label: 'cavity empty', insulated: false, u: asBuiltU, probability: w.cavityUninsulated },
      ])
    : normalise([
        {
          label: 'solid wall insulated',
          insulated: true,
          u: Math.min(asBuiltU, WALL_U_INSULATED_SOLID),
          probability: w.solidInsulated,
        },
        {
          label: 'solid wall uninsulated',
          insulated: false,
          u: asBuiltU,
          probability: w.solidUninsulated,
        },
      ]);
  if (wall.length === 0)
    wall.push({ label: 'as built', insulated: true, u: asBuiltU, probability: 1 });
  const asBuiltMm = LOFT_MM_BY_BAND[bi]!;
  const l = ehs.loft;
  const loft = normalise<LoftOption>([
    { label: 'no loft insulation', mm: LOFT_MM.none, u: 0, probability: l.none },
    { label: 'loft under 100 mm', mm: LOFT_MM.under100mm, u: 0, probability: l.under100mm },
    { label: 'loft 100–150 mm', mm: LOFT_MM.from100To150mm, u: 0, probability: l.from100To150mm },
    {
      label: 'loft 150 mm or more',
      mm: Math.max(asBuiltMm, LOFT_MM.atLeast150mm),
      u: 0,
      probability: l.atLeast150mm,
    },
    { label: 'roof as built', mm: asBuiltMm, u: 0, probability: l.flatRoofOrUnknown + l.noLoft },
  ]).map((o) => ({ ...o, u: roofUForLoftMm(o.mm) }));
  const condensingBoiler =
    year >= CONDENSING_MANDATORY_FROM
      ? 1
      : 1 - Math.exp(-(STOCK_YEAR - CONDENSING_MANDATORY_FROM) / BOILER_LIFETIME_YEARS);
  const h = ehs.mainHeating;
  const electricHomes = h.electric + h.heatPump;
  return {
    ehsBand: ehs.band,
    wallConstruction: cavity ? 'cavity' : 'solid',
    wall,
    loft,
    condensingBoiler,
    pre1998Boiler: year < PRE_1998_BOILERS_UNTIL ? survivingSince(PRE_1998_BOILERS_UNTIL) : 0,
    heatPumpGivenElectric: electricHomes > 0 ? h.heatPump / electricHomes : 0,
    mainHeating: h,
    wholeDwellingDoubleGlazed: ehs.wholeDwellingDoubleGlazed,
  };
}

const cache = new Map<string, StockPriors>();

/** The stock's priors for a home built in `year` (cached per EHS band × RdSAP band). */
export function stockPriors(year: number): StockPriors {
  const ehs = ehsBandOf(year);
  const key = `${ehs.band}|${ageBandOf(year)}|${year >= CONDENSING_MANDATORY_FROM}|${year >= PRE_1998_BOILERS_UNTIL}`;
  let p = cache.get(key);
  if (!p) {
    p = buildPriors(ehs, year);
    cache.set(key, p);
  }
  return p;
}

/** Expected value of `f` over options. */
export function expected<T extends StockOption>(
  options: readonly T[],
  f: (o: T) => number,
): number {
  return options.reduce((s, o) => s + o.probability * f(o), 0);
}

/** The option with the highest probability. */
export function mostLikely<T extends StockOption>(options: readonly T[]): T {
  return options.reduce((a, b) => (b.probability > a.probability ? b : a));
}
