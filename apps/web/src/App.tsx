import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider';
import { RuntimeConfigProvider } from './config/RuntimeConfigContext';
import type { RuntimeConfig } from './config/runtimeConfig';
import { AppRoutes } from './routing/AppRoutes';

function ScreenLoading() {
  return (
    <main className="page page--centred" aria-busy="true">
      <p role="status">Loading…</p>
    </main>
  );
}

/** The web app: runtime config, router, sign-in, then the route tree. */
export function App({ config }: { config: RuntimeConfig }) {
  return (
    <RuntimeConfigProvider config={config}>
      <BrowserRouter>
        <AuthProvider auth={config.auth}>
          <Suspense fallback={<ScreenLoading />}>
            <AppRoutes />
          </Suspense>
        </AuthProvider>
      </BrowserRouter>
    </RuntimeConfigProvider>
  );
}
