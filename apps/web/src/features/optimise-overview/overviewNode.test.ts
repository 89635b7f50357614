import type { SpatialNode } from '@wattwise/api';
import { describe, expect, it } from 'vitest';
import { resolveOverviewNode } from './overviewNode';

const node = (
  path: string,
  type: SpatialNode['type'],
  children: SpatialNode[] = [],
  lastMeteringDateTime: string | null = null,
): SpatialNode => ({ name: `${type} ${path}`, path, type, children, lastMeteringDateTime });

const space = node('school-floor-1/office-1', 'SPACE');
const floor = node('school/school-floor-1', 'FLOOR', [space]);
const tree = [
  node('school', 'BUILDING', [floor], '2019-03-31T23:00:00.000Z'),
  node('hall', 'BUILDING', [], '2019-06-30T23:00:00.000Z'),
];

describe('the node of an Optimise overview address', () => {
  it('is the whole site without a building, read to its newest meter', () => {
    const site = resolveOverviewNode(tree, { siteId: 's' });
    expect(site).toEqual({ kind: 'site', lastReading: new Date('2019-06-30T23:00:00.000Z') });
  });
  it('is a metered building itself', () => {
    const found = resolveOverviewNode(tree, { siteId: 's', buildingId: 'school' });
    expect(found.kind === 'node' && found.dataPath).toBe('school');
  });
  it("finds a floor by the last segment of its path, skipping a DEFAULT block, and reads its building's meters", () => {
    const found = resolveOverviewNode(tree, {
      siteId: 's',
      buildingId: 'school',
      blockId: 'DEFAULT',
      floorId: 'school-floor-1',
    });
    expect(found.kind).toBe('node');
    if (found.kind !== 'node') return;
    expect(found.node).toBe(floor);
    expect(found.dataPath).toBe('school');
    expect(found.lastReading?.toISOString()).toBe('2019-03-31T23:00:00.000Z');
  });
  it('finds a space below its floor', () => {
    const found = resolveOverviewNode(tree, {
      siteId: 's',
      buildingId: 'school',
      floorId: 'school-floor-1',
      spaceId: 'office-1',
    });
    expect(found.kind === 'node' && found.node).toBe(space);
  });
  it('reports a node the tree does not have', () => {
    expect(resolveOverviewNode(tree, { siteId: 's', buildingId: 'gone' }).kind).toBe('missing');
    expect(
      resolveOverviewNode(tree, { siteId: 's', buildingId: 'school', floorId: 'school-floor-9' })
        .kind,
    ).toBe('missing');
  });
});
