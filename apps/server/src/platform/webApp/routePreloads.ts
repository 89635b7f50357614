import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoute } from '@wattwise/domain/routes';

/**
 * The chunks each route's first paint needs after the entry chunk, written by the web build
 * (apps/web/scripts/routePreloads.mjs) as WEB_DIST/route-preloads.json: route name -> '/assets/…'.
 */
export type RoutePreloads = Readonly<Record<string, readonly string[]>>;

/** Reads WEB_DIST/route-preloads.json; none (an older or a test build) means no hints. */
export function readRoutePreloads(webDist: string): RoutePreloads {
  const file = path.join(webDist, 'route-preloads.json');
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) return {};
  const routes: Record<string, string[]> = {};
  for (const [name, files] of Object.entries(parsed)) {
    if (!Array.isArray(files)) continue;
    // Only the build's own assets: the list goes into HTML as it is.
    routes[name] = files.filter(
      (f): f is string => typeof f === 'string' && /^\/assets\/[\w.-]+\.(js|css)$/.test(f),
    );
  }
  return routes;
}

/**
 * `<link rel="modulepreload">` tags for the route of a pathname, so a phone fetches the sign-in,
 * layout and screen chunks beside the entry chunk, not one round trip after another; and the
 * stylesheets of those chunks, so that a screen the server rendered is styled at its first paint
 * (the stylesheets stay in the head when the module preloads wait for the paint: firstScreen.ts).
 */
export function preloadLinks(preloads: RoutePreloads, pathname: string): string {
  const files = preloads[matchRoute(pathname).route.name] ?? [];
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="${file}">`
        : `<link rel="modulepreload" crossorigin href="${file}">`,
    )
    .join('');
}
