import type { Browser, BrowserContext, Page, Request } from '@playwright/test';

/** One script the page loaded: its address and the bytes it took as sent. */
interface LoadedScript {
  url: string;
  /** The response body as sent (compressed), in bytes. */
  encodedBytes: number;
  /** How the server encoded it ('gzip', 'br', or 'identity'). */
  encoding: string;
}

/** The scripts a page loaded until the network went quiet, and their sum in KB (1000 bytes). */
export interface FirstPageScripts {
  scripts: LoadedScript[];
  totalKb: number;
}

const isScript = (request: Request, contentType: string) =>
  request.resourceType() === 'script' || /javascript/.test(contentType);

/**
 * Opens `path` as a first visit does (a new browser context: an empty cache, with `signedIn`'s
 * cookies) and counts every script response until the network has been quiet for 500 ms: module
 * scripts, modulepreloads, dynamic imports and a worker's scripts, whatever the build's chunk graph
 * says. Bytes are the response bodies as sent (compressed), without their headers.
 */
export async function scriptsOfFirstPage(
  browser: Browser,
  signedIn: BrowserContext,
  path: string,
  headers: Record<string, string>,
): Promise<FirstPageScripts & { page: Page }> {
  const context = await browser.newContext({
    baseURL: process.env.WATTWISE_E2E_BASE_URL,
    storageState: await signedIn.storageState(),
    extraHTTPHeaders: headers,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const pending: Promise<LoadedScript | null>[] = [];
  // The context's events, not the page's: they include the requests of the page's workers.
  context.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        const contentType = (await response?.headerValue('content-type')) ?? '';
        if (!response || !isScript(request, contentType)) return null;
        const { responseBodySize } = await request.sizes();
        // A worker's script reports no size of its own: its Content-Length is the bytes as sent.
        const contentLength = Number((await response.headerValue('content-length')) ?? 0);
        return {
          url: new URL(request.url()).pathname,
          encodedBytes: responseBodySize || contentLength,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        };
      })(),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const scripts = (await Promise.all(pending)).filter((s): s is LoadedScript => s !== null);
  if (scripts.some((script) => script.encodedBytes === 0)) {
    throw new Error(`A script of ${path} reported no size: ${JSON.stringify(scripts)}`);
  }
  const totalKb = scripts.reduce((sum, script) => sum + script.encodedBytes, 0) / 1000;
  return { scripts, totalKb, page };
}
