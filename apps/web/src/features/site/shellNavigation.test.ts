import type { SpatialNode } from '@wattwise/api';
import { describe, expect, it } from 'vitest';
import { navKeyOf, navTarget, nodeChain, nodeTarget } from './shellNavigation';

const S = '00000000-0000-4000-8000-000000000001';
const tree: SpatialNode[] = [
  {
    name: 'Main',
    path: 'main',
    type: 'BUILDING',
    children: [
      {
        name: 'Ground',
        path: 'main/ground',
        type: 'FLOOR',
        children: [{ name: 'Hall', path: 'ground/hall', type: 'SPACE', children: [] }],
      },
    ],
  },
];

describe('shell navigation', () => {
  it('knows the section of every kind of route', () => {
    expect(navKeyOf('predict-building-plan')).toBe('improvementPlan');
    expect(navKeyOf('optimise-site-improvement-plan')).toBe('improvementPlan');
    expect(navKeyOf('optimise-floor-scenarios')).toBe('scenarios');
    expect(navKeyOf('predict-space-validate')).toBe('validate');
    expect(navKeyOf('optimise-site-overview')).toBe('overview');
    expect(navKeyOf('predict-site-diagnose')).toBe('diagnose');
  });

  it('keeps the open building when changing section, else goes to the site', () => {
    expect(navTarget('PREDICT', 'validate', { siteId: S, buildingId: 'main' })).toBe(
      `/predict/${S}/main/validate`,
    );
    expect(navTarget('PREDICT', 'improvementPlan', { siteId: S })).toBe(
      `/predict/${S}/improvement-plan`,
    );
    expect(navTarget('OPTIMISE', 'scenarios', { siteId: S, buildingId: 'main' })).toBe(
      `/optimise/${S}/building/main/scenarios`,
    );
  });

  it('opens a tree node at its own level', () => {
    const hall = nodeChain(tree, 'ground/hall');
    expect(hall.map((n) => n.name)).toEqual(['Main', 'Ground', 'Hall']);
    expect(nodeTarget('PREDICT', 'diagnose', S, hall)).toBe(
      `/predict/${S}/main/ground/hall/validate`,
    );
    expect(nodeTarget('PREDICT', 'diagnose', S, nodeChain(tree, 'main'))).toBe(
      `/predict/${S}/main/diagnose`,
    );
    expect(nodeTarget('OPTIMISE', 'scenarios', S, nodeChain(tree, 'main/ground'))).toBe(
      `/optimise/${S}/building/main/block/DEFAULT/floor/ground/scenarios`,
    );
    expect(nodeTarget('PREDICT', 'diagnose', S, nodeChain(tree, 'nowhere'))).toBeNull();
  });
});
