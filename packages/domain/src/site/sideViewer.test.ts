import { describe, expect, it } from 'vitest';
import { nodeShowingAsset, routeShowsSideViewer, type AssetNodeLike } from './sideViewer';

const tree: AssetNodeLike[] = [
  {
    path: 'castle',
    assets: { frag: null, jpg: null },
    children: [{ path: 'castle-floor-1', children: [] }],
  },
  {
    path: 'paulton',
    assets: { frag: 'paulton.frag', jpg: 'paulton.jpg' },
    children: [
      {
        path: 'paulton-floor-1',
        assets: { jpg: 'paulton-floor-1.jpg' },
        children: [{ path: 'floor-1/plant-room', children: [] }],
      },
    ],
  },
];

describe('nodeShowingAsset', () => {
  it('shows the selected node’s own asset', () => {
    expect(nodeShowingAsset(tree, 'paulton', 'frag')).toBe('paulton');
    expect(nodeShowingAsset(tree, 'paulton-floor-1', 'jpg')).toBe('paulton-floor-1');
  });

  it('falls back to the nearest ancestor with one', () => {
    expect(nodeShowingAsset(tree, 'floor-1/plant-room', 'jpg')).toBe('paulton-floor-1');
    expect(nodeShowingAsset(tree, 'floor-1/plant-room', 'frag')).toBe('paulton');
  });

  it('has none for a building without a model or photo, even if another building has one', () => {
    expect(nodeShowingAsset(tree, 'castle', 'frag')).toBeUndefined();
    expect(nodeShowingAsset(tree, 'castle-floor-1', 'jpg')).toBeUndefined();
  });

  it('with nothing selected (or a path not in the tree), takes the first node that has one', () => {
    expect(nodeShowingAsset(tree, null, 'frag')).toBe('paulton');
    expect(nodeShowingAsset(tree, undefined, 'jpg')).toBe('paulton');
    expect(nodeShowingAsset(tree, 'gone', 'jpg')).toBe('paulton');
    expect(nodeShowingAsset([], null, 'jpg')).toBeUndefined();
  });
});

describe('routeShowsSideViewer', () => {
  it('shows the viewer beside Optimise pages except scenarios and events', () => {
    expect(routeShowsSideViewer('optimise-site-overview')).toBe(true);
    expect(routeShowsSideViewer('optimise-building-diagnose')).toBe(true);
    expect(routeShowsSideViewer('optimise-building-improvement-plan')).toBe(true);
    expect(routeShowsSideViewer('optimise-floor-overview')).toBe(true);
    expect(routeShowsSideViewer('optimise-site-scenarios')).toBe(false);
    expect(routeShowsSideViewer('optimise-space-scenarios')).toBe(false);
    expect(routeShowsSideViewer('optimise-site-events')).toBe(false);
    expect(routeShowsSideViewer('predict-site-diagnose')).toBe(false);
    expect(routeShowsSideViewer(undefined)).toBe(false);
  });
});
