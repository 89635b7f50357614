// The route tree and its rules, importable alone as '@wattwise/domain/routes' (the web app's
// entry chunk needs only these).
export * from './routeTable';
export * from './routing';
