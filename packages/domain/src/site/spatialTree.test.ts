import { describe, expect, it } from 'vitest';
import {
  showsOptimiseViewer,
  predictMapMode,
  isRegistrationHomeLinkActive,
  RECAPTCHA_ACTION,
} from '../routes/screenRules';
import {
  buildingIdsOfTree,
  nodesOfType,
  sortTreeByName,
  splitSpacePath,
  type SpatialNodeLike,
} from './spatialTree';

const tree: SpatialNodeLike[] = [
  {
    name: 'Library',
    type: 'BUILDING',
    children: [
      { name: 'Floor 10', type: 'FLOOR' },
      { name: 'floor 2', type: 'FLOOR', children: [{ name: 'Office', type: 'SPACE' }] },
    ],
  },
  { name: 'Annex', type: 'BUILDING' },
];

describe('spatial tree', () => {
  it('sorts every level by name, naturally', () => {
    const sorted = sortTreeByName(tree);
    expect(sorted.map((n) => n.name)).toEqual(['Annex', 'Library']);
    expect(sorted[1]?.children?.map((n) => n.name)).toEqual(['floor 2', 'Floor 10']);
  });
  it('lists building ids and nodes of a type', () => {
    expect(buildingIdsOfTree(tree)).toEqual(['Library', 'Annex']);
    expect(nodesOfType(tree, 'SPACE').map((n) => n.name)).toEqual(['Office']);
  });
  it('splits floor/space paths', () => {
    expect(splitSpacePath('F1/Office')).toEqual({ floorId: 'F1', spaceId: 'Office' });
    expect(splitSpacePath('F1')).toBeNull();
  });
});

describe('screen rules', () => {
  it('shows the Optimise viewer except on scenarios and events', () => {
    expect(showsOptimiseViewer('optimise-building-overview')).toBe(true);
    expect(showsOptimiseViewer('optimise-site-diagnose')).toBe(true);
    expect(showsOptimiseViewer('optimise-floor-scenarios')).toBe(false);
    expect(showsOptimiseViewer('optimise-site-events')).toBe(false);
    expect(showsOptimiseViewer('predict-site-diagnose')).toBe(false);
  });
  it('makes the Predict map read-only, absent on plan and events', () => {
    expect(predictMapMode('predict-building-diagnose')).toBe('read-only');
    expect(predictMapMode('predict-site-plan')).toBe('absent');
    expect(predictMapMode('predict-site-events')).toBe('absent');
    expect(predictMapMode('predict-energy-map')).toBe('interactive');
    expect(predictMapMode('home')).toBeNull();
  });
  it('holds the captcha action and home-link rule', () => {
    expect(RECAPTCHA_ACTION).toBe('signup');
    expect(isRegistrationHomeLinkActive(false)).toBe(false);
  });
});
