import { useMemo, type ReactNode } from 'react';
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

/** An href that leaves the app: a scheme (https:, mailto:, tel:) or a protocol-relative URL. */
const OUTSIDE_THE_APP = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Lets the design system's links and menu items with an `href` navigate inside the app (no full
 * page load). Wrap the routed part of the app in it once. An href that leaves the app (a
 * mailto: address, another site) is written as it is, not resolved as a path of the page
 * (React Router's useHref made 'mailto:…' '/mailto:…' and 'https://…' '/page/https:/…').
 */
export function AppRouter({ navigate, useHref, children }: AppRouterProps) {
  const useAppHref = useMemo(() => {
    if (!useHref) return undefined;
    // The router's hook, called once per render of each link, as RouterProvider calls useHref.
    const routerHref = useHref;
    return function useAppHref(href: string): string {
      const resolved = routerHref(href);
      return OUTSIDE_THE_APP.test(href) ? href : resolved;
    };
  }, [useHref]);
  return (
    <RouterProvider navigate={navigate} useHref={useAppHref}>
      {children}
    </RouterProvider>
  );
}
