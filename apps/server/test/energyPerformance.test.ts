import { performanceLevelOfBand } from '@wattwise/energy-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { lookupPartsOf } from '../src/areas/map/energyPerformance';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';

let databases: TestDatabases;
let built: BuiltApp;
let limited: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next());
  limited = await testApp(await databases.next(), { env: { RATE_LIMIT_ANONYMOUS: '2/60' } });
});
afterAll(async () => {
  await built?.app.close();
  await limited?.app.close();
  await databases.dispose();
});

const CONWAY_HALL = 'Conway Hall, 25 Red Lion Square, London WC1R 4RL';
/** An apartment block in the bundled OSM footprints with no address tags (relation/11859924). */
const APARTMENTS_CENTRE = [-0.133674, 51.522335];

const calculate = (payload: unknown, query = '', app = built.app) =>
  app.inject({
    method: 'PUT',
    url: `/api/energyperformance/calculateperformance${query}`,
    payload: payload as object,
  });

describe('PUT /api/energyperformance/calculateperformance (analysis §7.5)', () => {
  it("answers Conway Hall's level from its (sample) certificate, in the band's group of the legend", async () => {
    const response = await calculate([{ full_address: CONWAY_HALL }]);
    expect(response.statusCode).toBe(200);
    const [conway] = response.json();
    expect(conway).toMatchObject({ source: 'CERTIFICATE', sample: true });
    expect(conway.band).toMatch(/^[A-G]$/);
    expect(conway.performanceLevel).toBe(performanceLevelOfBand(conway.band));
    // The same band the map's panel shows from /opendata for that address.
    const certificates = (
      await built.app.inject({
        method: 'GET',
        url: '/opendata/energy-map/address/way-475423265?address1=Conway%20Hall%2025%20Red%20Lion%20Square&address2=London%20WC1R%204RL',
      })
    ).json();
    expect(certificates.map((c: { rating: string }) => c.rating)).toContain(conway.band);
  });

  it('answers in order, with null where nothing is known and an engine estimate from the footprint', async () => {
    const response = await calculate([
      { full_address: 'Somewhere without a post code' },
      { full_address: 'Flats, Gower Street, London', centre: APARTMENTS_CENTRE },
      { full_address: CONWAY_HALL },
      { full_address: '1 Nowhere Road, Ambridge', centre: [-3.005, 55.005] },
    ]);
    expect(response.statusCode).toBe(200);
    const [none, flats, conway, empty] = response.json();
    expect(none).toBeNull();
    expect(empty).toBeNull();
    expect(conway.source).toBe('CERTIFICATE');
    expect(flats).toMatchObject({ source: 'FOOTPRINT' });
    expect(['LOW', 'MEDIUM', 'HIGH']).toContain(flats.performanceLevel);
    expect(flats.performanceLevel).toBe(performanceLevelOfBand(flats.band));
  });

  it('keeps to the confidence asked for: a wrong building name at a real post code matches only at 0', async () => {
    const wrong = [{ full_address: '99 Nowhere Road, London WC1R 4RL' }];
    expect((await calculate(wrong)).json()).toEqual([null]);
    expect((await calculate(wrong, '?confidence=0')).json()[0]).toMatchObject({
      source: 'CERTIFICATE',
    });
  });

  it('refuses more than 1,000 addresses and malformed entries with a clear 400', async () => {
    const many = Array.from({ length: 1001 }, () => ({ full_address: CONWAY_HALL }));
    const tooMany = await calculate(many);
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toMatch(/1000/);
    expect((await calculate([{ full_address: '' }])).statusCode).toBe(400);
    expect((await calculate({ full_address: CONWAY_HALL })).statusCode).toBe(400);
  });

  it('answers 1,000 addresses in one call', async () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      i % 2 ? { full_address: CONWAY_HALL } : { full_address: `${i} Nowhere, London WC1R 4RL` },
    );
    const response = await calculate(many);
    expect(response.statusCode).toBe(200);
    const answers = response.json();
    expect(answers).toHaveLength(1000);
    expect(answers[1].source).toBe('CERTIFICATE');
    expect(answers[0]).toBeNull();
  });

  it('is served without an account and rate limited per client (anonymous map routes)', async () => {
    const body = [{ full_address: CONWAY_HALL }];
    expect((await calculate(body, '', limited.app)).statusCode).toBe(200);
    expect((await calculate(body, '', limited.app)).statusCode).toBe(200);
    const third = await calculate(body, '', limited.app);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // the map's other anonymous routes share the client's budget
    const outlines = await limited.app.inject({
      method: 'GET',
      url: '/api/outlines?bbox=-0.1195,51.5195,-0.1185,51.5205',
    });
    expect(outlines.statusCode).toBe(429);
    const opendata = await limited.app.inject({
      method: 'GET',
      url: '/opendata/energy-map/address/x?address1=Conway%20Hall&address3=WC1R%204RL',
    });
    expect(opendata.statusCode).toBe(429);
  });

  it('is no longer flagged x-served: false', async () => {
    const document = (await built.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/energyperformance/calculateperformance'].put['x-served']).toBe(
      true,
    );
  });
});

describe('lookupPartsOf', () => {
  it('splits a one-line address into the name and street, and the post code part', () => {
    expect(lookupPartsOf(CONWAY_HALL)).toEqual({
      address1: 'Conway Hall 25 Red Lion Square',
      address2: 'London WC1R 4RL',
    });
    expect(lookupPartsOf('WC1R 4RL')).toEqual({ address1: undefined, address2: 'WC1R 4RL' });
    expect(lookupPartsOf('Conway Hall, London')).toBeUndefined();
  });
});
