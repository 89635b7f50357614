import { describe, expect, it } from 'vitest';
import { addressOfTags, certificateQueryOf, registerSearchUrl } from './buildingAddress';

const conwayHall = {
  'addr:housename': 'Conway Hall',
  'addr:housenumber': '25',
  'addr:street': 'Red Lion Square',
  'addr:city': 'London',
  'addr:postcode': 'WC1R 4RL',
  name: 'Conway Hall',
};

describe('the address of a building on the energy map', () => {
  it('writes the OSM address tags as one line', () => {
    expect(addressOfTags(conwayHall)).toBe('Conway Hall, 25 Red Lion Square, London WC1R 4RL');
    expect(addressOfTags({ 'addr:street': 'Gower Street', 'addr:postcode': 'WC1E 6BT' })).toBe(
      'Gower Street, WC1E 6BT',
    );
  });

  it('has none without a post code (the map reverse-searches those)', () => {
    expect(addressOfTags({ building: 'apartments', name: 'Ormonde Mansions' })).toBeNull();
  });

  it('asks the certificate look-up with the name and street, then the post code part', () => {
    expect(certificateQueryOf('Conway Hall, 25 Red Lion Square, London WC1R 4RL')).toEqual({
      address1: 'Conway Hall 25 Red Lion Square',
      address2: 'London WC1R 4RL',
    });
    expect(certificateQueryOf('WC1R 4RL')).toEqual({ address1: 'WC1R 4RL' });
    expect(certificateQueryOf('Red Lion Square, London')).toBeNull();
  });

  it("links 'Find out more' to the register's search for the post code", () => {
    expect(registerSearchUrl('Conway Hall, London wc1r 4rl')).toBe(
      'https://find-energy-certificate.service.gov.uk/find-a-certificate/search-by-postcode?postcode=WC1R%204RL',
    );
    expect(registerSearchUrl('Nowhere')).toBeNull();
  });
});
