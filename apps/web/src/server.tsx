/**
 * The server's render of a page's first screen (docs/adr/0019, step 2). apps/server imports the
 * build of this module (`npm run build` writes it to dist-server/, never served) and calls
 * `renderFirstScreen` for a document request: it fetches the screen's first answers through the
 * API with the caller's own session, and renders the same App the browser runs, so the page's
 * first paint is the screen itself and the browser hydrates it (start.tsx).
 */
import {
  createApiClient,
  routeKey,
  type CachedRouteName,
  type Scenario,
  type SpatialNode,
} from '@wattwise/api';
import { DEFAULT_SCHEME, isPhoneRequest, type DeviceHints } from '@wattwise/domain';
import {
  isRouteName,
  matchRoute,
  redirectDependsOnBuildings,
  requiresAuth,
  resolveRedirect,
  type RouteName,
  type RouteParams,
} from '@wattwise/domain/routes';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { unstable_serialize } from 'swr';
import { App, preloadFirstScreen } from './app/App';
import {
  firstAnswersElement,
  PHONE_RENDER,
  PRELOADS_ID,
  RENDERED_ATTRIBUTE,
  type FirstAnswers,
} from './platform/api/firstAnswers';
import { answerCache } from './platform/api/answerCache';
import { readRuntimeConfig } from './platform/config/runtimeConfig';
import { siteBuildingIds } from './features/site/useSiteShell';
import { planSelection } from './features/predict-improvement/useImprovementPlan';

/** A call a screen makes on its first render, with the input its hook passes. */
interface FirstCall {
  name: CachedRouteName;
  input: object;
}

/** A first call's answer, under the key its hook reads it by. */
interface Answer {
  name: CachedRouteName;
  key: ReturnType<typeof routeKey>;
  data: unknown;
}

/**
 * The screens the server renders, and the calls whose answers they show first. Each list must
 * match what the screen's hooks ask for on their first render (the same route and input), or the
 * browser's first render differs from the server's and React renders the screen again.
 */
const FIRST_CALLS: Partial<
  Record<RouteName, (params: RouteParams, search: URLSearchParams) => FirstCall[] | null>
> = {
  // features/site/useHome.ts; the header's profile logo (platform/account/ProfileLogo.tsx)
  home: (_params, search) => [
    { name: 'user.site.list', input: {} },
    {
      name: 'buildingdata.buildingTypes',
      input: { query: { hidden: search.get('hiddenBuildingTypes') === 'true' } },
    },
    { name: 'user.profileLogo.get', input: {} },
  ],
  'predict-site-diagnose': (params) => predictDiagnose(params),
  // With editing=true the address shows the building's parameters: the browser renders those.
  'predict-building-diagnose': (params, search) =>
    search.get('editing') === 'true' ? null : predictDiagnose(params),
  // The public map asks for nothing until the visitor searches: its first screen is the search,
  // the legend and the offline base map drawn as SVG (maps' StaticBaseMap; docs/adr/0026).
  'predict-energy-map': () => [],
  // features/predict-improvement/useImprovementPlan.ts: the building's scenarios (a site's plan
  // asks for a building, or goes to its only one).
  'predict-site-plan': (params) => siteShell(params),
  'predict-building-plan': (params) => [
    ...siteShell(params),
    { name: 'predict.improvement.list', input: planListInput(params) },
  ],
};

/** The plan's list call (usePredictImprovementList's input). */
function planListInput({ siteId = '', buildingId = '' }: RouteParams) {
  return { params: { siteId, path: buildingId } };
}

/**
 * Calls that need a first answer: home's site cards each ask for their site's logo
 * (features/site/SiteCardWithLogo.tsx). A logo that is absent goes into the page as null, so a
 * home whose sites have no logo makes no call after its first paint: a call would load the
 * contract's schemas (zod, 28 KB gzip) for an image the page does not show.
 */
const FOLLOW_UP_CALLS: Partial<
  Record<RouteName, (answered: readonly Answer[], params: RouteParams) => FirstCall[]>
> = {
  home: (answered) => {
    const sites = answered.find((answer) => answer.name === 'user.site.list')?.data;
    return (Array.isArray(sites) ? (sites as { siteId: string }[]) : []).map(({ siteId }) => ({
      name: 'user.site.logo.get',
      input: { params: { siteId } },
    }));
  },
  // The plan's results of its first selection (useImprovementPlan derives it from the list), so
  // that the results panel is painted with the list instead of arriving after it.
  'predict-building-plan': (answered, params) => {
    const list = answered.find((answer) => answer.name === 'predict.improvement.list')?.data as
      { scenarios: Scenario[] } | undefined;
    const selected = list ? planSelection(list.scenarios) : [];
    if (selected.length === 0) return [];
    return [
      {
        name: 'predict.improvement.potential',
        input: { ...planListInput(params), query: { selectedScenarios: selected.join(';') } },
      },
    ];
  },
};

/** The site shell's (features/site/useSiteShell.ts, SiteShell.tsx): the tree, the sites, the logo. */
function siteShell({ siteId = '' }: RouteParams): FirstCall[] {
  return [
    { name: 'spatial.tree', input: { params: { siteId } } },
    { name: 'user.site.stubs', input: {} },
    { name: 'user.site.logo.get', input: { params: { siteId } } },
  ];
}

/**
 * A Predict diagnose screen's: the site shell's (features/site/useSiteShell.ts: the tree
 * and the user's sites; SiteShell.tsx: the site's logo), then the screen's own
 * (features/diagnose/useDiagnose.ts: the schemes, the diagnosis with the default schemes, the
 * tariffs).
 */
