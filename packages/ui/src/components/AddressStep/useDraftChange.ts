import { useLayoutEffect, useRef } from 'react';

/**
 * A step's `onChange` that keeps every change one press makes. Pressing a radio's label selects it
 * and then moves focus to the radio, so a number field typed into just before loses focus only
 * then and hands over its value in the same press: both changes were built from the draft as the
 * step was last drawn, and the second, applied whole, undid the first (the first click on an EPC
 * rating after typing the EPC year was lost). Each change here is what differs from the drawn
 * draft, laid over the draft as the previous change of the press left it.
 */
export function useDraftChange<T extends object>(
  drawn: T,
  onChange: (next: T) => void,
): (next: T) => void {
  const latest = useRef(drawn);
  // Once drawn again, the parent's draft is the latest (it may have refused or reshaped a change).
  useLayoutEffect(() => {
    latest.current = drawn;
  });
  return (next: T) => {
    const changed = Object.fromEntries(
      Object.entries(next).filter(
        ([key, value]) => !Object.is(value, (drawn as Record<string, unknown>)[key]),
      ),
    );
    const merged = { ...latest.current, ...changed } as T;
    latest.current = merged;
    onChange(merged);
  };
}
