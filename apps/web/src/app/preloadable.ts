import { createElement, lazy } from 'react';
import type { ComponentType, FunctionComponent } from 'react';

/** A lazily loaded component whose code can be fetched ahead of its first render. */
export type Preloadable<P extends object> = FunctionComponent<P> & {
  /** Loads the module once; resolves when the component can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * Like React.lazy, but a component whose module has loaded (through `preload` or an earlier
 * render) renders at once instead of suspending. A suspended first render costs more than the
 * import: React keeps a Suspense fallback on screen for up to 300 ms before revealing what
 * replaced it, once per nested boundary (the sign-in, the layout and the screen: about 0.7 s of a
 * phone's first visit). main.tsx preloads the first address's modules before the first render.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined; // a later render may try again (a dropped connection)
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function Preloaded(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Preloaded, { preload });
}

/** Resolves in a later task, so that the main thread can paint and handle input meanwhile. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
