import { useCallback, type Ref, type RefCallback } from 'react';

/**
 * One callback ref that fills several refs: a chart measures its own box with one and hands the
 * same element to the importer's `ref`.
 */
export function useMergedRef<T>(...refs: readonly (Ref<T> | undefined)[]): RefCallback<T> {
  return useCallback((element: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    }
  }, refs); // the refs themselves are the inputs
}
