// Comments and test names say why in the product's words: a number of an issue and of a finding
// in a tracker that is not in the repository tells a reader nothing. Every tracked source file,
// tests and scripts included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const CITATION = /\bissue \d+,? findings? \d/i;

test('no source file cites a finding of a tracker', () => {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js', '*.css'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  assert.ok(files.length > 500, `only ${files.length} files`);
  const citing = files.filter((file) => CITATION.test(readFileSync(path.join(root, file), 'utf8')));
  assert.deepEqual(citing, []);
});
