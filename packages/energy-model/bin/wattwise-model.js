#!/usr/bin/env node
// The wattwise-model command. A committed file (not dist/), so npm links it at `npm ci` time,
// before anything is built; it runs the built CLI or says how to build it.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write(
    'error: @wattwise/energy-model is not built yet: run `npm run build -w @wattwise/energy-model`\n',
  );
  process.exit(1);
}
await import(cli.href);
