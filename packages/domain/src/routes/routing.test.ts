import { describe, expect, it } from 'vitest';
import { isRouteName, ROUTES } from './routeTable';
import {
  buildPath,
  matchRoute,
  notFoundContent,
  productOfPath,
  requiresAuth,
  redirectDependsOnBuildings,
  resolveRedirect,
  siteCardTarget,
} from './routing';

const S = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('route table', () => {
  it('has unique names and every named spec route', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      'home',
      'predict-site-registration',
      'predict-add-building',
      'predict-simple-diagnose',
      'predict-simple-plan',
      'predict-energy-map',
      'predict-registration-demo',
      'predict-no-login-site-registration',
      'predict-after-registration',
      'predict-scheduler',
      'predict-site-diagnose',
      'predict-building-diagnose',
      'predict-site-plan',
      'predict-building-plan',
      'predict-site-validate',
      'predict-floor-validate',
      'predict-space-validate',
      'predict-site-events',
      'optimise-site-diagnose',
      'optimise-site-events',
      'optimise-building-diagnose',
      'optimise-site-improvement-plan',
      'optimise-building-improvement-plan',
      'optimise-zone-overview',
      'optimise-space-scenarios',
    ]) {
      expect(names).toContain(name);
    }
  });
  it('prefers static segments over parameters', () => {
    expect(matchRoute('/predict/register').route.name).toBe('predict-site-registration');
    expect(matchRoute('/predict/energysavingmap').route.name).toBe('predict-energy-map');
    expect(matchRoute(`/predict/${S}/events`).route.name).toBe('predict-site-events');
    expect(matchRoute(`/predict/${S}/b1`).route.name).toBe('predict-building');
    expect(matchRoute(`/predict/${S}/b1/f1/s1/schedules?x=1`)).toEqual({
      route: expect.objectContaining({ name: 'predict-scheduler' }),
      params: { siteId: S, buildingId: 'b1', floorId: 'f1', spaceId: 's1' },
    });
    expect(matchRoute('/nowhere/at/all').route.name).toBe('not-found');
    expect(matchRoute(`/predict/${S}/Main%20Hall`).params.buildingId).toBe('Main Hall');
    expect(matchRoute(`/predict/${S}/100%`).params.buildingId).toBe('100%');
  });
  it('knows which paths need sign-in', () => {
    expect(requiresAuth('/')).toBe(true);
    expect(requiresAuth(`/predict/${S}/diagnose`)).toBe(true);
    for (const open of [
      '/predict/demo',
      '/predict/simplediagnose',
      '/predict/simpleplan',
      '/predict/energysavingmap',
      '/signup',
      '/predict/register/nologin',
      '/missing',
      '/predict/office-demo/diagnose',
    ]) {
      expect(requiresAuth(open)).toBe(false);
    }
  });
});

describe('paths and redirects', () => {
  it('builds paths with DEFAULT for unset levels', () => {
    expect(buildPath('predict-building-plan', { siteId: S, buildingId: 'Main Hall' })).toBe(
      `/predict/${S}/Main%20Hall/improvement-plan`,
    );
    expect(buildPath('optimise-floor-overview', { siteId: S, buildingId: 'b', floorId: 'f' })).toBe(
      `/optimise/${S}/building/b/block/DEFAULT/floor/f/overview`,
    );
    expect(buildPath('home')).toBe('/');
    // @ts-expect-error an unknown name is refused by the type, and at run time
    expect(() => buildPath('nope')).toThrow();
    expect(() => buildPath('not-found')).toThrow();
  });
  it('sends the site root to building diagnose for one building, else site diagnose', () => {
    expect(resolveRedirect(`/predict/${S}`, { buildingIds: ['b1'] })).toEqual({
      kind: 'path',
      path: `/predict/${S}/b1/diagnose`,
    });
    expect(resolveRedirect(`/predict/${S}`, { buildingIds: ['b1', 'b2'] })).toEqual({
      kind: 'path',
      path: `/predict/${S}/diagnose`,
    });
  });
  it('redirects building roots, after-registration, firsttime and signup', () => {
    expect(resolveRedirect(`/predict/${S}/b1`)).toEqual({
      kind: 'path',
      path: `/predict/${S}/b1/diagnose`,
    });
    expect(resolveRedirect(`/predict/${S}/afterregistration`)).toEqual({
      kind: 'path',
      path: `/predict/${S}`,
    });
    expect(resolveRedirect('/firsttime')).toEqual({ kind: 'path', path: '/' });
    expect(resolveRedirect('/signup')).toEqual({ kind: 'external-signup' });
    expect(resolveRedirect(`/optimise/${S}/building/b1`)).toEqual({
      kind: 'path',
      path: `/optimise/${S}/building/b1/overview`,
    });
  });
  it('sends single-building site plan and diagnose to the building', () => {
    expect(resolveRedirect(`/predict/${S}/improvement-plan`, { buildingIds: ['b1'] })).toEqual({
      kind: 'path',
      path: `/predict/${S}/b1/improvement-plan`,
    });
    expect(resolveRedirect(`/predict/${S}/diagnose`, { buildingIds: ['b1'] })).toEqual({
      kind: 'path',
      path: `/predict/${S}/b1/diagnose`,
    });
    expect(resolveRedirect(`/predict/${S}/diagnose`, { buildingIds: ['a', 'b'] })).toBeNull();
    expect(resolveRedirect(`/predict/${S}/validate`, { buildingIds: ['b1'] })).toBeNull();
  });
  it('knows which pages wait for the site’s buildings before they render', () => {
    expect(redirectDependsOnBuildings(`/predict/${S}`)).toBe(true);
    expect(redirectDependsOnBuildings(`/predict/${S}/diagnose`)).toBe(true);
    expect(redirectDependsOnBuildings(`/predict/${S}/improvement-plan`)).toBe(true);
    expect(redirectDependsOnBuildings(`/predict/${S}/b1/diagnose`)).toBe(false);
    expect(redirectDependsOnBuildings(`/predict/${S}/validate`)).toBe(false);
    expect(redirectDependsOnBuildings('/')).toBe(false);
  });
  it('fills the not-found page defaults', () => {
    expect(notFoundContent({})).toEqual({ code: '404', message: 'Location not found' });
    expect(notFoundContent({ code: '403', message: 'Forbidden' })).toEqual({
      code: '403',
      message: 'Forbidden',
    });
  });
  it('opens site cards by product', () => {
    expect(siteCardTarget({ siteId: S, product: 'PREDICT' })).toBe(`/predict/${S}`);
    expect(siteCardTarget({ siteId: S, product: 'OPTIMISE' })).toBe(`/optimise/${S}`);
    expect(siteCardTarget({ siteId: S, product: 'SIMPLE_PREDICT', summaryData: 'a b' })).toBe(
      '/predict/simplediagnose?siteData=a%20b',
    );
    expect(siteCardTarget({ siteId: S, product: 'SIMPLE_PREDICT' })).toBe(
      '/predict/simplediagnose',
    );
    expect(productOfPath('/predict/demo')).toBe('PREDICT');
    expect(productOfPath('/optimise/x')).toBe('OPTIMISE');
  });
});

describe('route names', () => {
  it('are unique, and isRouteName knows exactly them', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every(isRouteName)).toBe(true);
    expect(isRouteName('predict-site-diagnose')).toBe(true);
    expect(isRouteName('nope')).toBe(false);
  });

  it('serves the methodology page of the AI badge without sign-in', () => {
    expect(requiresAuth('/methodology')).toBe(false);
  });
});
