import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { PhoneRenderProvider } from '../platform/config/PhoneRender';
import { RuntimeConfigProvider } from '../platform/config/RuntimeConfigContext';
import type { RuntimeConfig } from '../platform/config/runtimeConfig';
import { keepFirstAnswers, type AnswerCache } from '../platform/api/answerCache';
import { nextTask, preloadable } from './preloadable';
import { ScreenLoading } from './ScreenLoading';

const RoutesWithSignIn = preloadable(() => import('./RoutesWithSignIn'));

/**
 * Loads the code the first address shows (sign-in, its layout, its screen) before the first
 * render; the server's modulepreload links have them on the way already. The app renders after,
 * whether or not they loaded: a chunk that failed to load is tried again when it is rendered.
 * The server's render (server.tsx) calls it too, so that it renders the whole screen at once.
 * `answered`: the page holds the first screen's answers (the server rendered it), so the schemas
 * of its first calls are not fetched ahead (preloadRoute).
 */
export async function preloadFirstScreen(pathname: string, answered = false): Promise<void> {
  await RoutesWithSignIn.preload();
  await nextTask();
  const { preloadRoute } = await import('./RoutesWithSignIn');
  await preloadRoute(pathname, answered);
}

/**
 * The web app: runtime config, the answer cache, the router, then sign-in and the route tree.
 * `location` is given on the server only (server.tsx), which renders one address; the browser's
 * router follows the address bar. The cache holds the answers the server put into the page, so
 * the browser's first render shows what the server's did (docs/adr/0019, step 2). `phone`: the
 * server rendered the page for a phone (PhoneRender.tsx).
 */
export function App({
  config,
  cache,
  location,
  phone = false,
}: {
  config: RuntimeConfig;
  cache: AnswerCache;
  location?: string;
  phone?: boolean;
}) {
  const routes: ReactNode = (
    <Suspense fallback={<ScreenLoading />}>
      <RoutesWithSignIn signedIn={config.signedIn} returnOrigin={config.returnOrigin} />
    </Suspense>
  );
  return (
    <RuntimeConfigProvider config={config}>
      <PhoneRenderProvider phone={phone}>
        <SWRConfig value={{ provider: () => cache, use: [keepFirstAnswers(cache)] }}>
          {location === undefined ? (
            <BrowserRouter>{routes}</BrowserRouter>
          ) : (
            <StaticRouter location={location}>{routes}</StaticRouter>
          )}
        </SWRConfig>
      </PhoneRenderProvider>
    </RuntimeConfigProvider>
  );
}
