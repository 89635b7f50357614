import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
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
});
