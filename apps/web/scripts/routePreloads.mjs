// Writes dist/route-preloads.json: for every route of packages/domain, the JavaScript chunks its
// first paint needs after the entry chunk (sign-in, the route's layout, its screen, and their
// static imports), and those chunks' stylesheets. apps/server puts them into index.html as <link rel="modulepreload"> for the
// requested address (apps/server/src/http/webApp.ts), so the browser fetches them beside the entry
// chunk instead of one after another (a phone on 4G pays a round trip per link of that chain).
// Run by `npm run build` after vite build; reads Vite's manifest and src/app/screens.ts, then
// removes the manifest so it is not served.
//   node scripts/routePreloads.mjs [distDir]
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildPath,
  matchRoute,
  redirectDependsOnBuildings,
  resolveRedirect,
  ROUTES,
} from '@wattwise/domain/routes';
import ts from 'typescript';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.argv[2] ?? join(webRoot, 'dist'));
const manifestPath = join(dist, '.vite', 'manifest.json');

/** What every route loads first (App.tsx), and the layout chunk of each ScreenLayout. */
const SIGN_IN = 'src/app/RoutesWithSignIn.tsx';
const LAYOUTS = { page: 'src/app/PageLayout.tsx', shell: 'src/app/ShellLayout.tsx' };

/** The first `import('…')` specifier inside a node, following `const x = () => import(…)`. */
function importedPath(node, consts) {
  let found;
  const visit = (n) => {
    if (found) return;
    if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteral(n.arguments[0])
    ) {
      found = n.arguments[0].text;
      return;
    }
    if (ts.isIdentifier(n) && consts.has(n.text)) {
      found = importedPath(consts.get(n.text), consts);
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** Route name -> { layout, module } from the SCREENS table of src/app/screens.ts. */
export function screensOf(source) {
  const file = ts.createSourceFile('screens.ts', source, ts.ScriptTarget.Latest, true);
  const consts = new Map();
  let table;
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (!ts.isIdentifier(decl.name) || !decl.initializer) continue;
      consts.set(decl.name.text, decl.initializer);
      if (decl.name.text === 'SCREENS') table = decl.initializer;
    }
  }
  if (!table || !ts.isObjectLiteralExpression(table)) throw new Error('No SCREENS table found');
  const screens = {};
  for (const prop of table.properties) {
    if (!ts.isPropertyAssignment(prop)) continue;
    const name = ts.isStringLiteral(prop.name) ? prop.name.text : prop.name.getText(file);
    const init = prop.initializer;
    const layout = ts.isCallExpression(init) ? init.expression.getText(file) : 'redirect';
    const specifier = importedPath(init, consts);
    const module = specifier ? posix.join('src/app', `${specifier}`) : undefined;
    screens[name] = { layout, module };
  }
  return screens;
}

/**
 * The route a page of `name` turns into when its site has one building (packages/domain's
 * redirect: the site root, site diagnose and site plan lead to the building's), or undefined. Its
 * screen is preloaded too: a phone would otherwise ask for it only after the site's buildings had
 * arrived, one more round trip before the page can draw.
 */
export function oneBuildingTarget(name) {
  if (ROUTES.find((route) => route.name === name)?.path === '*') return undefined;
  const path = buildPath(name, { siteId: 'site', buildingId: 'building' });
  if (!redirectDependsOnBuildings(path)) return undefined;
  const target = resolveRedirect(path, { buildingIds: ['building'] });
  return target?.kind === 'path' ? matchRoute(target.path).route.name : undefined;
}

function main() {
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} missing: build with manifest`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const keyOf = (module) =>
    ['.tsx', '.ts'].map((ext) => `${module}${ext}`).find((key) => manifest[key]);
  const entryFiles = new Set();
  // A chunk's stylesheets come with it: a page the server renders needs them before its first
  // paint, or the screen's markup shows unstyled and moves when they arrive (docs/adr/0026).
  const closure = (key, into) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const next of chunk.imports ?? []) closure(next, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entryFiles);

  const screens = screensOf(readFileSync(join(webRoot, 'src/app/screens.ts'), 'utf8'));
  const routes = {};
  for (const [name, { layout, module }] of Object.entries(screens)) {
    const files = new Set();
    closure(SIGN_IN, files);
    if (LAYOUTS[layout]) closure(LAYOUTS[layout], files);
    const target = oneBuildingTarget(name);
    for (const shown of [module, target && screens[target].module]) {
      const key = shown && keyOf(shown);
      if (shown && !key) throw new Error(`${shown} (route ${name}) is not in Vite's manifest`);
      if (key) closure(key, files);
    }
    routes[name] = [...files].filter((f) => !entryFiles.has(f)).map((f) => `/${f}`);
  }
  writeFileSync(join(dist, 'route-preloads.json'), `${JSON.stringify(routes, null, 1)}\n`);
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  const counts = Object.values(routes).map((files) => files.length);
  console.log(
    `route-preloads.json: ${Object.keys(routes).length} routes, ${Math.min(...counts)}–${Math.max(...counts)} chunks each`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
