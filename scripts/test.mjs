#!/usr/bin/env node
/**
 * `npm test`: every test of the repository, in two lanes that run side by side (ADR 0012).
 * - node lane: each package's unit, component and integration tests (turbo, one at a time);
 * - browser lane: end-to-end in Chromium against the built server, then the Storybook stories.
 * The two browser suites never run at the same time: on 2 cores, two Chromiums side by side took
 * twice as long each and the stories' screenshots timed out. Everything is built first (turbo's
 * cache makes that a no-op after `npm run build`). Exits non-zero when any suite fails; both lanes
 * always run to the end, so one run shows every failure.
 */
import { spawn } from 'node:child_process';
import { missingPrerequisite } from './prerequisites.mjs';

const missing = missingPrerequisite();
if (missing) {
  console.error(`npm test: ${missing}`);
  process.exit(1);
}

/** The running commands, each in its own process group, so a stop reaches all they started. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    process.exit(1);
  });
}

/** Runs a command, each output line prefixed (as turbo prefixes its tasks); resolves its exit code. */
function run(command, args, prefix) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
      detached: true,
    });
    running.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(prefix ? `${prefix}${line}\n` : `${line}\n`);
      });
      stream.on('end', () => {
        if (rest) process.stdout.write(prefix ? `${prefix}${rest}\n` : `${rest}\n`);
      });
    }
    child.on('close', (code) => {
      running.delete(child);
      resolve(code ?? 1);
    });
  });
}

/** Runs the steps one after another; a failed step does not stop the ones after it. */
async function lane(steps) {
  let failed = 0;
  for (const step of steps) failed += (await step()) === 0 ? 0 : 1;
  return failed;
}

const build = await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], '');
if (build !== 0) process.exit(build);

const [nodeFailures, browserFailures] = await Promise.all([
  lane([
    () =>
      run(
        'node',
        [
          '--test',
          'scripts/prerequisites.test.mjs',
          'scripts/singleHome.test.mjs',
          'scripts/trackerCitations.test.mjs',
        ],
        'scripts: ',
      ),
    () =>
      run(
        'npx',
        ['turbo', 'run', 'test', '--filter=!@wattwise/docs', '--concurrency=1', '--continue'],
        '',
      ),
  ]),
  lane([
    () => run('npm', ['run', 'e2e', '-w', '@wattwise/web'], '@wattwise/web:e2e: '),
    () => run('npm', ['run', 'test', '-w', '@wattwise/docs'], '@wattwise/docs:test: '),
  ]),
]);
const failures = nodeFailures + browserFailures;
if (failures > 0) {
  console.error(`npm test: ${failures} suite(s) failed`);
  process.exit(1);
}
