import { describe, expect, it } from 'vitest';
import { addressFromSearchResult } from './addressFromSearch';

describe('addressFromSearchResult', () => {
  it('splits a one-line address into building name, street, town and post code', () => {
    expect(
      addressFromSearchResult({
        name: 'Conway Hall',
        full_address: 'Conway Hall, 25 Red Lion Square, London WC1R 4RL',
      }),
    ).toEqual({
      buildingName: 'Conway Hall',
      street: '25 Red Lion Square',
      town: 'London',
      postCode: 'WC1R 4RL',
    });
  });

  it('reads a post code in its own part and normalises its case', () => {
    expect(
      addressFromSearchResult({ name: '', full_address: '1 Pancras Way, London, nw1 0pe' }),
    ).toEqual({ street: '1 Pancras Way', town: 'London', postCode: 'NW1 0PE' });
  });

  it('keeps the town when there is no post code', () => {
    expect(addressFromSearchResult({ full_address: 'Bloomsbury Square, London' })).toEqual({
      street: 'Bloomsbury Square',
      town: 'London',
    });
  });

  it('does not repeat the street as the building name', () => {
    expect(
      addressFromSearchResult({
        name: '25 Red Lion Square',
        full_address: '25 Red Lion Square, London WC1R 4RL',
      }),
    ).toEqual({ street: '25 Red Lion Square', town: 'London', postCode: 'WC1R 4RL' });
  });
});
