import { describe, expect, it } from 'vitest';
import { sortTreeByName, splitSpacePath, type SpatialNodeLike } from './spatialTree';

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
  it('splits floor/space paths', () => {
    expect(splitSpacePath('F1/Office')).toEqual({ floorId: 'F1', spaceId: 'Office' });
    expect(splitSpacePath('F1')).toBeNull();
  });
});
