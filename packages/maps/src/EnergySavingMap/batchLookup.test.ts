import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildingsToLookUp, scheduleOnMoveEnd } from './batchLookup';

describe('buildingsToLookUp', () => {
  it('looks nothing up at zoom 16 or below', () => {
    expect(buildingsToLookUp(16, ['way/1'])).toBeNull();
    expect(buildingsToLookUp(12, ['way/1'])).toBeNull();
  });

  it('looks up each visible building once above zoom 16', () => {
    expect(buildingsToLookUp(16.01, ['way/1', 'way/2', 'way/1'])).toEqual(['way/1', 'way/2']);
  });

  it('looks up 1,000 buildings but not 1,001', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `way/${i}`);
    expect(buildingsToLookUp(17, ids(1000))).toHaveLength(1000);
    expect(buildingsToLookUp(17, ids(1001))).toBeNull();
  });
});

describe('scheduleOnMoveEnd', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits until the map has been still for 333 ms', () => {
    const lookUp = vi.fn();
    const scheduler = scheduleOnMoveEnd(lookUp, { now: () => Date.now() });
    scheduler.moveEnded();
    vi.advanceTimersByTime(300);
    scheduler.moveEnded();
    vi.advanceTimersByTime(332);
    expect(lookUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  it('looks up at most once a second however often the map settles', () => {
    const lookUp = vi.fn();
    const scheduler = scheduleOnMoveEnd(lookUp, { now: () => Date.now() });
    scheduler.moveEnded();
    vi.advanceTimersByTime(333); // first look-up at 333 ms
    scheduler.moveEnded();
    vi.advanceTimersByTime(333); // settled at 666 ms, but throttled until 1,333 ms
    expect(lookUp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(666);
    expect(lookUp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(lookUp).toHaveBeenCalledTimes(2);
  });

  it('forgets a pending look-up when cancelled', () => {
    const lookUp = vi.fn();
    const scheduler = scheduleOnMoveEnd(lookUp);
    scheduler.moveEnded();
    scheduler.cancel();
    vi.advanceTimersByTime(5000);
    expect(lookUp).not.toHaveBeenCalled();
  });
});
