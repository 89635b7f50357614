// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = resolve(__dirname, '../../scripts/firstPageWeight.mjs');
const made: string[] = [];

/**
 * A built app whose entry chunk holds `entryBytes` random (incompressible) bytes of base64 and
 * loads a start chunk of `startBytes` on demand.
 */
function fakeDist(entryBytes: number, startBytes = 0, homeBytes = 0): string {
  const dist = mkdtempSync(join(tmpdir(), 'wattwise-dist-'));
  made.push(dist);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  );
  const filler = randomBytes(Math.ceil((entryBytes * 3) / 4)).toString('base64');
  const startFiller = randomBytes(Math.ceil((startBytes * 3) / 4)).toString('base64');
  writeFileSync(
    join(dist, 'assets', 'index-abc.js'),
    `import"./shared-1.js";const a="${filler}";import("./start-s.js");`,
  );
  writeFileSync(
    join(dist, 'assets', 'start-s.js'),
    `import"./shared-1.js";const s="${startFiller}";`,
  );
  writeFileSync(join(dist, 'assets', 'shared-1.js'), 'export const b=1;');
  const homeFiller = randomBytes(Math.ceil((homeBytes * 3) / 4)).toString('base64');
  writeFileSync(
    join(dist, 'assets', 'HomeScreen-x.js'),
    `import{b}from"./shared-1.js";const h="${homeFiller}";`,
  );
  return dist;
}

function run(dist: string): { ok: boolean; output: string } {
  try {
    const output = execFileSync('node', [script, dist], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, output };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { ok: false, output: `${failed.stdout}${failed.stderr}` };
  }
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('first-page weight check', () => {
  it('prints the entry chunk gzip size and passes under 150 KB', () => {
    const result = run(fakeDist(60_000));
    expect(result.ok).toBe(true);
    expect(result.output).toMatch(
      /entry chunk index-abc\.js \d+\.\d KB, with the start chunk it loads and their imports \d+\.\d KB \(limit 150 KB\)/,
    );
    expect(result.output).toMatch(/signed-in home in all \(4 chunks\)/);
  });

  it('fails when the entry chunk is over 150 KB gzip', () => {
    const result = run(fakeDist(220_000));
    expect(result.ok).toBe(false);
    expect(result.output).toContain('over 150 KB');
  });

  it('fails when the signed-in home in all grows over its ceiling, whatever the entry weighs', () => {
    const result = run(fakeDist(2_000, 2_000, 400_000));
    expect(result.ok).toBe(false);
    expect(result.output).toContain('over its ceiling of 150 KB');
    expect(run(fakeDist(2_000, 2_000, 150_000)).ok).toBe(true);
  });

  it('counts the script of a worker the page starts, as the browser loads it', () => {
    const dist = fakeDist(2_000, 2_000, 100_000);
    expect(run(dist).ok).toBe(true);
    const workerFiller = randomBytes(90_000).toString('base64');
    writeFileSync(
      join(dist, 'assets', 'start-s.js'),
      'import"./shared-1.js";new Worker(new URL(`/assets/intlWorker-w.js`,``+import.meta.url),{type:`module`});',
    );
    writeFileSync(join(dist, 'assets', 'intlWorker-w.js'), `const w="${workerFiller}";`);
    const result = run(dist);
    expect(result.output).toMatch(/signed-in home in all \(5 chunks\)/);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('over its ceiling of 150 KB');
  });

  it('counts the start chunk the entry loads on demand: a small entry does not hide it', () => {
    const result = run(fakeDist(2_000, 200_000));
    expect(result.ok).toBe(false);
    expect(result.output).toContain('over 150 KB');
  });

  it("fails when a route's first code holds the contract's schemas (zod), and names the route", () => {
    const dist = fakeDist(2_000);
    const map = (sources: string[]) => JSON.stringify({ version: 3, sources, mappings: '' });
    writeFileSync(join(dist, 'assets', 'contract-z.js'), 'export const z=1;');
    writeFileSync(
      join(dist, 'assets', 'contract-z.js.map'),
      map(['../../node_modules/zod/v4/core/core.js', '../../packages/api/dist/chunk.js']),
    );
    writeFileSync(
      join(dist, 'assets', 'HomeScreen-x.js.map'),
      map(['../../src/features/site/HomeScreen.tsx']),
    );
    const preloads = (diagnose: string[]) =>
      writeFileSync(
        join(dist, 'route-preloads.json'),
        JSON.stringify({
          home: ['/assets/HomeScreen-x.js'],
          'predict-building-diagnose': diagnose,
        }),
      );

    preloads(['/assets/HomeScreen-x.js']);
    expect(run(dist).ok).toBe(true);

    preloads(['/assets/HomeScreen-x.js', '/assets/contract-z.js']);
    const result = run(dist);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('The first code of predict-building-diagnose holds zod');
  });
});
