import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // `tokens`: the plain token values for the server's HTML pages and PDF (no React, no CSS).
  entry: { index: 'src/index.ts', tokens: 'src/tokens/plain.ts' },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
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
