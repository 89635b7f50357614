// What `npm test` needs on a machine, as the README lists it, checked before anything runs so that a
// missing piece is named in one line instead of surfacing as three failing suites twenty minutes in.
// Only what the README names is checked: Node.js 20.19+ (or 22+), npm 11, the installed workspaces
// (`npm ci`), Debian's Chromium, and a PostgreSQL server only when the PostgreSQL pass is asked for.
import { accessSync, constants, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromiumPath } from './chromium.mjs';

/** The first prerequisite that is missing, as the one line to print, or null when all are there. */
export function missingPrerequisite({
  nodeVersion = process.versions.node,
  npmVersion = readNpmVersion(),
  hasModules = existsSync(new URL('../node_modules/.bin/turbo', import.meta.url)),
  browser = chromiumPath,
  canRun = isExecutable,
  env = process.env,
} = {}) {
  const [major, minor] = nodeVersion.split('.').map(Number);
  if (!(major === 20 ? minor >= 19 : major >= 22)) {
    return `Node.js 20.19 or later (or 22+) is needed; this is ${nodeVersion}.`;
  }
  if (npmVersion !== null && Number(npmVersion.split('.')[0]) < 11) {
    return `npm 11 is needed; this is ${npmVersion} (npm install -g npm@11).`;
  }
  if (!hasModules) return 'The workspaces are not installed: run `npm ci` first.';
  if (!canRun(browser)) {
    return `Chromium is needed at ${browser} for the browser tests: apt-get install -y chromium (or set CHROMIUM_PATH).`;
  }
  if (env.WATTWISE_TEST_DATABASE === 'postgresql' && !env.DATABASE_URL) {
    return 'The PostgreSQL pass needs DATABASE_URL (postgres://…) of a running PostgreSQL server.';
  }
  return null;
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function readNpmVersion() {
  const agent = process.env.npm_config_user_agent?.match(/npm\/(\d+\.\d+\.\d+)/);
  if (agent) return agent[1];
  try {
    return execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}
