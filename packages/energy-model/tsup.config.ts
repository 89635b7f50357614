import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // bands: the light entry '@wattwise/energy-model/bands' (src/bands.ts).
    entry: { index: 'src/index.ts', bands: 'src/bands.ts' },
    format: ['esm'],
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    sourcemap: true,
    clean: false,
    target: 'es2022',
  },
  {
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    sourcemap: true,
    clean: false,
    target: 'es2022',
    platform: 'node',
    banner: { js: '#!/usr/bin/env node' },
  },
]);
