import { describe, expect, it } from 'vitest';
import { routeKey } from './createRouteHook';
import { routeKeyMatcher } from './routeKeyMatcher';

describe('routeKey', () => {
  it('is [name, params, query] for GET routes', () => {
    expect(
      routeKey('diagnose', {
        params: { product: 'predict', siteId: 's1' },
        query: { diagnoseMetric: 'CIBSE' },
      }),
    ).toEqual(['diagnose', { product: 'predict', siteId: 's1' }, { diagnoseMetric: 'CIBSE' }]);
  });

  it('adds the body for cached look-ups sent with PUT or POST', () => {
    const body = { postCode: 'NW1 0PE' };
    expect(routeKey('predict.simplediagnose.checkAddress', { body })).toEqual([
      'predict.simplediagnose.checkAddress',
      {},
      {},
      body,
    ]);
  });
});

describe('routeKeyMatcher', () => {
  const treeOfS1 = routeKey('spatial.tree', { params: { siteId: 's1' } });
  const treeOfS2 = routeKey('spatial.tree', { params: { siteId: 's2' } });
  const siteList = routeKey('user.site.list');

  it('matches every cached answer of a route', () => {
    const matches = routeKeyMatcher('spatial.tree');
    expect([treeOfS1, treeOfS2, siteList].map(matches)).toEqual([true, true, false]);
  });

  it('narrows to the answers of given params', () => {
    const matches = routeKeyMatcher('spatial.tree', { siteId: 's1' });
    expect([treeOfS1, treeOfS2, siteList, 'spatial.tree', null].map(matches)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
