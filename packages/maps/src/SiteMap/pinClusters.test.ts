import { describe, expect, it } from 'vitest';
import { clusterPins, PIN_OVERLAP_PX } from './pinClusters';

describe('clusterPins', () => {
  it('groups sites at one place, however many', () => {
    const sameAddress = Array.from({ length: 7 }, (_, i) => ({ id: `s${i}`, x: 400, y: 300 }));
    expect(clusterPins(sameAddress)).toEqual([['s0', 's1', 's2', 's3', 's4', 's5', 's6']]);
  });
  it('keeps pins apart once they no longer overlap', () => {
    const pins = [
      { id: 'a', x: 100, y: 100 },
      { id: 'b', x: 100 + PIN_OVERLAP_PX.x - 1, y: 100 },
      { id: 'c', x: 100 + PIN_OVERLAP_PX.x, y: 100 },
      { id: 'd', x: 100, y: 100 + PIN_OVERLAP_PX.y },
    ];
    expect(clusterPins(pins)).toEqual([['a', 'b'], ['c'], ['d']]);
  });
  it('keeps the order of the sites in each group', () => {
    const pins = [
      { id: 'far', x: 0, y: 0 },
      { id: 'b', x: 500, y: 500 },
      { id: 'a', x: 510, y: 505 },
    ];
    expect(clusterPins(pins)).toEqual([['far'], ['b', 'a']]);
  });
});
