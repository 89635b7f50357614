import type { HttpMethod, RouteDef } from './routeDef';

/** The body of the 501 a contract route answers until the server implements it. */
interface NotServedBody {
  route: string;
  method: HttpMethod;
  path: string;
  message: string;
}

/** The 501 body of a route: its name, so progress is visible (and never made-up data). */
export function notServedBody(route: Pick<RouteDef, 'name' | 'method' | 'path'>): NotServedBody {
  return {
    route: route.name,
    method: route.method,
    path: route.path,
    message: `${route.name} is not served yet`,
  };
}
