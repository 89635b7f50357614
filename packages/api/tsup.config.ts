import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    'client/index': 'src/client/index.ts',
    // The browser session's constants alone: the web app's first page imports them, and the
    // package's index would bring every route schema chunk with it (docs/adr/0019).
    'contract/browserSession': 'src/contract/browserSession.ts',
  },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'swr', 'zod', '@wattwise/domain'],
});
