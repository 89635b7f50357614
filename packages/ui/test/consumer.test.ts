// @vitest-environment node
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

/**
 * "A consumer outside the monorepo can import ScenarioList and render it": build this package
 * with tsup into a staging folder, `npm pack` it (and @wattwise/domain, which it depends on, and @wattwise/energy-model, which
 * domain takes its EPC bands and polygon area from: ADR 0006), unpack the tarballs into a consumer project in the OS temp folder, and render ScenarioList there with
 * plain Node and react-dom/server. Third-party packages are linked from the monorepo's
 * node_modules (no network); nothing of ours is reachable except the tarballs.
 */
const uiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoModules = path.resolve(uiRoot, '../../node_modules');
const domainRoot = path.resolve(uiRoot, '../domain');
const engineRoot = path.resolve(uiRoot, '../energy-model');
let work = '';

function pack(packageRoot: string, distFrom: string, name: string): string {
  const staging = path.join(work, `stage-${name}`);
  mkdirSync(staging, { recursive: true });
  cpSync(path.join(packageRoot, 'package.json'), path.join(staging, 'package.json'));
  cpSync(distFrom, path.join(staging, 'dist'), { recursive: true });
  const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], {
    cwd: staging,
    encoding: 'utf8',
  });
  return path.join(work, out.trim().split('\n').pop()!);
}

function unpack(tarball: string, into: string) {
  mkdirSync(into, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', into, '--strip-components=1']);
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'wattwise-ui-consumer-'));
  const uiDist = path.join(work, 'ui-dist');
  execFileSync('npx', ['tsup', '--out-dir', uiDist], { cwd: uiRoot, stdio: 'ignore' });
  const uiTarball = pack(uiRoot, uiDist, 'ui');
  const domainTarball = pack(domainRoot, path.join(domainRoot, 'dist'), 'domain');
  const engineTarball = pack(engineRoot, path.join(engineRoot, 'dist'), 'energy-model');

  const consumer = path.join(work, 'consumer');
  const modules = path.join(consumer, 'node_modules');
  mkdirSync(modules, { recursive: true });
  writeFileSync(
    path.join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', type: 'module', private: true }),
  );
  for (const entry of readdirSync(repoModules)) {
    if (entry === '@wattwise' || entry.startsWith('.')) continue;
    symlinkSync(path.join(repoModules, entry), path.join(modules, entry));
  }
  unpack(uiTarball, path.join(modules, '@wattwise', 'ui'));
  unpack(domainTarball, path.join(modules, '@wattwise', 'domain'));
  unpack(engineTarball, path.join(modules, '@wattwise', 'energy-model'));
  writeFileSync(
    path.join(consumer, 'render.mjs'),
    `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ScenarioList } from '@wattwise/ui';
const scenarios = [
  { id: 'led', title: 'LED lighting upgrade', indicators: [{ value: 4200, unit: 'GBP', isCurrency: true }] },
  { id: 'roof', title: 'Roof insulation', indicators: [{ value: 900, unit: 'GBP', isCurrency: true }] },
];
const html = renderToString(createElement(ScenarioList, { scenarios, selectedIds: ['led'], onSelectionChange() {} }));
const css = import.meta.resolve('@wattwise/ui/style.css');
console.log(JSON.stringify({ html, css }));
`,
  );
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

it('renders ScenarioList from the packed tarball in a project outside the monorepo', () => {
  const out = execFileSync('node', ['render.mjs'], {
    cwd: path.join(work, 'consumer'),
    encoding: 'utf8',
  });
  const { html, css } = JSON.parse(out) as { html: string; css: string };
  expect(html).toContain('LED lighting upgrade');
  expect(html).toContain('Roof insulation');
  // The toggled scenario is rendered as a checked switch.
  expect(html).toMatch(
    /aria-label="LED lighting upgrade"[^>]*checked=""|checked=""[^>]*aria-label="LED lighting upgrade"/,
  );
  expect(existsSync(fileURLToPath(css))).toBe(true);
  expect(fileURLToPath(css)).toContain(
    path.join('consumer', 'node_modules', '@wattwise', 'ui', 'dist', 'index.css'),
  );
});
