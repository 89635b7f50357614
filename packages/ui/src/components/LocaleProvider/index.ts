export { AppRouter, LocaleProvider } from './LocaleProvider';
export type { AppRouterProps } from './LocaleProvider';
