/**
 * Bringing a cost of an earlier year to today's prices.
 *
 * Index: construction material price index for repair and maintenance work, annual average,
 * 2015 = 100 (DBT/ONS with BCIS, "Monthly Statistics of Building Materials and Components",
 * Table 1b). The latest whole year in the copy read for the package is 2023, so "today" is 2023
 * prices. It is a materials index: installers' labour rose at a different pace, so indexed costs
 * carry that uncertainty on top of the source's own range. Values used (R&M column):
 * 2014 102.1, 2015 100.0, 2016 99.9, 2017 105.6, 2018 111.3, 2019 113.5, 2020 112.6, 2021 130.8,
 * 2022 151.7, 2023 152.6.
 */
export const PRICE_INDEX = {
  name: 'DBT/BCIS construction material price index, repair and maintenance (2015 = 100, annual average, Table 1b)',
  shortName: 'DBT/BCIS repair-and-maintenance price index',
  values: {
    2014: 102.1,
    2015: 100,
    2016: 99.9,
    2017: 105.6,
    2018: 111.3,
    2019: 113.5,
    2020: 112.6,
    2021: 130.8,
    2022: 151.7,
    2023: 152.6,
  } as Readonly<Record<number, number>>,
  todayYear: 2023,
} as const;

/** Factor from prices of `year` to today's (1 for today's prices; throws for a year not in the table). */
export function priceFactor(year: number): number {
  const from = PRICE_INDEX.values[year];
  const to = PRICE_INDEX.values[PRICE_INDEX.todayYear]!;
  if (from === undefined) throw new Error(`no price index for ${year}`);
  return to / from;
}
