import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    contract: 'src/contract/index.ts',
    client: 'src/client/index.ts',
  },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'swr', 'zod', '@wattwise/domain'],
});
