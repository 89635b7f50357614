import type { Ref, RefCallback } from 'react';

/**
 * One ref callback that sets a component's own ref and the ref its caller gave (a callback or
 * an object), for a component that needs its element itself and also passes it on.
 */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (element) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    }
  };
}
