import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  NEED_2024_ALL_DWELLINGS,
  NEED_2024_GAS_PER_M2_HOUSES,
  NEED_2024_MEDIAN_ELECTRICITY_KWH,
  NEED_2024_MEDIAN_GAS_KWH,
  OFGEM_TDCV_ECONOMY_7_MEDIUM,
  WATER_LITRES_PER_PERSON_DAY,
} from './homeBenchmarks';

const dataDir = join(__dirname, '..', '..', 'data');

/** Rows of a CSV with quoted cells, keyed by the header. */
function csv(path: string): Record<string, string>[] {
  const split = (line: string) => {
    const out: string[] = [];
    let cell = '';
    let quoted = false;
    for (const c of line) {
      if (c === '"') quoted = !quoted;
      else if (c === ',' && !quoted) {
        out.push(cell);
        cell = '';
      } else cell += c;
    }
    out.push(cell);
    return out;
  };
  const [head, ...rows] = readFileSync(join(dataDir, path), 'utf8').trim().split(/\r?\n/);
  const keys = split(head!);
  return rows.map((r) => Object.fromEntries(split(r).map((v, i) => [keys[i], v])));
}

/** The NEED category names of the engine's dwelling forms. */
const NEED_NAMES: Record<string, string> = {
  DETACHED_HOUSE: 'Detached',
  SEMI_DETACHED_HOUSE: 'Semi detached',
  TERRACED_HOUSE: 'Mid terrace',
  BUNGALOW: 'Bungalow',
  FLAT: 'Purpose built flat',
};

describe('home benchmark tables match their source files', () => {
  const byType = csv('uk-stock/need_consumption_by_property_type.csv').filter(
    (r) => r.data_year === '2024',
  );
  const median = (fuel: string, category: string) =>
    Number(byType.find((r) => r.fuel === fuel && r.category === category)!.median_kwh);

  it('NEED 2024 medians by property type and over all dwellings', () => {
    for (const [key, name] of Object.entries(NEED_NAMES)) {
      expect(NEED_2024_MEDIAN_ELECTRICITY_KWH[key], key).toBe(median('electricity', name));
      expect(NEED_2024_MEDIAN_GAS_KWH[key], key).toBe(median('gas', name));
    }
    expect(NEED_2024_ALL_DWELLINGS.electricity.value).toBe(median('electricity', 'All dwellings'));
    expect(NEED_2024_ALL_DWELLINGS.gas.value).toBe(median('gas', 'All dwellings'));
  });

  it('NEED 2024 gas per m² in houses by build period', () => {
    const rows = csv('uk-stock/need_gas_per_m2_by_property_age_houses.csv').filter(
      (r) => r.category !== 'All dwellings',
    );
    expect(NEED_2024_GAS_PER_M2_HOUSES.map((r) => r[2])).toEqual(
      rows.map((r) => Number(r.median_gas_kwh_per_m2)),
    );
  });

  it('Ofgem Economy 7 medium and household water per person', () => {
    const e7 = csv('uk-stock/ofgem_tdcv.csv').find(
      (r) =>
        r.review === '2019 review' &&
        r.meter_class === 'Profile Class 2 (Economy 7/10)' &&
        r.level === 'medium',
    )!;
    expect(OFGEM_TDCV_ECONOMY_7_MEDIUM.value).toBe(Number(e7.kwh_per_year));
    const water = csv('uk-water/household_water_per_person.csv')[0]!;
    expect(WATER_LITRES_PER_PERSON_DAY.value).toBe(Number(water.litres_per_person_day));
  });
});
