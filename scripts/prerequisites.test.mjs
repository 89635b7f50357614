import { test } from 'node:test';
import assert from 'node:assert/strict';
import { missingPrerequisite } from './prerequisites.mjs';

const ready = {
  nodeVersion: '20.20.2',
  npmVersion: '11.19.1',
  hasModules: true,
  browser: '/usr/bin/chromium',
  canRun: () => true,
  env: {},
};

test('a machine with what the README lists has nothing missing', () => {
  assert.equal(missingPrerequisite(ready), null);
});

test('names Chromium, with the command that installs it, when it is not there', () => {
  const line = missingPrerequisite({ ...ready, canRun: () => false });
  assert.match(line, /Chromium is needed at \/usr\/bin\/chromium.*apt-get install -y chromium/);
  assert.doesNotMatch(line, /\n/);
});

test('names an old Node.js or npm, and missing workspaces', () => {
  assert.match(missingPrerequisite({ ...ready, nodeVersion: '20.11.0' }), /Node\.js 20\.19/);
  assert.equal(missingPrerequisite({ ...ready, nodeVersion: '22.1.0' }), null);
  assert.match(missingPrerequisite({ ...ready, npmVersion: '10.8.2' }), /npm 11 is needed/);
  assert.match(missingPrerequisite({ ...ready, hasModules: false }), /npm ci/);
});

test('asks for a PostgreSQL server only for the PostgreSQL pass', () => {
  const pass = { WATTWISE_TEST_DATABASE: 'postgresql' };
  assert.match(missingPrerequisite({ ...ready, env: pass }), /DATABASE_URL/);
  assert.equal(
    missingPrerequisite({ ...ready, env: { ...pass, DATABASE_URL: 'postgres://x' } }),
    null,
  );
});
