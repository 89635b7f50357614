import { describe, expect, it } from 'vitest';
import { buildPath, pathParamSlots, toFastifyPath } from './paths';

describe('toFastifyPath', () => {
  it('turns params into colons and an optional tail into an optional param', () => {
    expect(toFastifyPath('/api/x/{siteId}[/{path}]')).toBe('/api/x/:siteId/:path?');
    expect(toFastifyPath('/api/user/site/delete/{siteId}')).toBe('/api/user/site/delete/:siteId');
    expect(toFastifyPath('/api/user/site/list')).toBe('/api/user/site/list');
  });
});

describe('buildPath', () => {
  it('fills params and encodes a spatial path as one segment', () => {
    expect(
      buildPath('/api/predict/improvement/list/{siteId}/{path}', {
        siteId: 'abc',
        path: 'floor/space',
      }),
    ).toBe('/api/predict/improvement/list/abc/floor%2Fspace');
  });

  it('drops an optional tail without a value and keeps it with one', () => {
    const template = '/api/events/{siteId}[/{path}]';
    expect(buildPath(template, { siteId: 's1' })).toBe('/api/events/s1');
    expect(buildPath(template, { siteId: 's1', path: 'b1' })).toBe('/api/events/s1/b1');
  });

  it('refuses a missing required param', () => {
    expect(() => buildPath('/api/user/site/delete/{siteId}', {})).toThrow(/siteId/);
  });

  it('lists the slots of a template with their optionality', () => {
    expect(pathParamSlots('/api/{product}/diagnose/{siteId}[/{buildingId}]')).toEqual([
      { name: 'product', optional: false },
      { name: 'siteId', optional: false },
      { name: 'buildingId', optional: true },
    ]);
  });
});
