import { describe, expect, it } from 'vitest';
import { DEBOUNCE_MS } from './debounce';
import { loadingDotsText, nextLoadingDots, nextLoadingMessageIndex } from './loadingCycles';
import { errorToast, pushToast, TOAST_POLICY } from './toastPolicy';

describe('toast policy', () => {
  it('keeps only the newest toast', () => {
    expect(pushToast(['old'], 'new')).toEqual(['new']);
    expect(pushToast([], 'first')).toEqual(['first']);
  });
  it('uses the spec durations', () => {
    expect(TOAST_POLICY).toEqual({
      limit: 1,
      errorDurationMs: 5000,
      registrationErrorDurationMs: 10000,
      removeDelayMs: 1_000_000,
    });
    expect(errorToast('Error', 'x')).toEqual({
      title: 'Error',
      description: 'x',
      variant: 'destructive',
      durationMs: 5000,
    });
  });
});

describe('loading dots and messages', () => {
  it('adds a dot per tick and resets at 40', () => {
    expect(nextLoadingDots(0)).toBe(1);
    expect(nextLoadingDots(38)).toBe(39);
    expect(nextLoadingDots(39)).toBe(0);
    expect(loadingDotsText(3)).toBe('...');
    expect(loadingDotsText(-1)).toBe('');
  });
  it('rotates to the next message and wraps', () => {
    expect(nextLoadingMessageIndex(2, 3)).toBe(0);
    expect(nextLoadingMessageIndex(0, 0)).toBe(0);
  });
  it('debounces as the spec says', () => {
    expect(DEBOUNCE_MS.addressSearch).toBe(1000);
    expect(DEBOUNCE_MS.mpan).toBe(500);
    expect(DEBOUNCE_MS.mapMoveEnd).toBe(333);
    expect(DEBOUNCE_MS.mapMoveEndThrottle).toBe(1000);
  });
});
