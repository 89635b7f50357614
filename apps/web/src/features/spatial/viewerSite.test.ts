import type { SpatialNode } from '@wattwise/api';
import { describe, expect, it } from 'vitest';
import {
  assetUrl,
  globeBuildings,
  globeCentre,
  neighbourBox,
  neighbourBuildings,
} from './viewerSite';

const ring: [number, number][] = [
  [-2.533, 51.328],
  [-2.532, 51.328],
  [-2.532, 51.329],
  [-2.533, 51.328],
];
const tree: SpatialNode[] = [
  {
    name: 'Castle Primary School',
    path: 'castle',
    type: 'BUILDING',
    coordinates: ring,
    centreCoordinate: [-2.4934, 51.4098],
    energyUsage: 'LOW',
    assets: { glb: 'castle.glb', frag: null, jpg: null },
    children: [],
  },
  {
    name: 'Paulton Junior School',
    path: 'paulton',
    type: 'BUILDING',
    coordinates: ring,
    centreCoordinate: [-2.5328, 51.3281],
    energyUsage: 'HIGH',
    assets: { frag: 'paulton.frag', jpg: 'paulton.jpg' },
    children: [{ name: 'Floor 1', path: 'paulton-floor-1', type: 'FLOOR', children: [] }],
  },
];

describe('the side viewer of a site', () => {
  it('puts every building on the globe with its energy usage', () => {
    expect(globeBuildings(tree)).toEqual([
      { id: 'castle', outline: ring, energyUsage: 'LOW' },
      { id: 'paulton', outline: ring, energyUsage: 'HIGH' },
    ]);
  });

  it('looks at the selected node’s building, else the first building', () => {
    expect(globeCentre(tree, 'paulton-floor-1')).toEqual({ longitude: -2.5328, latitude: 51.3281 });
    expect(globeCentre(tree, null)).toEqual({ longitude: -2.4934, latitude: 51.4098 });
  });

  it('builds the blob URL of the node showing the asset, with no token (the cookie goes instead)', () => {
    // The floor has no model of its own: its building's.
    expect(assetUrl('site-1', tree, 'paulton-floor-1', 'frag')).toBe(
      '/api/blob/site-1/frag/paulton',
    );
    expect(assetUrl('site-1', tree, null, 'jpg')).toBe('/api/blob/site-1/jpg/paulton');
    expect(assetUrl('site-1', tree, 'castle', 'jpg')).toBeNull();
  });

  it('escapes the site id and the node path as path segments', () => {
    const odd: SpatialNode[] = [{ ...tree[1]!, path: 'block a/b?c', children: [] }];
    expect(assetUrl('site 1/x', odd, 'block a/b?c', 'frag')).toBe(
      '/api/blob/site%201%2Fx/frag/block%20a%2Fb%3Fc',
    );
  });
});

describe('the neighbours on the globe', () => {
  const square = (west: number, south: number, size = 0.0002): number[][] => [
    [west, south],
    [west + size, south],
    [west + size, south + size],
    [west, south + size],
    [west, south],
  ];
  const site = [
    { id: 'castle', outline: square(-2.5, 51.4, 0.001).map(([x, y]) => [x!, y!] as const) },
  ];

  it("leaves out the site's own footprint and gives the others their floors' height", () => {
    const own = {
      id: 'way/1',
      properties: { building: 'school' },
      geometry: { type: 'Polygon' as const, coordinates: [square(-2.4998, 51.4002)] },
    };
    const houses = {
      id: 'way/2',
      properties: { building: 'house', 'building:levels': '2' },
      geometry: { type: 'Polygon' as const, coordinates: [square(-2.502, 51.4)] },
    };
    const shed = {
      id: 'way/3',
      properties: { building: 'shed', height: '3.5' },
      geometry: { type: 'MultiPolygon' as const, coordinates: [[square(-2.503, 51.4)]] },
    };
    const neighbours = neighbourBuildings([own, houses, shed], site);
    expect(neighbours.map((building) => building.id)).toEqual(['way/2#0', 'way/3#0']);
    expect(neighbours[0]!.heightM).toBe(8);
    expect(neighbours[1]!.heightM).toBe(3.5);
  });

  it('asks for a box of about 180 m around the site', () => {
    expect(neighbourBox({ longitude: -0.12605, latitude: 51.52822 })).toBe(
      '-0.12735,51.52742,-0.12475,51.52902',
    );
  });
});
