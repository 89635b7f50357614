import { describe, expect, it } from 'vitest';
import { movePoint } from './pointNavigation';

describe('movePoint', () => {
  const lengths = [100, 0, 50];

  it('starts on the first point of the first series with points', () => {
    expect(movePoint(null, 'ArrowRight', [0, 10])).toEqual({ series: 1, index: 0 });
  });

  it('steps right and left and stops at the ends', () => {
    expect(movePoint({ series: 0, index: 5 }, 'ArrowRight', lengths)).toEqual({
      series: 0,
      index: 6,
    });
    expect(movePoint({ series: 0, index: 0 }, 'ArrowLeft', lengths)).toEqual({
      series: 0,
      index: 0,
    });
    expect(movePoint({ series: 0, index: 99 }, 'ArrowRight', lengths)).toEqual({
      series: 0,
      index: 99,
    });
  });

  it('jumps a tenth of the points with Page Down and goes to the ends with Home and End', () => {
    expect(movePoint({ series: 0, index: 5 }, 'PageDown', lengths)).toEqual({
      series: 0,
      index: 15,
    });
    expect(movePoint({ series: 0, index: 5 }, 'End', lengths)).toEqual({ series: 0, index: 99 });
    expect(movePoint({ series: 0, index: 5 }, 'Home', lengths)).toEqual({ series: 0, index: 0 });
  });

  it('skips series without points and keeps the position in time when changing series', () => {
    expect(movePoint({ series: 0, index: 99 }, 'ArrowDown', lengths)).toEqual({
      series: 2,
      index: 49,
    });
    expect(movePoint({ series: 2, index: 0 }, 'ArrowDown', lengths)).toEqual({
      series: 0,
      index: 0,
    });
    expect(movePoint({ series: 0, index: 0 }, 'ArrowUp', lengths)).toEqual({ series: 2, index: 0 });
  });

  it('ignores other keys', () => {
    expect(movePoint({ series: 0, index: 3 }, 'a', lengths)).toBeNull();
  });
});
