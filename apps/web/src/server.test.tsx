import { homeMessages } from '@wattwise/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_ANSWERS_ID,
  readFirstAnswers,
  RENDERED_ATTRIBUTE,
} from './platform/api/firstAnswers';
import { developmentConfig } from './platform/config/runtimeConfig';
import {
  isHydrated,
  pageOf,
  renderedFirstScreen,
  shownText,
  takeOver,
} from './testing/renderedFirstScreen';
import { siteSummary as site } from './testing/siteSummary';

const signedIn = { ...developmentConfig, signedIn: true };

/** The API as the server's render sees it: answers by path, and the paths it asked for. */
function serverApi(answers: Record<string, { status: number; body: unknown }>) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const answer = answers[url.split('?')[0] ?? url] ?? { status: 404, body: {} };
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

/** Home's answers: the sites, the building types, and no logo (204) for the user or a site. */
const homeAnswers = (sites: ReturnType<typeof site>[]) => ({
  '/api/user/site/list': { status: 200, body: sites },
  '/api/buildingdata/get-building-types': { status: 200, body: { OFFICE: 'Office' } },
  '/api/user/profileLogo': { status: 204, body: null },
  ...Object.fromEntries(
    sites.map(({ siteId }) => [`/api/user/site/logo/${siteId}`, { status: 204, body: null }]),
  ),
});

// hydrateRoot is driven with act(), as Testing Library's render is.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: { unmount: () => void } | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  document.body.innerHTML = '';
});

describe("the server's render of a first screen", { timeout: 30_000 }, () => {
  it("renders the signed-in home with the user's sites and puts their answers in the page", async () => {
    const api = serverApi(homeAnswers([site(1, { buildingName: 'Camden Works', paid: false })]));
    const screen = await renderedFirstScreen({ url: '/', config: signedIn, fetch: api.fetch });

    // The logos too (the user's, then each site's once the list is known): their absence goes
    // into the page, so that the browser makes no call, and loads no schemas, after its paint.
    // The first calls go out together, so they may finish in any order; a site's logo can only
    // be asked once the list is known.
    expect([...api.asked].sort()).toEqual(
      [
        '/api/user/site/list',
        '/api/buildingdata/get-building-types?hidden=false',
        '/api/user/profileLogo',
        `/api/user/site/logo/${site(1).siteId}`,
      ].sort(),
    );
    expect(api.asked.indexOf(`/api/user/site/logo/${site(1).siteId}`)).toBeGreaterThan(
      api.asked.indexOf('/api/user/site/list'),
    );
    expect(screen?.answersElement).toContain('user.profileLogo.get');
    expect(screen?.answersElement).toContain('user.site.logo.get');
    expect(screen?.html).toContain('Camden Works');
    expect(screen?.html).toContain('Free Trial');
    expect(screen?.html).not.toContain(homeMessages.loading);
    expect(screen?.answersElement).toContain(`id="${FIRST_ANSWERS_ID}"`);
    expect(screen?.answersElement).toContain('Camden Works');
  });

  it('keeps a name with markup from ending the answers element', async () => {
    const name = '</script><script>alert(1)</script>';
    const api = serverApi(homeAnswers([site(1, { buildingName: name })]));
    const screen = await renderedFirstScreen({ url: '/', config: signedIn, fetch: api.fetch });
    expect(screen?.answersElement.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = screen?.answersElement ?? '';
    expect(JSON.stringify(readFirstAnswers(document))).toContain(name);
  });

  it('leaves a failed call to the browser, which asks again and shows its state', async () => {
    const api = serverApi({
      ...homeAnswers([]),
      '/api/user/site/list': { status: 500, body: { message: 'down' } },
    });
    const screen = await renderedFirstScreen({ url: '/', config: signedIn, fetch: api.fetch });
    expect(screen?.html).toContain(homeMessages.loading);
    expect(screen?.answersElement).not.toContain('user.site.list');
  });

  it('renders nothing for a signed-out visitor of a signed-in screen, nor for screens it does not render', async () => {
    const api = serverApi(homeAnswers([site(1)]));
    expect(
      await renderedFirstScreen({ url: '/', config: developmentConfig, fetch: api.fetch }),
    ).toBeNull();
    expect(
      await renderedFirstScreen({ url: '/terms', config: signedIn, fetch: api.fetch }),
    ).toBeNull();
    expect(api.asked).toEqual([]);
  });

  it("is taken over by the browser's first render as it is: no node replaced, no mismatch", async () => {
    const api = serverApi(
      homeAnswers([site(1, { buildingName: 'Camden Works' }), site(2, { buildingName: 'Leeds' })]),
    );
    const screen = await renderedFirstScreen({ url: '/', config: signedIn, fetch: api.fetch });
    if (!screen) throw new Error('home was not rendered');
    const root = pageOf(screen);
    const card = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Camden Works');
    expect(card).toBeTruthy();
    // The browser's app asks again in the background (the answers' cache policy); those answers
    // never come here, so what it shows can only be what the page brought.
    vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
    const serverText = shownText(root);
    const taken = await takeOver(root, signedIn, card);
    mounted = taken.mounted;
    const { mismatches } = taken;

    expect(mismatches).toEqual([]);
    // React patches a differing text quietly: nothing the server showed may change.
    expect(shownText(root)).toBe(serverText);
    expect(document.title).toBe('Your sites · WattWise');
    expect(root.hasAttribute(RENDERED_ATTRIBUTE)).toBe(true);
    // The server's node is still the one on screen, now the app's.
    expect(root.contains(card ?? null)).toBe(true);
    expect(isHydrated(card)).toBe(true);
    expect(root.textContent).toContain('Leeds');
  });
});
