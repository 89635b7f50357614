import { describe, expect, it } from 'vitest';
import { changesSite, isOpenForDemoSites } from './demoSiteAccess';
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

  it('counts a chat follow-up as a read: a demo visitor may ask, not change', () => {
    for (const name of ['improvement.followUp', 'optimise.scenario.followUp'] as const) {
      expect(routeByName[name].method).toBe('POST');
      expect(changesSite(routeByName[name]), name).toBe(false);
      expect(isOpenForDemoSites(routeByName[name]), name).toBe(true);
    }
    for (const name of [
      'predict.parameters.save',
      'predict.schedules.save',
      'predict.improvement.hide',
      'predict.improvement.complete',
      'predict.improvement.edit.save',
    ] as const) {
      expect(changesSite(routeByName[name]), name).toBe(true);
    }
  });

  it('only ever opens reads that name a site: GETs and the chat follow-ups', () => {
    for (const route of table.filter(isOpenForDemoSites)) {
      if (route.method !== 'GET') expect(route.name).toMatch(/followUp$/);
      expect(Object.keys(route.params.shape), route.name).toContain('siteId');
    }
  });
});
