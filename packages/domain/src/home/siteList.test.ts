import { describe, expect, it } from 'vitest';
import type { SiteSummaryLike } from '../site/siteRules';
import { filterSites, searchSites, sortSites } from './siteList';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const sites: SiteSummaryLike[] = [
  {
    siteId: ID,
    buildingName: 'Camden Library',
    buildingType: 'LIBRARY',
    product: 'PREDICT',
    paid: false,
    energyUsage: 'OK',
    energyCost: 'HIGH',
    energyCarbon: 'LOW',
  },
  {
    siteId: 'b',
    buildingName: 'estate: Town Hall',
    buildingType: 'OFFICE',
    product: 'OPTIMISE',
    paid: true,
    energyUsage: 'HIGH',
    energyCost: 'LOW',
  },
  {
    siteId: 'c',
    buildingName: 'Annex',
    buildingType: 'office',
    product: 'PREDICT',
    paid: true,
    energyUsage: null,
    energyCost: 'OK',
    energyCarbon: 'HIGH',
  },
  {
    siteId: 'd',
    buildingName: 'Boathouse',
    product: 'SIMPLE_PREDICT',
    paid: false,
    energyUsage: 'LOW',
  },
];
const names = (list: SiteSummaryLike[]) => list.map((s) => s.siteId);

describe('home search', () => {
  it('selects a site directly by its 36-character id', () => {
    const result = searchSites(sites, ID);
    expect(result.selected?.siteId).toBe(ID);
    expect(names(result.matches)).toEqual([ID]);
  });
  it('falls back to a case-insensitive name match', () => {
    expect(names(searchSites(sites, 'TOWN').matches)).toEqual(['b']);
    expect(searchSites(sites, 'TOWN').selected).toBeNull();
    expect(searchSites(sites, '').matches).toHaveLength(4);
    expect(searchSites(sites, 'x'.repeat(36)).matches).toEqual([]);
  });
});

describe('home filters', () => {
  it('combines filters with AND and ignores empty ones', () => {
    expect(names(filterSites(sites, {}))).toEqual([
      '0f8fad5b-d9cb-469f-a165-70867728950e',
      'b',
      'c',
      'd',
    ]);
    expect(
      names(filterSites(sites, { productTypes: ['PREDICT'], totalCost: ['OK', 'HIGH'] })),
    ).toEqual([ID, 'c']);
    expect(names(filterSites(sites, { productTypes: ['PREDICT'], carbon: ['HIGH'] }))).toEqual([
      'c',
    ]);
    expect(names(filterSites(sites, { energyUsage: ['LOW'], buildingTypes: [] }))).toEqual(['d']);
    expect(names(filterSites(sites, { buildingTypes: ['OFFICE'] }))).toEqual(['b']);
  });
});

describe('home sort', () => {
  it('defaults to energy usage descending with missing last', () => {
    expect(names(sortSites(sites))).toEqual(['b', ID, 'd', 'c']);
  });
  it('sorts ascending with missing still last', () => {
    expect(names(sortSites(sites, 'energyUsage', 'asc'))).toEqual(['d', ID, 'b', 'c']);
    expect(names(sortSites(sites, 'carbon', 'asc'))).toEqual([ID, 'c', 'b', 'd']);
    expect(names(sortSites(sites, 'totalCost', 'desc'))).toEqual([ID, 'c', 'b', 'd']);
  });
  it('sorts names and types alphabetically, desc the reverse', () => {
    expect(names(sortSites(sites, 'buildingName', 'asc'))).toEqual(['c', 'd', ID, 'b']);
    expect(names(sortSites(sites, 'buildingName', 'desc'))).toEqual(['b', ID, 'd', 'c']);
    expect(names(sortSites(sites, 'buildingType', 'asc'))).toEqual([ID, 'b', 'c', 'd']);
  });
});
