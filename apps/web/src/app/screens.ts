import type { RouteName } from '@wattwise/domain/routes';
import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from './preloadable';

/**
 * Where a screen sits: 'page' is full screen without navigation (home, registration, the simple
 * and public routes, not-found); 'shell' is inside the Predict or Optimise AppShell; 'redirect'
 * routes only send the visitor on (resolveRedirect in packages/domain).
 */
export type ScreenLayout = 'page' | 'shell' | 'redirect';

export interface ScreenEntry {
  layout: ScreenLayout;
  /** The lazily loaded screen; every screen is its own chunk. */
  Screen?: Preloadable<object>;
}

type Loader = () => Promise<{ default: ComponentType }>;
const page = (load: Loader): ScreenEntry => ({ layout: 'page', Screen: preloadable(load) });
const shell = (load: Loader): ScreenEntry => ({ layout: 'shell', Screen: preloadable(load) });
const redirect: ScreenEntry = { layout: 'redirect' };

const diagnose = () => import('../features/diagnose/DiagnoseScreen');
const registration = () => import('../features/registration/RegistrationScreens');

// A shell screen whose content is not built yet shows an empty body that names it.
const namedShell = () => import('./NamedShellScreen');
const improvementPlan = () => import('../features/predict-improvement/ImprovementPlanScreen');
const events = () => import('../features/data/EventsScreen');
const validate = () => import('../features/diagnose/ValidateScreen');
const optimiseOverview = () => import('../features/optimise-overview/OptimiseOverviewScreen');
const optimiseDiagnose = () => diagnose().then((m) => ({ default: m.OptimiseDiagnoseScreen }));
const optimiseImprovement = () => import('../features/optimise-scenario/OptimiseImprovementScreen');
const optimiseScenarios = () => import('../features/optimise-scenario/OptimiseScenariosScreen');

/**
 * Every route of packages/domain and the screen it shows. Adding a screen is one line here;
 * TypeScript refuses a route without a screen, or a screen for a route that does not exist.
 */
export const SCREENS: Readonly<Record<RouteName, ScreenEntry>> = {
  home: page(() => import('../features/site/HomeScreen')),
  'not-found': page(() => import('./NotFoundScreen')),
  methodology: page(() => import('../features/methodology/MethodologyScreen')),
  terms: page(() => import('../features/terms/TermsScreen')),
  estate: page(() => import('../features/estate/EstateScreen')),
  'predict-site-registration': page(() =>
    registration().then((m) => ({ default: m.SiteRegistrationScreen })),
  ),
  'predict-no-login-site-registration': page(() =>
    registration().then((m) => ({ default: m.NoLoginRegistrationScreen })),
  ),
  'predict-registration-demo': page(() =>
    registration().then((m) => ({ default: m.DemoRegistrationScreen })),
  ),
  'predict-simple-diagnose': page(() => import('../features/diagnose/SimpleDiagnoseScreen')),
  'predict-simple-plan': page(() => import('../features/predict-improvement/SimplePlanScreen')),
  'predict-energy-map': page(() => import('../features/map/EnergyMapScreen')),
  'predict-add-building': page(() =>
    registration().then((m) => ({ default: m.AddBuildingScreen })),
  ),
  'predict-after-registration': page(
    () => import('../features/registration/AfterRegistrationScreen'),
  ),
  signup: redirect,
  firsttime: redirect,
  'predict-site': shell(namedShell),
  'predict-site-diagnose': shell(diagnose),
  'predict-site-plan': shell(improvementPlan),
  'predict-site-validate': shell(validate),
  'predict-site-events': shell(events),
  'predict-building': redirect,
  'predict-building-diagnose': shell(() => import('./BuildingDiagnoseScreen')),
  'predict-building-plan': shell(improvementPlan),
  'predict-building-validate': shell(validate),
  'predict-floor-validate': shell(validate),
  'predict-scheduler': shell(() => import('../features/parameter/SchedulesScreen')),
  'predict-space-validate': shell(validate),
  'optimise-site-overview': shell(optimiseOverview),
  'optimise-site-diagnose': shell(optimiseDiagnose),
  'optimise-site-improvement-plan': shell(optimiseImprovement),
  'optimise-site-scenarios': shell(optimiseScenarios),
  'optimise-site-events': shell(events),
  'optimise-building': redirect,
  'optimise-building-overview': shell(optimiseOverview),
  'optimise-building-diagnose': shell(optimiseDiagnose),
  'optimise-building-improvement-plan': shell(optimiseImprovement),
  'optimise-building-scenarios': shell(optimiseScenarios),
  'optimise-block-overview': shell(optimiseOverview),
  'optimise-block-scenarios': shell(optimiseScenarios),
  'optimise-floor-overview': shell(optimiseOverview),
  'optimise-floor-scenarios': shell(optimiseScenarios),
  'optimise-zone-overview': shell(optimiseOverview),
  'optimise-zone-scenarios': shell(optimiseScenarios),
  'optimise-space-overview': shell(optimiseOverview),
  'optimise-space-scenarios': shell(optimiseScenarios),
};
