/**
 * Published figures a home is compared with where a scheme has no category for homes (CIBSE
 * TM46) and for the UK national average. Transcribed from data/uk-stock and data/uk-water (each
 * with its SOURCE.md); homeBenchmarks.test.ts checks every figure against those files.
 *
 * Contains public sector information licensed under the Open Government Licence v3.0. Source:
 * DESNZ National Energy Efficiency Data-Framework (NEED); Ofgem; Environment Agency.
 */

/** Where a figure comes from, with its year, as a person reads it beside the figure. */
export interface PublishedFigure {
  value: number;
  source: string;
}

const NEED_2024 = 'DESNZ NEED consumption data tables 2026 (2024 readings, England and Wales)';

/** The engine's dwelling forms and the NEED property type each is read as. */
export const NEED_PROPERTY_TYPE: Readonly<Record<string, string>> = {
  DETACHED_HOUSE: 'detached houses',
  SEMI_DETACHED_HOUSE: 'semi-detached houses',
  // The engine's terraced house shares both side walls (exposed wall 0.5): a mid terrace.
  TERRACED_HOUSE: 'mid-terraced houses',
  BUNGALOW: 'bungalows',
  // Purpose-built flats are four in five of NEED's flats (2019 sample: 1.93 of 2.39 million).
  FLAT: 'purpose-built flats',
};

/** NEED 2024 median electricity per meter by property type, kWh a year (sheet LA6). */
export const NEED_2024_MEDIAN_ELECTRICITY_KWH: Readonly<Record<string, number>> = {
  DETACHED_HOUSE: 3320,
  SEMI_DETACHED_HOUSE: 2673,
  TERRACED_HOUSE: 2383,
  BUNGALOW: 2271,
  FLAT: 1947,
};

/** NEED 2024 median gas per meter by property type, kWh a year (sheet LA5; gas-metered homes). */
export const NEED_2024_MEDIAN_GAS_KWH: Readonly<Record<string, number>> = {
  DETACHED_HOUSE: 13771,
  SEMI_DETACHED_HOUSE: 10574,
  TERRACED_HOUSE: 9092,
  BUNGALOW: 10229,
  FLAT: 5704,
};

export const NEED_2024_SOURCE_ELECTRICITY = `${NEED_2024}, table LA6`;
export const NEED_2024_SOURCE_GAS = `${NEED_2024}, table LA5`;

/** NEED 2024 medians over all dwellings, kWh a year (sheets LA1 gas and LA2 electricity). */
export const NEED_2024_ALL_DWELLINGS = {
  electricity: { value: 2538, source: `${NEED_2024}, table LA2` },
  gas: { value: 10012, source: `${NEED_2024}, table LA1` },
} as const satisfies Record<string, PublishedFigure>;

/**
 * NEED 2024 median gas per m² of floor area in houses (bungalows included), by build period:
 * [first year of the period, the period as NEED names it, kWh/m² a year].
 */
export const NEED_2024_GAS_PER_M2_HOUSES: readonly (readonly [number, string, number])[] = [
  [-Infinity, 'before 1919', 110],
  [1919, '1919–1944', 122],
  [1945, '1945–1964', 112],
  [1965, '1965–1982', 106],
  [1983, '1983–1992', 103],
  [1993, '1993–1999', 98],
  [2000, 'from 2000', 74],
];
export const NEED_2024_GAS_PER_M2_SOURCE = `${NEED_2024}, gas per m² in houses, table 4.2c`;

/**
 * Ofgem Typical Domestic Consumption Value, medium, for electricity on Economy 7 (Profile Class
 * 2), kWh a year: the 2019 review in force from 1 April 2020, the latest review with an official
 * Profile Class 2 figure (data/uk-stock/ofgem_tdcv.csv). Homes heated by electricity are compared
 * with it: NEED's electricity medians are mostly of homes that heat with gas.
 */
export const OFGEM_TDCV_ECONOMY_7_MEDIUM: PublishedFigure = {
  value: 4200,
  source: 'Ofgem Typical Domestic Consumption Values, 2019 review (from 1 April 2020), Economy 7',
};

/**
 * Household water use per person, litres a day: the Environment Agency's review of water
 * companies' water resources performance, 2024 to 2025 (England), average daily use per person
 * 136.5 litres (data/uk-water/SOURCE.md; read in a secondary report).
 */
export const WATER_LITRES_PER_PERSON_DAY: PublishedFigure = {
  value: 136.5,
  source: 'Environment Agency, water resources 2024 to 2025 (England), household use per person',
};
