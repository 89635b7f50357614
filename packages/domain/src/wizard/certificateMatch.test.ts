import { describe, expect, it } from 'vitest';
import { rankCertificates, type AddressToMatch } from './certificateMatch';

/** Whether a certificate with these address lines is the building's own, as the EPC check ranks it. */
const isBuilding = (building: AddressToMatch, lines: readonly string[]) =>
  rankCertificates(building, [lines], (certificate) => certificate).matched.length === 1;

/** Certificates of WC1E 6BT as the register lists them: the UCL quad, none of them 12 Gower Street. */
const quad = [
  ['Chadwick Building', 'Gower Street'],
  ['Wilkins Building', 'Gower Street'],
  ['DMS Watson Building', 'Malet Place'],
  ['14 Gower Street', ''],
  ['Kathleen Lonsdale Building', 'Gower Place'],
  ['8-10 Gower Street', ''],
];

describe('which certificates at a post code are the building’s', () => {
  it('matches none of the quad for 12 Gower Street, and ranks its street first, nearest number first', () => {
    const { matched, others } = rankCertificates(
      { buildingName: '12 Gower Street', street: '12 Gower Street' },
      quad,
      (lines) => lines,
    );
    expect(matched).toEqual([]);
    expect(others.map((lines) => lines[0])).toEqual([
      '14 Gower Street',
      '8-10 Gower Street',
      'Chadwick Building',
      'Wilkins Building',
      'Kathleen Lonsdale Building',
      'DMS Watson Building',
    ]);
  });

  it('matches the same house number on the same street, inside a range too', () => {
    expect(isBuilding({ street: '14 Gower Street' }, ['14 Gower Street'])).toBe(true);
    expect(isBuilding({ street: '9 Gower Street' }, ['8-10 Gower Street'])).toBe(true);
    expect(isBuilding({ street: '14 Gower Place' }, ['14 Gower Street'])).toBe(false);
  });

  it('matches the building’s own name wherever the street is written', () => {
    expect(
      isBuilding({ buildingName: 'Wilkins Building', street: 'Gower Street' }, [
        'Wilkins Building',
        'Gower Street',
      ]),
    ).toBe(true);
    expect(
      isBuilding({ buildingName: 'Chadwick Building', street: 'Gower Street' }, [
        'Wilkins Building',
        'Gower Street',
      ]),
    ).toBe(false);
  });

  it('tells flats of one house apart by the unit when one is given', () => {
    const building = { unit: 'Flat 3', street: '12 Gower Street' };
    expect(isBuilding(building, ['Flat 3', '12 Gower Street'])).toBe(true);
    expect(isBuilding(building, ['Flat 4', '12 Gower Street'])).toBe(false);
  });
});
