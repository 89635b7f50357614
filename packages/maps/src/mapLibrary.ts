import type * as MapLibre from 'maplibre-gl';

let loading: Promise<typeof MapLibre> | undefined;

/**
 * Loads maplibre-gl on first use, so importing a map component never puts it in the first page's
 * bundle. The worker URL is resolved by the consumer's bundler (`?url`, Vite), as maplibre's own
 * guess from `import.meta.url` fails once the module is pre-bundled (STACK-NOTES T5).
 */
export function loadMapLibre(): Promise<typeof MapLibre> {
  loading ??= Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
  ]).then(([maplibre, worker]) => {
    const library = (maplibre as { default?: typeof MapLibre }).default ?? maplibre;
    library.setWorkerUrl(worker.default);
    return library;
  });
  return loading;
}
