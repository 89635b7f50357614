import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { RuntimeConfigProvider } from '../platform/config/RuntimeConfigContext';
import type { RuntimeConfig } from '../platform/config/runtimeConfig';
import { nextTask, preloadable } from './preloadable';
import { ScreenLoading } from './ScreenLoading';

const RoutesWithSignIn = preloadable(() => import('./RoutesWithSignIn'));

/**
 * Loads the code the first address shows (sign-in, its layout, its screen) before the first
 * render; the server's modulepreload links have them on the way already. The app renders after,
 * whether or not they loaded: a chunk that failed to load is tried again when it is rendered.
 */
export async function preloadFirstScreen(pathname: string): Promise<void> {
  await RoutesWithSignIn.preload();
  await nextTask();
  const { preloadRoute } = await import('./RoutesWithSignIn');
  await preloadRoute(pathname);
}

/** The web app: runtime config, router, then sign-in and the route tree (loaded at once). */
export function App({ config }: { config: RuntimeConfig }) {
  return (
    <RuntimeConfigProvider config={config}>
      <BrowserRouter>
        <Suspense fallback={<ScreenLoading />}>
          <RoutesWithSignIn signedIn={config.signedIn} returnOrigin={config.returnOrigin} />
        </Suspense>
      </BrowserRouter>
    </RuntimeConfigProvider>
  );
}
