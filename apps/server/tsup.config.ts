import { defineConfig } from 'tsup';

export default defineConfig({
  // The engine's thread is its own entry: modelThreads.ts starts dist/modelThread.js, beside main.js.
  entry: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    modelThread: 'src/areas/registration/modelThread.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
});
