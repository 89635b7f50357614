import { existsSync, readdirSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // `tokens`: the plain token values for the server's HTML pages and PDF (no React, no CSS).
  // Every component folder is an entry of its own too (dist/components/<Name>/index.js), and
  // esbuild splits what they share into chunks, so dist/index.js only re-exports small modules:
  // an app's bundler then keeps each component with the lazy screens that use it instead of one
  // chunk holding every component used anywhere (Lighthouse). The public import stays
  // `@wattwise/ui`; the per-component files are not exports of the package.
  entry: {
    index: 'src/index.ts',
    tokens: 'src/tokens/plain.ts',
    ...Object.fromEntries(
      // Field holds the parts the field components share; it is not a component of its own.
      readdirSync('src/components')
        .filter((name) => existsSync(`src/components/${name}/index.ts`))
        .map((name) => [`components/${name}/index`, `src/components/${name}/index.ts`]),
    ),
  },
  splitting: true,
  format: ['esm'],
  // Types only for the package's exports (one .d.ts per component entry would only slow the build).
  dts: {
    entry: { index: 'src/index.ts', tokens: 'src/tokens/plain.ts' },
    compilerOptions: { ignoreDeprecations: '6.0' },
  },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: [
    'react',
    'react-dom',
    'three',
    'cesium',
    'maplibre-gl',
    '@react-three/fiber',
    '@react-three/drei',
  ],
  esbuildPlugins: [vanillaExtractPlugin()],
  // Inter's font faces are bundled into dist/index.css (not left as imports of a dependency) and
  // the font files they reference are copied beside it.
  noExternal: [/^@fontsource\//],
  loader: { '.woff': 'file', '.woff2': 'file' },
});
