import type { RouteDef } from '../routeDef';
import { siteRoutes } from './siteRoutes';

/** Every call of the contract (shell §7, analysis §7), one entry per method and path. */
export const routes = [...siteRoutes] as const satisfies readonly RouteDef[];
