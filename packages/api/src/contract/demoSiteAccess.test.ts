import { describe, expect, it } from 'vitest';
import { isOpenForDemoSites } from './demoSiteAccess';
import type { RouteDef } from './routeDef';
import { routeByName, routes } from './index';

const table: readonly RouteDef[] = routes;

describe('isOpenForDemoSites', () => {
  it('opens site-scoped reads such as the diagnosis and the spatial tree to demo visitors', () => {
    expect(isOpenForDemoSites(routeByName.diagnose)).toBe(true);
    expect(isOpenForDemoSites(routeByName['spatial.tree'])).toBe(true);
  });

  it('keeps changes, reports and account calls closed', () => {
    expect(isOpenForDemoSites(routeByName['predict.parameters.save'])).toBe(false);
    expect(isOpenForDemoSites(routeByName['user.site.delete'])).toBe(false);
    expect(isOpenForDemoSites(routeByName['predict.pdf'])).toBe(false);
    expect(isOpenForDemoSites(routeByName['user.site.list'])).toBe(false);
  });

  it('only ever opens GET routes that name a site', () => {
    for (const route of table.filter(isOpenForDemoSites)) {
      expect(route.method, route.name).toBe('GET');
      expect(Object.keys(route.params.shape), route.name).toContain('siteId');
    }
  });
});
