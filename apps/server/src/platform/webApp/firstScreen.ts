import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { DeviceHints } from '@wattwise/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The web app's render of a page's first screen (apps/web/src/server.tsx, built by the web build
 * into dist-server/; docs/adr/0019, step 2). The server loads it from the build at run time, like
 * index.html: it is not a package dependency, so its shape is checked here.
 */
export interface FirstScreenRender {
  renderFirstScreen(request: {
    url: string;
    config: unknown;
    fetch: typeof globalThis.fetch;
    /** What the request says of its device: the render leaves out what a phone hides. */
    device: DeviceHints;
  }): Promise<RenderedFirstScreen | FirstScreenRedirect | null>;
}

/**
 * The page varies with these headers besides the session's cookie: the render is a phone's or
 * not by them (DeviceHints, isPhoneRequest in packages/domain).
 */
export const DEVICE_HEADERS = ['Sec-CH-UA-Mobile', 'User-Agent'] as const;

/** The device hints of a page request. */
export function deviceHints(request: FastifyRequest): DeviceHints {
  const header = (name: string) => {
    const value = request.headers[name.toLowerCase()];
    return typeof value === 'string' ? value : undefined;
  };
  return { uaMobile: header('Sec-CH-UA-Mobile'), userAgent: header('User-Agent') };
}

/** The render's answer for an address that goes on to another (a one-building site's diagnose). */
export interface FirstScreenRedirect {
  redirect: string;
}

/**
 * The redirect's path when it is a path on this site ('/…', not '//…' nor a scheme), else null:
 * the server sends a browser on only within the site.
 */
export function localRedirect(screen: FirstScreenRedirect): string | null {
  const { redirect } = screen;
  return typeof redirect === 'string' && /^\/(?![/\\])[^\s]*$/.test(redirect) ? redirect : null;
}

export interface RenderedFirstScreen {
  html: string;
  rootAttribute: string;
  /** The attribute's value ('phone' for a phone's render); none or '' for a bare attribute. */
  rootValue?: string;
  answersElement: string;
  preloadsId: string;
}

function isRender(value: unknown): value is FirstScreenRender {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { renderFirstScreen?: unknown }).renderFirstScreen === 'function'
  );
}

/** The web build's render module, or undefined when there is none (the page then renders in the browser). */
export async function loadFirstScreenRender(file: string): Promise<FirstScreenRender | undefined> {
  if (!existsSync(file)) return undefined;
  const module: unknown = await import(pathToFileURL(file).href);
  return isRender(module) ? module : undefined;
}

/**
 * A fetch that calls this server's own API inside the process, as the browser that asked for the
 * page: with its cookie, so the answers are exactly what its own calls would get (its sites only).
 */
export function callsAs(app: FastifyInstance, request: FastifyRequest): typeof globalThis.fetch {
  const cookie = request.headers.cookie;
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/api/')) throw new Error(`Only this server's API is called: ${url}`);
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    // The rate limit and the logs see the browser's address, as for its own calls.
    const forwarded = request.headers['x-forwarded-for'];
    if (typeof forwarded === 'string') headers.set('x-forwarded-for', forwarded);
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(headers),
      remoteAddress: request.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') responseHeaders.set(name, value);
      else if (typeof value === 'number') responseHeaders.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/** The element index.html renders into (`<div id="root">` and its loading message). */
const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>/;

const PRELOAD_LINK = /<link rel="modulepreload"[^>]*>/g;

/**
 * index.html with the rendered screen in #root and its first answers after it. The page's
 * scripts then only make the screen interactive, so they wait for what paints it (the style
 * sheet, fonts and images) instead of competing with it on a phone's connection: the entry loads
 * at low priority, and the route's preload links go into a template that the entry moves into the
 * head once the screen is painted.
 */
export function withFirstScreen(indexHtml: string, screen: RenderedFirstScreen): string {
  const safe = /^[a-z-]+$/;
  const value = screen.rootValue ?? '';
  if (
    !ROOT_ELEMENT.test(indexHtml) ||
    !safe.test(screen.rootAttribute) ||
    !/^[a-z]*$/.test(value) ||
    !safe.test(screen.preloadsId)
  ) {
    return indexHtml;
  }
  const rootAttribute = value ? `${screen.rootAttribute}="${value}"` : screen.rootAttribute;
  const links = indexHtml.match(PRELOAD_LINK)?.join('') ?? '';
  return indexHtml
    .replace(PRELOAD_LINK, '')
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root" ${rootAttribute}>${screen.html}</div>${screen.answersElement}` +
        `<template id="${screen.preloadsId}">${links}</template>`,
    )
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ');
}
