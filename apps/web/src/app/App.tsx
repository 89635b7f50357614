import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { RuntimeConfigProvider } from '../platform/config/RuntimeConfigContext';
import type { RuntimeConfig } from '../platform/config/runtimeConfig';
import { ScreenLoading } from './ScreenLoading';

const RoutesWithSignIn = lazy(() => import('./RoutesWithSignIn'));

/** The web app: runtime config, router, then sign-in and the route tree (loaded at once). */
export function App({ config }: { config: RuntimeConfig }) {
  return (
    <RuntimeConfigProvider config={config}>
      <BrowserRouter>
        <Suspense fallback={<ScreenLoading />}>
          <RoutesWithSignIn auth={config.auth} />
        </Suspense>
      </BrowserRouter>
    </RuntimeConfigProvider>
  );
}
