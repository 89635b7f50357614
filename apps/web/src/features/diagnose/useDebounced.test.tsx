import { DEBOUNCE_MS } from '@wattwise/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './useDiagnose';

afterEach(() => {
  vi.useRealTimers();
});

describe('the scheme debounce', () => {
  it('keeps the previous scheme until 500 ms have passed without a change', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(
      ({ value }) => useDebounced(value, DEBOUNCE_MS.scheme),
      { initialProps: { value: 'CIBSE' } },
    );
    rerender({ value: 'NET_ZERO_CARBON_STANDARD' });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(result.current).toBe('CIBSE');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('NET_ZERO_CARBON_STANDARD');
  });

  it('restarts the wait when the choice changes again', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 500), {
      initialProps: { value: 'CIBSE' },
    });
    rerender({ value: 'A' });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    rerender({ value: 'B' });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current).toBe('CIBSE');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe('B');
  });
});
