import { diagnoseMessages } from '@wattwise/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { developmentConfig } from './platform/config/runtimeConfig';
import { renderFirstScreen } from './server';
import { diagnosis } from './testing/diagnosis';
import {
  isHydrated,
  pageOf,
  renderedFirstScreen,
  shownText,
  takeOver,
} from './testing/renderedFirstScreen';

const signedIn = { ...developmentConfig, signedIn: true };
const siteId = '00000000-0000-4000-8000-000000000001';
const buildingId = 'b-1';

const building = (path: string, name: string) => ({ name, path, type: 'BUILDING', children: [] });

/** The API as the server's render sees it, for a paid site with `buildings`; and the paths asked. */
function diagnoseApi(buildings: ReturnType<typeof building>[]) {
  const answers: Record<string, unknown> = {
    [`/api/spatialstructure/${siteId}`]: buildings,
    '/api/user/site/stubs': [
      {
        id: siteId,
        name: 'Camden Works',
        product: 'PREDICT',
        paid: true,
        permissions: ['OWNER'],
        summaryData: null,
      },
    ],
    '/api/diagnose/schemes': [{ key: 'CIBSE', label: 'CIBSE', source: 'CIBSE TM46' }],
    [`/api/predict/diagnose/${siteId}/${buildingId}`]: diagnosis(),
    [`/api/predict/diagnose/${siteId}`]: diagnosis(),
    [`/api/tariffs/${siteId}/${buildingId}/`]: null,
    [`/api/tariffs/${siteId}/${siteId}/`]: null,
  };
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const path = url.split('?')[0] ?? url;
    return path in answers
      ? new Response(JSON.stringify(answers[path]), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      : new Response(JSON.stringify({ message: 'not here' }), { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

// hydrateRoot is driven with act() (takeOver), as Testing Library's render is.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: { unmount: () => void } | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

const buildingPath = `/predict/${siteId}/${buildingId}/diagnose`;

describe("the server's render of a Predict diagnose", { timeout: 30_000 }, () => {
  it("sends a one-building site's diagnose on to its building's, keeping the query", async () => {
    const api = diagnoseApi([building(buildingId, 'Main Building')]);
    const result = await renderFirstScreen({
      url: `/predict/${siteId}/diagnose?from=home`,
      config: signedIn,
      fetch: api.fetch,
    });
    expect(result).toEqual({ redirect: `${buildingPath}?from=home` });
  });

  it('renders the site diagnose of a site with more buildings', async () => {
    const api = diagnoseApi([building(buildingId, 'Main Building'), building('b-2', 'Annexe')]);
    const screen = await renderedFirstScreen({
      url: `/predict/${siteId}/diagnose`,
      config: signedIn,
      fetch: api.fetch,
    });
    expect(screen?.html).toContain('Site diagnose');
    expect(screen?.html).toContain('EPC Band D');
  });

  it("renders a building's diagnose whole, its charts included, from the five first calls", async () => {
    const api = diagnoseApi([building(buildingId, 'Main Building')]);
    const screen = await renderedFirstScreen({
      url: buildingPath,
      config: signedIn,
      fetch: api.fetch,
    });
    expect(api.asked.map((url) => url.split('?')[0]).sort()).toEqual(
      [
        `/api/spatialstructure/${siteId}`,
        '/api/user/site/stubs',
        '/api/diagnose/schemes',
        `/api/predict/diagnose/${siteId}/${buildingId}`,
        `/api/tariffs/${siteId}/${buildingId}/`,
      ].sort(),
    );
    expect(screen?.html).toContain('Building diagnose');
    expect(screen?.html).toContain(diagnoseMessages.yourRating);
    expect(screen?.html).toContain('EPC Band D');
    expect(screen?.html).toContain('Annual energy cost');
    // No part left for the browser: the lazily loaded charts are drawn too.
    expect(screen?.html).not.toContain('<!--$!-->');
    expect(screen?.html).toContain('<svg');
  });

  it('leaves the building parameters (editing=true) to the browser', async () => {
    const api = diagnoseApi([building(buildingId, 'Main Building')]);
    expect(
      await renderFirstScreen({
        url: `${buildingPath}?editing=true`,
        config: signedIn,
        fetch: api.fetch,
      }),
    ).toBeNull();
    expect(api.asked).toEqual([]);
  });

  it("is taken over by the browser's first render as it is: no mismatch, nothing changed", async () => {
    const api = diagnoseApi([building(buildingId, 'Main Building')]);
    const screen = await renderedFirstScreen({
      url: buildingPath,
      config: signedIn,
      fetch: api.fetch,
    });
    if (!screen) throw new Error('the diagnose was not rendered');
    window.history.replaceState(null, '', buildingPath);
    const root = pageOf(screen);
    const rating = [...root.querySelectorAll('*')].find(
      (node) => node.textContent === 'EPC Band D',
    );
    expect(rating).toBeTruthy();
    // The calls the page did not answer (logos, the profile) never come back here.
    vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
    const serverText = shownText(root);
    const taken = await takeOver(root, signedIn, rating);
    mounted = taken.mounted;
    const { mismatches } = taken;

    expect(mismatches).toEqual([]);
    expect(isHydrated(rating)).toBe(true);
    expect(root.contains(rating ?? null)).toBe(true);
    expect(shownText(root)).toBe(serverText);
  });
});
