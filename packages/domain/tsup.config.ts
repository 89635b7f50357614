import { defineConfig } from 'tsup';

export default defineConfig({
  // 'routes' alone keeps the web app's first page light; shared code lands in a common chunk.
  entry: { index: 'src/index.ts', 'routes/index': 'src/routes/index.ts' },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
