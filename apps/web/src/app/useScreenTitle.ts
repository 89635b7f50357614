import { matchRoute, type RouteName } from '@wattwise/domain';
import { useLocation } from 'react-router-dom';
import { screenTitle } from './screenTitles';

/** The title of the screen at the current address, from its route name. */
export function useScreenTitle(): string {
  const { pathname } = useLocation();
  return screenTitle(matchRoute(pathname).route.name as RouteName);
}

/** Body of a screen that has no content of its own yet (wording ours). */
export const emptyScreenMessage = 'There is nothing on this screen yet.';
