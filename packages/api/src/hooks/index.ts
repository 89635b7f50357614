export * from './ApiClientProvider';
export * from './createRouteHook';
export * from './swrPolicy';
export * from './routeKeyMatcher';
export * from './routeHooks';
export * from './siteMutations';
export * from './useScenarioGuidance';
