import {
  isRouteName,
  matchRoute,
  ROUTES,
  requiresAuth,
  resolveRedirect,
  type RouteName,
} from '@wattwise/domain/routes';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RequireAuth } from '../platform/auth/RequireAuth';
import { SignUpRedirect } from '../platform/auth/SignUpRedirect';
import { nextTask, preloadable } from './preloadable';
import { ScreenLoading } from './ScreenLoading';
import { SCREENS, type ScreenLayout } from './screens';

// The layouts carry the design system and the API client: lazy, so the entry chunk stays light.
const PageLayout = preloadable(() => import('./PageLayout'));
const ShellLayout = preloadable(() => import('./ShellLayout'));
const SiteRootRedirect = preloadable(() => import('../features/site/SiteRootRedirect'));

/**
 * Loads the layout and the screen of an address, so that its first render does not suspend; and,
 * unless the page holds the screen's first answers (`answered`), the schemas of its first calls.
 */
export async function preloadRoute(pathname: string, answered = false): Promise<void> {
  const { route } = matchRoute(pathname);
  const name = isRouteName(route.name) ? route.name : 'not-found';
  const { layout, Screen } = SCREENS[name];
  // One module graph at a time, with a task boundary between them: each graph's evaluation is
  // one task, and a phone should get to handle input between the layout's and the screen's.
  if (layout === 'page') await PageLayout.preload();
  if (layout === 'shell') await ShellLayout.preload();
  // The layouts have loaded the API client: a signed-in screen's first calls need their schemas.
  // A page that holds its first answers makes no call until the user acts, or makes one that
  // loads its own group: loading the schemas here would evaluate zod and the contract's entities
  // (a task of 25 to 30 ms, four times that on a phone) for nothing while the page hydrates.
  if ((layout === 'page' || layout === 'shell') && requiresAuth(pathname) && !answered) {
    void import('../platform/api/WithApiClient').then((m) => m.preloadFirstCalls());
  }
  await nextTask();
  if (name === 'predict-site') await SiteRootRedirect.preload();
  await Screen?.preload();
}

/** Redirects that need nothing but the address: afterregistration, firsttime, building roots. */
function AddressRedirect() {
  const location = useLocation();
  const target = resolveRedirect(location.pathname);
  const path = target?.kind === 'path' ? target.path : '/';
  return <Navigate to={{ pathname: path, search: location.search }} replace />;
}

/** Sign-in for routes that need it; never for anonymous routes or demo sites (spec shell §6). */
function AuthGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  return requiresAuth(location.pathname) ? <RequireAuth>{children}</RequireAuth> : <>{children}</>;
}

function redirectFor(name: RouteName): ReactNode {
  if (name === 'signup') return <SignUpRedirect />;
  // The site root depends on how many buildings the site has (spec shell §2).
  if (name === 'predict-site') return <SiteRootRedirect />;
  return <AddressRedirect />;
}

function routesOf(layout: ScreenLayout) {
  return ROUTES.filter((route) => SCREENS[route.name].layout === layout).map((route) => {
    const { Screen } = SCREENS[route.name];
    return (
      <Route
        key={route.name}
        path={route.path}
        element={Screen ? <Screen /> : <AuthGate>{redirectFor(route.name)}</AuthGate>}
      />
    );
  });
}

/** The route tree of packages/domain, each route showing its screen from SCREENS. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <AuthGate>
            <Suspense fallback={<ScreenLoading />}>
              <ShellLayout />
            </Suspense>
          </AuthGate>
        }
      >
        {routesOf('shell')}
      </Route>
      <Route
        element={
          <AuthGate>
            <Suspense fallback={<ScreenLoading />}>
              <PageLayout />
            </Suspense>
          </AuthGate>
        }
      >
        {routesOf('page')}
      </Route>
      {routesOf('redirect')}
    </Routes>
  );
}
