import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { webRuntimeConfig, type ServerConfig } from '../../config';
import { messagePage } from '../identity/pages';
import {
  callsAs,
  DEVICE_HEADERS,
  deviceHints,
  loadFirstScreenRender,
  localRedirect,
  withFirstScreen,
} from './firstScreen';
import { preloadLinks, readRoutePreloads } from './routePreloads';

/**
 * How long a page waits for its first screen's render (its API answers and React's render)
 * before it is sent without it; the browser then renders the screen itself.
 */
const FIRST_SCREEN_TIMEOUT_MS = 2_000;

/** The inline script that sets window.__WATTWISE_CONFIG__ (`<` escaped); its hash is in the CSP. */
export function runtimeConfigScript(config: ServerConfig, signedIn = false): string {
  const json = JSON.stringify(webRuntimeConfig(config, signedIn)).replace(/</g, '\\u003c');
  return `window.__WATTWISE_CONFIG__ = ${json}`;
}

/**
 * Puts the runtime config before </head> as window.__WATTWISE_CONFIG__, after `headExtra` (the
 * route's preload hints).
 */
function injectRuntimeConfig(
  indexHtml: string,
  config: ServerConfig,
  headExtra = '',
  signedIn = false,
): string {
  const script = `${headExtra}<script>${runtimeConfigScript(config, signedIn)}</script>`;
  return indexHtml.includes('</head>')
    ? indexHtml.replace('</head>', `${script}</head>`)
    : `${script}${indexHtml}`;
}

/** Where the web build puts the documents our pages embed (termsPage.pdfPath in domain). */
const LEGAL_PREFIX = '/legal/';

/** Paths that never fall back to the web app. */
function isServerPath(url: string): boolean {
  return /^\/(api|interaction|account|auth)(\/|$|\?)/.test(url);
}

const notBuiltPage = messagePage(
  'WattWise web app not built',
  'The web app is not built yet. Run `npm run build` (or `npm start` from the repository root), then reload this page.',
);

/**
 * Serves the built web app from WEB_DIST: files as they are, and index.html (with the runtime
 * config injected) for every other GET that is not the API or the identity pages (SPA fallback).
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: ServerConfig,
  /** Whether a document request carries a live session (the page is then rendered signed in). */
  isSignedIn: (request: FastifyRequest) => Promise<boolean> = async () => false,
) {
  const indexPath = path.join(config.webDist, 'index.html');
  const built = existsSync(indexPath);
  const builtHtml = built ? readFileSync(indexPath, 'utf8') : '';
  const preloads = built ? readRoutePreloads(config.webDist) : {};
  // index.html for each set of preload hints (one per route at most) and session state, made once.
  const pages = new Map<string, string>();
  const indexHtmlFor = (url: string, signedIn: boolean) => {
    const pathname = url.split('?')[0] ?? '/';
    const links = preloadLinks(preloads, pathname === '/index.html' ? '/' : pathname);
    const key = `${signedIn}${links}`;
    let html = pages.get(key);
    if (html === undefined) {
      html = injectRuntimeConfig(builtHtml, config, links, signedIn);
      pages.set(key, html);
    }
    return html;
  };

  const render = built ? await loadFirstScreenRender(config.webRender) : undefined;
  /**
   * The page with its first screen rendered in, when the web build renders that screen; or where
   * the browser goes instead, when the screen's address redirects (a one-building site's diagnose).
   */
  const pageFor = async (
    request: FastifyRequest,
    signedIn: boolean,
  ): Promise<string | { redirect: string }> => {
    const page = indexHtmlFor(request.url, signedIn);
    if (!render) return page;
    let timer: NodeJS.Timeout | undefined;
    try {
      const screen = await Promise.race([
        render.renderFirstScreen({
          url: request.url,
          config: webRuntimeConfig(config, signedIn),
          fetch: callsAs(app, request),
          device: deviceHints(request),
        }),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), FIRST_SCREEN_TIMEOUT_MS);
        }),
      ]);
      if (screen && 'redirect' in screen) {
        const redirect = localRedirect(screen);
        return redirect ? { redirect } : page;
      }
      return screen ? withFirstScreen(page, screen) : page;
    } catch (error) {
      // The browser renders the screen, as it would without the server's render.
      request.log.error({ err: error }, 'first screen render failed');
      return page;
    } finally {
      clearTimeout(timer);
    }
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!built) return reply.status(503).type('text/html; charset=utf-8').send(notBuiltPage);
    const page = await pageFor(request, await isSignedIn(request));
    // The page differs by session, and by device when rendered: never kept by a shared cache, nor
    // served from a browser's.
    reply
      .header('cache-control', 'private, no-cache')
      .header('vary', ['Cookie', ...DEVICE_HEADERS].join(', '));
    if (typeof page !== 'string') return reply.redirect(page.redirect, 302);
    return reply.type('text/html; charset=utf-8').send(page);
  };

  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      wildcard: true,
      // The web build writes .br and .gz copies of its text assets (apps/web/scripts/precompress.mjs):
      // sent to browsers that accept them, about a quarter of the bytes on a phone's connection.
      preCompressed: true,
      // Source maps carry the full source: never served in production.
      ...(config.serveSourceMaps
        ? {}
        : { allowedPath: (pathName: string) => !pathName.endsWith('.map') }),
      setHeaders: (res, filePath) => {
        // Vite puts content-hashed files under assets/: they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  // The licence PDF (built into WEB_DIST/legal by the web build) is embedded by our terms page:
  // these files alone may be framed, by our own pages only. Their CSP is only frame-ancestors, as
  // a browser's PDF viewer is a plugin that `object-src 'none'` would block inside the frame.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(LEGAL_PREFIX) && reply.statusCode === 200) {
      reply.header('x-frame-options', 'SAMEORIGIN');
      reply.header('content-security-policy', "frame-ancestors 'self'");
    }
    return payload;
  });
  app.get('/', async (request, reply) => sendIndex(request, reply));
  app.get('/index.html', async (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (a path ending in an extension) is a 404, not the app.
    const looksLikeFile = /\.[A-Za-z0-9]+$/.test(pathname);
    if (request.method === 'GET' && !isServerPath(request.url) && !looksLikeFile) {
      return sendIndex(request, reply);
    }
    return reply
      .status(404)
      .send({ error: 'Not Found', message: `No route ${request.method} ${pathname}` });
  });
}
