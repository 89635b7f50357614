// Empties dist/ before a build (tsup builds the library and the CLI concurrently, so neither cleans).
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

rmSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'), {
  recursive: true,
  force: true,
});
