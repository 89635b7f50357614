import { expectTypeOf, it } from 'vitest';
import type { ApiResult } from './apiError';
import { createApiClient } from './createApiClient';
import { routeByName } from '../contract';
import type { SiteSummary } from '../contract';

it('types each call from the route table (checked by the compiler)', () => {
  const client = createApiClient({ getAccessToken: async () => undefined });
  const typeOnly = () => {
    expectTypeOf(client.call('user.site.list')).resolves.toEqualTypeOf<ApiResult<SiteSummary[]>>();
    expectTypeOf(
      client.call('user.site.delete', { params: { siteId: 'x' } }),
    ).resolves.toEqualTypeOf<ApiResult<null>>();
    expectTypeOf(
      client.call('user.site.logo.get', { params: { siteId: 'x' } }),
    ).resolves.toEqualTypeOf<ApiResult<Blob | null>>();
    void client.call('buildingdata.buildingTypes', { query: { hidden: true } });
    void client.call('payments.upgrade', {
      params: { siteId: 'x' },
      body: { billingEmail: 'a@b.co', type: 'ANNUAL' },
    });
    void client.call('predict.schedules.save', {
      params: { siteId: 'x', path: 'floor/space' },
      body: routeByName['predict.schedules.save'].example.body,
    });
    // @ts-expect-error params are required for this route
    void client.call('user.site.delete');
    // @ts-expect-error the body is required for this route
    void client.call('payments.upgrade', { params: { siteId: 'x' } });
    // @ts-expect-error the product segment is predict or optimise
    void client.call('diagnose', { params: { product: 'other', siteId: 'x' } });
    // @ts-expect-error no such route
    void client.call('user.nothing');
  };
  expectTypeOf(typeOnly).toBeFunction();
});
