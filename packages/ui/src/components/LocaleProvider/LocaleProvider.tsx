import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { LOCALE } from '@wattwise/domain';

/**
 * Dates, numbers and calendars in British English (packages/domain's LOCALE) whatever the
 * browser's language: a UK product reads 31/12/2021, not 12/31/2021. Wrap the app (and
 * Storybook's preview) in it once.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider locale={LOCALE}>{children}</I18nProvider>;
}

export interface AppRouterProps {
  /** The router's navigate function (e.g. React Router's useNavigate()). */
  navigate: (path: string) => void;
  /** Turns a router path into an href (e.g. React Router's useHref). */
  useHref?: (path: string) => string;
  children: ReactNode;
}

/**
 * Lets the design system's links and menu items with an `href` navigate inside the app (no full
 * page load). Wrap the routed part of the app in it once.
 */
export function AppRouter({ navigate, useHref, children }: AppRouterProps) {
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
