import { planMessages } from '@wattwise/domain';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  building,
  buildingId,
  cleanUpTakeOvers,
  diagnoseApi,
  signedIn,
  siteId,
} from './testing/diagnoseFirstScreen';
import {
  isHydrated,
  pageOf,
  renderedFirstScreen,
  shownText,
  takeOver,
} from './testing/renderedFirstScreen';
import { developmentConfig } from './platform/config/runtimeConfig';

cleanUpTakeOvers();

const planPath = `/predict/${siteId}/${buildingId}/improvement-plan`;

const scenario = (id: string, title: string, saving: number, toggled: boolean) => ({
  id,
  title,
  description: `${title} for this building.`,
  scenarioType: 'FABRIC',
  appliesTo: [buildingId],
  indicators: [
    { value: saving, unit: 'GBP', text: 'saved per year', variant: 'POSITIVE', isCurrency: true },
  ],
  mutuallyExclusiveWith: [],
  exclusive: false,
  toggleable: true,
  customisable: true,
  toggled,
});

/** The site's API with its plan: two scenarios toggled, one not, and the results of the two. */
function planApi() {
  const site = diagnoseApi([building(buildingId, 'Main Building')]);
  const list = {
    scenarios: [
      scenario('led', 'LED lighting', 1200, true),
      scenario('loft', 'Loft insulation', 800, true),
      scenario('heat-pump', 'Air source heat pump', 3000, false),
    ],
    scenarioIds: { C: ['led', 'loft'] },
    currentEPC: 'D',
  };
  const results = {
    totalSavings: { value: 2000, currencyCode: 'GBP', percentage: 20 },
    currentEpcRating: 'D',
    potentialEpcRating: 'C',
    kpis: [],
  };
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    const path = url.split('?')[0];
    if (path === `/api/predict/improvement/list/${siteId}/${buildingId}`) {
      asked.push(url);
      return Response.json(list);
    }
    if (path === `/api/predict/improvement/potential/${siteId}/${buildingId}`) {
      asked.push(url);
      return Response.json(results);
    }
    return site.fetch(input);
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

describe("the server's render of a Predict improvement plan", { timeout: 60_000 }, () => {
  it('paints the scenarios and the results of the toggled ones, under a Scenarios heading', async () => {
    const api = planApi();
    const screen = await renderedFirstScreen({ url: planPath, config: signedIn, fetch: api.fetch });

    expect(decodeURIComponent(api.asked.join(' '))).toContain('selectedScenarios=led;loft');
    const root = pageOf(screen!);
    const headings = [...root.querySelectorAll('h1, h2, h3')].map(
      (h) => `${h.tagName} ${h.textContent}`,
    );
    // Heading order (axe, Lighthouse): the cards' h3 sit under a section's h2, not the page's h1.
    expect(headings.slice(0, 5)).toEqual([
      'H1 Improvement plan',
      'H2 Scenarios',
      'H3 LED lighting',
      'H3 Loft insulation',
      'H3 Air source heat pump',
    ]);
    expect(headings).toContain(`H2 ${planMessages.results}`);
    expect(root.querySelector('[role="switch"], input[role="switch"]')).not.toBeNull();
    expect(shownText(root)).toContain('£2,000');
    // Nothing left for the browser to load and draw: the results' chart is drawn too.
    expect(shownText(root)).not.toContain(planMessages.loadingData);
    expect(screen?.html).not.toContain('<!--$!-->');
  });

  it("is taken over by the browser's first render as it is, asking nothing again", async () => {
    const screen = await renderedFirstScreen({
      url: planPath,
      config: signedIn,
      fetch: planApi().fetch,
    });
    window.history.replaceState(null, '', planPath);
    const root = pageOf(screen!);
    const card = root.querySelector('article[aria-label="LED lighting"]') ?? undefined;
    const browserAsked: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      browserAsked.push(String(input));
      return new Promise<never>(() => undefined);
    });
    const serverText = shownText(root);
    const { mounted, mismatches } = await takeOver(root, signedIn, card);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));

    expect(mismatches).toEqual([]);
    expect(isHydrated(card)).toBe(true);
    expect(shownText(root)).toBe(serverText);
    expect(browserAsked.filter((url) => url.includes('/improvement/'))).toEqual([]);
    mounted.unmount();
  });
});

describe("the server's render of the public energy saving map", { timeout: 60_000 }, () => {
  it('paints the search, the legend and the base map as SVG for a visitor without an account', async () => {
    const screen = await renderedFirstScreen({
      url: '/predict/energysavingmap',
      config: developmentConfig,
      fetch: (() => Promise.reject(new Error('no call expected'))) as typeof globalThis.fetch,
    });
    const root = pageOf(screen!);

    expect(root.querySelector('h1')?.textContent).toBe('Energy saving map');
    expect(shownText(root)).toContain('Search for an address or postcode');
    expect(shownText(root)).toContain('to start your energy saving journey');
    expect(root.querySelector('[aria-label="Map legend"]')).not.toBeNull();
    const land = root.querySelector('[data-static-map] path');
    expect(land?.getAttribute('d')?.length).toBeGreaterThan(1000);
    // MapLibre starts in the browser, after the first paint.
    expect(root.querySelector('.maplibregl-map')).toBeNull();
  });
});
