import type { Page } from '@playwright/test';

/** One script the page loaded: its address and the bytes it took on the wire. */
export interface LoadedScript {
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

/**
 * Loads `path` in `page` as a browser does and counts every script response (module scripts,
 * modulepreloads, dynamic imports, workers) until the network has been quiet for 500 ms: the
 * JavaScript the page really needs, whatever the build's chunk graph says. Bytes are those on
 * the wire: Chromium's encoded data length of the response (the body as compressed) less its
 * headers, read through the DevTools protocol with the browser's cache off, as on a first visit.
 */
export async function scriptsOfFirstPage(page: Page, path: string): Promise<FirstPageScripts> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map<
    string,
    { url: string; script: boolean; encoding: string; headerBytes: number }
  >();
  const scripts: LoadedScript[] = [];
  session.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    requests.set(event.requestId, {
      url: event.response.url,
      // Module scripts, preloads and imports, and a worker's script (which Chromium types Other).
      script: event.type === 'Script' || /javascript/.test(event.response.mimeType),
      encoding: String(headers['content-encoding'] ?? 'identity'),
      // What had arrived when the headers were read: the headers, which are not the script.
      headerBytes: event.response.encodedDataLength,
    });
  });
  session.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request?.script) return;
    scripts.push({
      url: new URL(request.url).pathname,
      encodedBytes: event.encodedDataLength - request.headerBytes,
      encoding: request.encoding,
    });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await session.detach();
  const totalKb = scripts.reduce((sum, script) => sum + script.encodedBytes, 0) / 1000;
  return { scripts, totalKb };
}
