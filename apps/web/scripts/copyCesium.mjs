// Copies Cesium's static files (Workers, ThirdParty, Assets, Widgets of cesium/Build/Cesium) to
// public/cesium, so Vite serves them in dev and copies them into dist/cesium: the globe of the
// side viewer then loads its workers, wasm and Natural Earth II imagery from our own server,
// offline, with no Ion token (STACK-NOTES T6). public/cesium is git-ignored.
//   node scripts/copyCesium.mjs
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const source = join(dirname(require.resolve('cesium/package.json')), 'Build', 'Cesium');
const target = join(here, '..', 'public', 'cesium');
const FOLDERS = ['Workers', 'ThirdParty', 'Assets', 'Widgets'];

function sizeOf(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

if (!existsSync(source)) throw new Error(`Cesium's build is missing at ${source}`);
rmSync(target, { recursive: true, force: true });
for (const folder of FOLDERS)
  cpSync(join(source, folder), join(target, folder), { recursive: true });
console.log(
  `copied Cesium's static files to public/cesium: ${(sizeOf(target) / 1e6).toFixed(1)} MB`,
);
