// The API of a paid Predict site as the server's render of a diagnose sees it, and the render
// and take-over of its building diagnose (server.diagnose.test.tsx, server.recentSites.test.tsx).
import { afterEach, expect, vi } from 'vitest';
import { developmentConfig } from '../platform/config/runtimeConfig';
import type { DeviceHints } from '@wattwise/domain';
import { diagnosis } from './diagnosis';
import { pageOf, renderedFirstScreen, shownText, takeOver } from './renderedFirstScreen';

export const signedIn = { ...developmentConfig, signedIn: true };
export const siteId = '00000000-0000-4000-8000-000000000001';
export const buildingId = 'b-1';

export const building = (path: string, name: string) => ({
  name,
  path,
  type: 'BUILDING',
  children: [],
});

/** The tariffs of a building with no suggestion for it (TariffData). */
const noTariffs = {
  startDate: [2025, 4, 1],
  endDate: [2026, 3, 31],
  diagnoseTariffs: [],
  potentialTariffs: [],
};

/** An answer with no content: the site has no logo (spec shell §7). */
const NO_CONTENT = Symbol('204');

/**
 * The API as the server's render sees it, for a paid site with `buildings` and, when `logo` is
 * given, that logo (PNG bytes); and the paths asked.
 */
export function diagnoseApi(
  buildings: ReturnType<typeof building>[],
  otherSites: string[] = [],
  logo?: Uint8Array,
) {
  const stub = (id: string, name: string) => ({
    id,
    name,
    product: 'PREDICT',
    paid: true,
    permissions: ['OWNER'],
    summaryData: null,
  });
  const answers: Record<string, unknown> = {
    [`/api/spatialstructure/${siteId}`]: buildings,
    '/api/user/site/stubs': [
      stub(siteId, 'Camden Works'),
      ...otherSites.map((id, index) => stub(id, `Other Site ${index + 1}`)),
    ],
    '/api/diagnose/schemes': [{ key: 'CIBSE', label: 'CIBSE', source: 'CIBSE TM46' }],
    [`/api/predict/diagnose/${siteId}/${buildingId}`]: diagnosis(),
    [`/api/predict/diagnose/${siteId}`]: diagnosis(),
    [`/api/tariffs/${siteId}/${buildingId}/`]: noTariffs,
    [`/api/tariffs/${siteId}/${siteId}/`]: noTariffs,
    [`/api/user/site/logo/${siteId}`]: logo ?? NO_CONTENT,
  };
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const path = url.split('?')[0] ?? url;
    const answer = answers[path];
    if (answer === NO_CONTENT) return new Response(null, { status: 204 });
    if (answer instanceof Uint8Array) {
      return new Response(new Blob([answer as Uint8Array<ArrayBuffer>]), {
        status: 200,
        headers: { 'content-type': 'image/png' },
      });
    }
    return path in answers
      ? new Response(JSON.stringify(answers[path]), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      : new Response(JSON.stringify({ message: 'not here' }), { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

export const buildingPath = `/predict/${siteId}/${buildingId}/diagnose`;

/**
 * Renders the building diagnose on the "server" (for the device `device` says), then takes it
 * over as the browser does.
 */
export async function renderAndTakeOver(
  api: ReturnType<typeof diagnoseApi>,
  inTheBrowser: () => void = () => undefined,
  waitFor: (root: HTMLElement) => Element | undefined = () => undefined,
  device: DeviceHints = {},
) {
  const screen = await renderedFirstScreen({
    url: buildingPath,
    config: signedIn,
    fetch: api.fetch,
    device,
  });
  if (!screen) throw new Error('the diagnose was not rendered');
  window.history.replaceState(null, '', buildingPath);
  const root = pageOf(screen);
  const rating = [...root.querySelectorAll('*')].find((node) => node.textContent === 'EPC Band D');
  expect(rating).toBeTruthy();
  // The calls the page did not answer never come back here; `browserAsked` lists them.
  const browserAsked: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    browserAsked.push(String(input));
    return new Promise<never>(() => undefined);
  });
  const serverText = shownText(root);
  inTheBrowser();
  const taken = await takeOver(root, signedIn, waitFor(root) ?? rating);
  mounted.push(taken.mounted);
  return { root, rating, serverText, mismatches: taken.mismatches, browserAsked };
}

/** What renderAndTakeOver mounted, for cleanUpTakeOvers. */
const mounted: { unmount: () => void }[] = [];

/**
 * For a file whose tests render and take screens over: hydrateRoot runs under act(), as Testing
 * Library's render does, and after each test what was mounted is unmounted and the page, the
 * address, the stubbed globals and the browser's storage are emptied. Call once, at the top.
 */
export function cleanUpTakeOvers(): void {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  afterEach(() => {
    for (const root of mounted.splice(0)) root.unmount();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });
}
