import { useLayoutEffect, useRef, useState } from 'react';

/** Width used before the first measurement and where ResizeObserver does not exist (jsdom). */
const FALLBACK_WIDTH = 640;

/**
 * The width of the returned ref's element, kept up to date with ResizeObserver; a fixed `width`
 * prop wins (stories, benchmarks and server-side rendering).
 */
export function useChartWidth<T extends HTMLElement>(fixed?: number) {
  const ref = useRef<T>(null);
  const [measured, setMeasured] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (fixed !== undefined || !element || typeof ResizeObserver === 'undefined') return;
    const read = () => {
      const width = Math.floor(element.getBoundingClientRect().width);
      if (width > 0) setMeasured(width);
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fixed]);

  return { ref, width: fixed ?? measured ?? FALLBACK_WIDTH };
}
