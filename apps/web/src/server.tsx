/**
 * The server's render of a page's first screen (docs/adr/0019, step 2). apps/server imports the
 * build of this module (`npm run build` writes it to dist-server/, never served) and calls
 * `renderFirstScreen` for a document request: it fetches the screen's first answers through the
 * API with the caller's own session, and renders the same App the browser runs, so the page's
 * first paint is the screen itself and the browser hydrates it (start.tsx).
 */
import { createApiClient, routeKey, type CachedRouteName } from '@wattwise/api';
import { isRouteName, matchRoute, requiresAuth, type RouteName } from '@wattwise/domain/routes';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { unstable_serialize } from 'swr';
import { App, preloadFirstScreen } from './app/App';
import {
  answerCache,
  firstAnswersElement,
  PRELOADS_ID,
  RENDERED_ATTRIBUTE,
  type FirstAnswers,
} from './platform/api/firstAnswers';
import { readRuntimeConfig } from './platform/config/runtimeConfig';

/** A call a screen makes on its first render, with the input its hook passes. */
interface FirstCall {
  name: CachedRouteName;
  input: object;
}

/**
 * The screens the server renders, and the calls whose answers they show first. Each list must
 * match what the screen's hooks ask for on their first render (the same route and input), or the
 * browser's first render differs from the server's and React renders the screen again.
 */
const FIRST_CALLS: Partial<Record<RouteName, (search: URLSearchParams) => FirstCall[]>> = {
  // features/home/useHome.ts
  home: (search) => [
    { name: 'user.site.list', input: {} },
    {
      name: 'buildingdata.buildingTypes',
      input: { query: { hidden: search.get('hiddenBuildingTypes') === 'true' } },
    },
  ],
};

export interface RenderRequest {
  /** The requested address: path and query. */
  url: string;
  /** The runtime config the page carries (window.__WATTWISE_CONFIG__). */
  config: unknown;
  /** Calls the API as the requesting browser (its session), inside the server. */
  fetch: typeof globalThis.fetch;
}

export interface RenderedScreen {
  /** The markup of #root's children. */
  html: string;
  /** The attribute that marks #root as rendered (start.tsx hydrates it). */
  rootAttribute: string;
  /** The JSON element of the first answers, to put after #root. */
  answersElement: string;
  /** The id of the template into which the page's preload links go (main.tsx adds them after the first paint). */
  preloadsId: string;
}

/** Renders the first screen of `url`, or null when the server does not render that screen. */
export async function renderFirstScreen(request: RenderRequest): Promise<RenderedScreen | null> {
  const config = readRuntimeConfig(request.config);
  const address = new URL(request.url, 'http://page.invalid');
  const { route } = matchRoute(address.pathname);
  if (!isRouteName(route.name)) return null;
  const calls = FIRST_CALLS[route.name];
  // A signed-out visitor of a signed-in screen is sent to sign in by the browser.
  if (!calls || (requiresAuth(address.pathname) && !config.signedIn)) return null;

  const client = createApiClient({ fetch: request.fetch });
  const call = client.call as (
    name: CachedRouteName,
    input: object,
  ) => ReturnType<typeof client.call>;
  const [answers] = await Promise.all([
    Promise.all(
      calls(address.searchParams).map(async ({ name, input }) => {
        const result = await call(name, input);
        // An error is left to the browser, which asks again and shows the screen's error state.
        return result.ok
          ? ([unstable_serialize(routeKey(name, input)), result.data] as const)
          : null;
      }),
    ),
    preloadFirstScreen(address.pathname),
  ]);
  const firstAnswers: FirstAnswers = answers.filter((answer) => answer !== null);
  const html = renderToString(
    <StrictMode>
      <App
        config={config}
        cache={answerCache(firstAnswers)}
        location={`${address.pathname}${address.search}`}
      />
    </StrictMode>,
  );
  return {
    html,
    rootAttribute: RENDERED_ATTRIBUTE,
    answersElement: firstAnswersElement(firstAnswers),
    preloadsId: PRELOADS_ID,
  };
}