function predictDiagnose({ siteId = '', buildingId }: RouteParams): FirstCall[] {
  return [
    ...siteShell({ siteId }),
    { name: 'diagnose.schemes', input: {} },
    {
      name: 'diagnose',
      input: {
        params: { product: 'predict', siteId, ...(buildingId ? { buildingId } : {}) },
        query: { diagnoseMetric: DEFAULT_SCHEME, potentialMetric: DEFAULT_SCHEME },
      },
    },
    { name: 'tariffs', input: { params: { siteId, optional: buildingId ?? siteId } } },
  ];
}

export interface RenderRequest {
  /** The requested address: path and query. */
  url: string;
  /** The request's device hints: a page for a phone leaves out what a phone hides (PhoneRender.tsx). */
  device?: DeviceHints;
  /** The runtime config the page carries (window.__WATTWISE_CONFIG__). */
  config: unknown;
  /** Calls the API as the requesting browser (its session), inside the server. */
  fetch: typeof globalThis.fetch;
}

/** The address to send the browser on to instead (a one-building site's diagnose is its building's). */
export interface RedirectedScreen {
  /** A path on this site, with the request's query. */
  redirect: string;
}

export interface RenderedScreen {
  /** The markup of #root's children. */
  html: string;
  /** The attribute that marks #root as rendered (start.tsx hydrates it). */
  rootAttribute: string;
  /** Its value: PHONE_RENDER when the screen was rendered for a phone, else ''. */
  rootValue: string;
  /** The JSON element of the first answers, to put after #root. */
  answersElement: string;
  /** The id of the template into which the page's preload links go (main.tsx adds them after the first paint). */
  preloadsId: string;
}

/** How renderToString marks a Suspense boundary whose content suspended (the browser renders it). */
const SUSPENDED_BOUNDARY = '<!--$!-->';

/** How many times a render that suspended is tried again, once its lazy parts have had time to load. */
const LAZY_RETRIES = 5;

/**
 * Renders the first screen of `url`; or says where the browser goes instead, for a redirect that
 * depends on the site's buildings; or null when the server does not render that screen.
 */
export async function renderFirstScreen(
  request: RenderRequest,
): Promise<RenderedScreen | RedirectedScreen | null> {
  const config = readRuntimeConfig(request.config);
  const address = new URL(request.url, 'http://page.invalid');
  const { route, params } = matchRoute(address.pathname);
  if (!isRouteName(route.name)) return null;
  const calls = FIRST_CALLS[route.name]?.(params, address.searchParams);
  // A signed-out visitor of a signed-in screen is sent to sign in by the browser.
  if (!calls || (requiresAuth(address.pathname) && !config.signedIn)) return null;

  const phone = isPhoneRequest(request.device ?? {});
  const client = createApiClient({ fetch: request.fetch });
  const call = client.call as (
    name: CachedRouteName,
    input: object,
  ) => ReturnType<typeof client.call>;
  const ask = (list: readonly FirstCall[]) =>
    Promise.all(
      list.map(async ({ name, input }): Promise<Answer | null> => {
        const result = await call(name, input);
        // An error is left to the browser, which asks again and shows the screen's error state.
        return result.ok ? { name, key: routeKey(name, input), data: result.data } : null;
      }),
    ).then((answers) => answers.filter((answer) => answer !== null));
  const [first] = await Promise.all([ask(calls), preloadFirstScreen(address.pathname)]);
  const answered = [...first, ...(await ask(FOLLOW_UP_CALLS[route.name]?.(first, params) ?? []))];

  // A one-building site's diagnose is its building's (SiteRedirect): the server sends the browser
  // there, as the browser's router would at once. Without the tree, the browser decides.
  if (redirectDependsOnBuildings(address.pathname)) {
    const tree = answered.find((answer) => answer.name === 'spatial.tree')?.data as
      SpatialNode[] | undefined;
    if (!tree) return null;
    const target = resolveRedirect(address.pathname, { buildingIds: siteBuildingIds(tree) });
    if (target?.kind === 'path' && target.path !== address.pathname) {
      return { redirect: `${target.path}${address.search}` };
    }
  }

  // An image (a logo) does not travel as JSON: the browser fetches it. Its absence (null, the
  // client's reading of a 204) does, so a site without a logo makes no call after the first paint.
  const firstAnswers: FirstAnswers = answered
    .filter(({ data }) => !(data instanceof Blob))
    .map(({ key, data }) => [unstable_serialize(key), data] as const);
  const render = () =>
    renderToString(
      <StrictMode>
        <App
          config={config}
          cache={answerCache(firstAnswers)}
          location={`${address.pathname}${address.search}`}
          phone={phone}
        />
      </StrictMode>,
    );
  let html = render();
  // A part of a screen loaded lazily (React.lazy) suspends the first time this process renders
  // it, and the markup holds an empty boundary in its place. React keeps the component once its
  // import settles: a later render draws it. (The screens rendered here load what their first
  // screen shows with them, as the diagnose's charts do, so that the browser finds it too.)
  for (let retry = 0; retry < LAZY_RETRIES && html.includes(SUSPENDED_BOUNDARY); retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    html = render();
  }
  return {
    html,
    rootAttribute: RENDERED_ATTRIBUTE,
    rootValue: phone ? PHONE_RENDER : '',
    answersElement: firstAnswersElement(firstAnswers),
    preloadsId: PRELOADS_ID,
  };
}
