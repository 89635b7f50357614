import { describe, expect, it } from 'vitest';
import { siteClusterLabel, siteClusterText } from './siteMapClusters';

describe('a grouped pin on the home map', () => {
  it('counts its sites', () => {
    expect(siteClusterText(7)).toBe('7 sites');
    expect(siteClusterText(1)).toBe('1 site');
  });
  it('names the energy usage of what it holds, high first', () => {
    expect(siteClusterLabel(['LOW', 'HIGH', 'OK', 'HIGH', 'LOW', 'HIGH', 'OK'])).toBe(
      '7 sites here, energy usage 3 High, 2 OK, 2 Low. Show the list',
    );
    expect(siteClusterLabel(['OK', 'OK'])).toBe('2 sites here, energy usage 2 OK. Show the list');
  });
});
