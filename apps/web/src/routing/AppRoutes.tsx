import {
  NOT_FOUND_ROUTE,
  ROUTES,
  requiresAuth,
  resolveRedirect,
  type RouteDefinition,
} from '@wattwise/domain';
import { lazy } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RequireAuth } from '../auth/RequireAuth';
import { SignUpRedirect } from '../auth/SignUpRedirect';

// Every screen is its own chunk, so the first page carries no screen it does not show.
const HomePage = lazy(() => import('../home/HomePage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const ScreenPlaceholder = lazy(() => import('../pages/ScreenPlaceholder'));
const SiteRedirect = lazy(() => import('./SiteRedirect'));
const registration = () => import('../features/registration/RegistrationScreens');
const SiteRegistrationScreen = lazy(() =>
  registration().then((m) => ({ default: m.SiteRegistrationScreen })),
);
const AddBuildingScreen = lazy(() =>
  registration().then((m) => ({ default: m.AddBuildingScreen })),
);
const DemoRegistrationScreen = lazy(() =>
  registration().then((m) => ({ default: m.DemoRegistrationScreen })),
);
const NoLoginRegistrationScreen = lazy(() =>
  registration().then((m) => ({ default: m.NoLoginRegistrationScreen })),
);
const AfterRegistrationScreen = lazy(
  () => import('../features/registration/AfterRegistrationScreen'),
);

/** The registration screens by route name (spec shell §2 "Registration wizards"). */
const registrationScreens: Record<string, ReactNode> = {
  'predict-site-registration': <SiteRegistrationScreen />,
  'predict-add-building': <AddBuildingScreen />,
  'predict-registration-demo': <DemoRegistrationScreen />,
  'predict-no-login-site-registration': <NoLoginRegistrationScreen />,
  'predict-after-registration': <AfterRegistrationScreen />,
};

/** Routes whose target depends on the site's buildings (spec shell §2). */
const buildingDependentRoutes = new Set([
  'predict-site',
  'predict-site-diagnose',
  'predict-site-plan',
]);

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

function screenFor(route: RouteDefinition): ReactNode {
  if (route.name === 'home') return <HomePage />;
  if (route.name === NOT_FOUND_ROUTE.name) return <NotFoundPage />;
  if (route.name in registrationScreens) return registrationScreens[route.name];
  if (route.redirect === 'signup') return <SignUpRedirect />;
  if (buildingDependentRoutes.has(route.name)) {
    return (
      <SiteRedirect>
        <ScreenPlaceholder routeName={route.name} />
      </SiteRedirect>
    );
  }
  if (route.redirect) return <AddressRedirect />;
  return <ScreenPlaceholder routeName={route.name} />;
}

/** The route tree of packages/domain as React Router routes. */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route
          key={route.name}
          path={route.path}
          element={<AuthGate>{screenFor(route)}</AuthGate>}
        />
      ))}
    </Routes>
  );
}
